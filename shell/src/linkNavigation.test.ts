/** @jest-environment jsdom */
import { interceptLinks } from './linkNavigation';

function clickOn(html: string, init: MouseEventInit = {}): { navigated: string[]; prevented: boolean } {
  document.body.innerHTML = html;
  const navigated: string[] = [];
  const stop = interceptLinks(document, (url) => navigated.push(url));
  const target = document.querySelector('[data-click]') as HTMLElement;
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  target.dispatchEvent(event);
  stop();
  return { navigated, prevented: event.defaultPrevented };
}

describe('interceptLinks', () => {
  beforeAll(() => {
    window.scrollTo = () => undefined;
  });

  it.each([
    ['a same-site link', '<a data-click href="/pin/1?x=1">pin</a>', ['/pin/1?x=1']],
    ['a click inside a link', '<a href="/demo/"><span data-click>me</span></a>', ['/demo/']],
  ])('navigates in place for %s', (_label, html, expected) => {
    const { navigated, prevented } = clickOn(html);
    expect(navigated).toEqual(expected);
    expect(prevented).toBe(true);
  });

  it.each([
    ['another origin', '<a data-click href="https://example.com/">x</a>', {}],
    ['a new tab', '<a data-click target="_blank" href="/pin/1">x</a>', {}],
    ['a download', '<a data-click download href="/pin/1">x</a>', {}],
    ['a server path', '<a data-click href="/remotes/mf_feed/1/remoteEntry.js">x</a>', {}],
    ['ctrl-click', '<a data-click href="/pin/1">x</a>', { ctrlKey: true }],
    ['middle click', '<a data-click href="/pin/1">x</a>', { button: 1 }],
  ])('leaves %s to the browser', (_label, html, init) => {
    const { navigated, prevented } = clickOn(html, init);
    expect(navigated).toEqual([]);
    expect(prevented).toBe(false);
  });
});
