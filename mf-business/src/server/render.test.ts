// The business area's first screen rendered as the edge server renders it.

import { readPath } from 'shared-contracts/api';
import { viewer } from 'test-support/fakeApiClient';
import { BUSINESS_LOGIN_HEADING } from '../states/SignedOutScreen';
import { renderFirstScreen } from './render';

const success = (data: unknown) => ({ resource_response: { status: 'success', data } });

describe("mf-business' server render", () => {
  it.each([
    ['a visitor', { isAuthenticated: false, unauthId: 'u1', viewer: { isAuth: false, isBot: false, isSocialBot: false } }, true],
    ['a signed-in person', { isAuthenticated: true, unauthId: null, viewer: viewer() }, false],
  ])('renders the hub for %s: the way in for a visitor, the hub itself for a person', async (_who, session, asksToLogIn) => {
    const rendered = await renderFirstScreen({
      pathname: '/business/hub/',
      search: '',
      reads: [{ path: readPath('UserSessionResource', {}), body: success(session) }],
      layout: { gridWidth: 1265, isDesktop: true },
      origin: 'https://pinboard.test',
    });
    expect(rendered.html.includes(BUSINESS_LOGIN_HEADING)).toBe(asksToLogIn);
    expect(rendered.html).not.toBe('');
  });
});
