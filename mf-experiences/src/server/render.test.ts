// The experiences area's first screen rendered as the edge server renders it.

import { readPath } from 'shared-contracts/api';
import { renderFirstScreen } from './render';

const success = (data: unknown) => ({ resource_response: { status: 'success', data } });
const visitor = { isAuthenticated: false, unauthId: 'u1', viewer: { isAuth: false, isBot: false, isSocialBot: false } };

describe("mf-experiences' server render", () => {
  it.each([
    ['/login/', 'Log in'],
    ['/signup/', 'Sign up'],
    ['/password/reset/', 'Send the link'],
  ])('renders %s with its form', async (pathname, text) => {
    const rendered = await renderFirstScreen({
      pathname,
      search: '',
      reads: [{ path: readPath('UserSessionResource', {}), body: success(visitor) }],
      layout: { gridWidth: 1265, isDesktop: true },
      origin: 'https://pinboard.test',
    });
    expect(rendered.html).toContain(text);
    expect(rendered.html).toContain('<form');
    // Nothing can be sent before the page hydrates (the browser's own submit would put the password in the address).
    expect(rendered.html).toMatch(/<button type="submit"[^>]* disabled=""/);
    // The layer (cookie banner, prompts, toasts) depends on the browser: never in the server's markup.
    expect(rendered.html).not.toContain('cookie');
  });
});
