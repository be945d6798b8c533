// The business area's first screen rendered as the edge server renders it.

import { readPath } from 'shared-contracts';
import { viewer } from 'test-support/fakeApiClient';
import { renderFirstScreen } from './render';

const success = (data: unknown) => ({ resource_response: { status: 'success', data } });

describe("mf-business' server render", () => {
  it.each([
    ['a visitor', { isAuthenticated: false, unauthId: 'u1', viewer: { isAuth: false, isBot: false, isSocialBot: false } }],
    ['a signed-in person', { isAuthenticated: true, unauthId: null, viewer: viewer() }],
  ])('renders the hub for %s', async (_who, session) => {
    const rendered = await renderFirstScreen({
      pathname: '/business/hub/',
      search: '',
      reads: [{ path: readPath('UserSessionResource', {}), body: success(session) }],
      layout: { gridWidth: 1265, isDesktop: true },
      origin: 'https://pinboard.test',
    });
    expect(rendered.html).not.toBe('');
  });
});
