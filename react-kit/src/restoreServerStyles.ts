// The page's half of serverStyles.ts: each element of a server-rendered first screen gets its style
// back from the document's <style> rules, through the CSSOM, and loses the class that carried it,
// so the markup React hydrates is the markup it would have rendered.

import { SERVER_STYLE_CLASS, SERVER_STYLES_ID } from 'shared-contracts/platform';

export function restoreServerStyles(root: HTMLElement): void {
  const sheet = (root.ownerDocument.getElementById(SERVER_STYLES_ID) as HTMLStyleElement | null)?.sheet;
  const rules = new Map<string, CSSStyleDeclaration>();
  for (const rule of sheet ? [...sheet.cssRules] : []) {
    if (rule instanceof CSSStyleRule) rules.set(rule.selectorText.replace(/^\./, ''), rule.style);
  }
  for (const element of root.querySelectorAll<HTMLElement>(`[class*="${SERVER_STYLE_CLASS}"]`)) {
    for (const className of [...element.classList]) {
      if (!className.startsWith(SERVER_STYLE_CLASS)) continue;
      // One property at a time, as React itself sets styles.
      const declarations = rules.get(className);
      for (let i = 0; declarations && i < declarations.length; i += 1) {
        const name = declarations[i];
        if (name) element.style.setProperty(name, declarations.getPropertyValue(name), declarations.getPropertyPriority(name));
      }
      element.classList.remove(className);
    }
    if (element.classList.length === 0) element.removeAttribute('class');
  }
}
