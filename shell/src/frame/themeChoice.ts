// The dark-mode toggle: the page's theme is what the server wrote on <html>; choosing the other
// one keeps it in the theme cookie and reloads the page (spec: 'The dark-mode toggle reloads the
// page'), so the server renders it before any script.

import { otherTheme, type Theme, themeCookie } from 'shared-contracts/rules';

export function currentTheme(root: HTMLElement = document.documentElement): Theme {
  return root.dataset.theme === 'dark' ? 'dark' : 'light';
}

export function switchTheme(doc: Document = document, reload: () => void = () => doc.location.reload()): void {
  doc.cookie = themeCookie(otherTheme(currentTheme(doc.documentElement)));
  reload();
}
