// A page and an API call from the same browser must name the same visitor: the canary bucket of
// the page is decided by the id the API knows them by.

import type { ApiSession } from 'shared-contracts/api';
import { startTestApiForFile } from '../testing/testApiForFile';
import { holdsVisitorCookies, identifyDocumentVisitor } from './requestContext';

const api = startTestApiForFile();

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

describe('identifyDocumentVisitor', () => {
  it('names a visitor by the anonymous id the API gave them, and a signed-in one by user id', async () => {
    const client = api.client();
    const session = await client.get<ApiSession>('UserSessionResource');
    const anonId = client.cookies.get('pb_anon');
    expect(anonId).toMatch(/^[\w-]{16,64}$/);
    expect(session.body.resource_response.data).toMatchObject({ unauthId: anonId });
    const cookies = Object.fromEntries(client.cookies);
    expect(await identifyDocumentVisitor(api.api.deps.storage, cookies, BROWSER)).toEqual({ key: `anon:${anonId}`, newAnonId: null });

    await client.login('demo');
    expect(await identifyDocumentVisitor(api.api.deps.storage, Object.fromEntries(client.cookies), BROWSER)).toEqual({
      key: 'user:1',
      newAnonId: null,
    });
  });

  it('mints an id on a first visit, and gives a bot none', async () => {
    const first = await identifyDocumentVisitor(api.api.deps.storage, {}, BROWSER);
    expect(first.key).toBe(`anon:${first.newAnonId}`);
    expect(await identifyDocumentVisitor(api.api.deps.storage, {}, 'Googlebot/2.1 (+http://www.google.com/bot.html)')).toEqual({
      key: null,
      newAnonId: null,
    });
    expect(await identifyDocumentVisitor(api.api.deps.storage, { pb_anon: 'too-short' }, BROWSER)).toEqual({
      key: expect.stringMatching(/^anon:/),
      newAnonId: expect.any(String),
    });
  });
});

describe('holdsVisitorCookies', () => {
  it('is true once a browser holds what the API hands out, and then the API hands it nothing more', async () => {
    const client = api.client();
    expect(holdsVisitorCookies({})).toBe(false);
    const first = await client.get('HomefeedResource', { page_size: 5 });
    expect(first.headers.getSetCookie()).not.toEqual([]);
    expect(holdsVisitorCookies(Object.fromEntries(client.cookies))).toBe(true);
    const again = await client.get('HomefeedResource', { page_size: 5 });
    expect(again.headers.getSetCookie()).toEqual([]);
  });

  it.each([
    ['no anonymous id', { csrftoken: 't', pb_csrf_secret: 's' }],
    ['a malformed anonymous id', { pb_anon: 'too-short', csrftoken: 't', pb_csrf_secret: 's' }],
    ['no CSRF token', { pb_anon: 'bench-visitor-0000001', pb_csrf_secret: 's' }],
    ['no CSRF secret', { pb_anon: 'bench-visitor-0000001', csrftoken: 't' }],
  ])('is false with %s (the API would set it)', (_case, cookies) => expect(holdsVisitorCookies(cookies)).toBe(false));
});
