// The HTML document for every app route: the shell's built page with this request's remotes
// and the page title filled in.

import { documentTitle, escapeMarkup, type PlatformConfig, type Route } from 'shared-contracts';

export const PLATFORM_PLACEHOLDER = '__PINBOARD_PLATFORM__';

/** JSON safe inside a <script> element: no '</script>' and no line separators can end it early. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function assertTemplate(template: string): void {
  if (!template.includes(PLATFORM_PLACEHOLDER)) {
    throw new Error(`the shell's document.html has no ${PLATFORM_PLACEHOLDER} placeholder: rebuild the shell`);
  }
}

export function renderDocument(template: string, config: PlatformConfig, route: Route): string {
  return template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeMarkup(documentTitle(route))}</title>`)
    .replace(PLATFORM_PLACEHOLDER, () => jsonForScript(config));
}
