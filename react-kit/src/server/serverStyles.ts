// The strict content policy lets no markup carry a style attribute, so a first screen rendered on
// the server has its style attributes moved into classes (one per distinct style) whose rules go
// in one <style> element the policy allows by its hash. Before the page hydrates, restoreServerStyles
// puts each style back on its element (through the CSSOM, which the policy allows) and drops the
// class, so the page is exactly what React rendered.

import { SERVER_STYLE_CLASS } from 'shared-contracts/platform';

const START_TAG = /<([a-zA-Z][\w-]*)(\s[^<>]*?)?\sstyle="([^"]*)"([^<>]*)>/g;
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/;
const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' };
// A declaration that could close its rule or start another (a value from data: a pin's colour) is
// not moved: the whole render is refused and the page renders the area itself.
const UNSAFE_CSS = /[{}<>\\@]|\/\*/;

export interface MovedStyles {
  html: string;
  css: string;
}

/** `namespace` keeps the classes of two renders in one document apart (an embedded grid's from its page's). */
export function moveStylesToClasses(html: string, namespace = ''): MovedStyles {
  const classes = new Map<string, string>();
  const moved = html.replace(START_TAG, (_tag, name: string, before: string | undefined, style: string, after: string) => {
    const css = style.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity);
    if (UNSAFE_CSS.test(css)) throw new Error(`a style in the first screen cannot be moved to a stylesheet: ${css.slice(0, 80)}`);
    let className = classes.get(css);
    if (className === undefined) {
      className = `${SERVER_STYLE_CLASS}${namespace}${classes.size}`;
      classes.set(css, className);
    }
    const attributes = `${before ?? ''}${after}`;
    const withClass = CLASS_ATTRIBUTE.test(attributes)
      ? attributes.replace(CLASS_ATTRIBUTE, (_all, value: string) => ` class="${value} ${className}"`)
      : ` class="${className}"${attributes}`;
    return `<${name}${withClass}>`;
  });
  const css = [...classes].map(([declarations, className]) => `.${className}{${declarations}}`).join('');
  return { html: moved, css };
}
