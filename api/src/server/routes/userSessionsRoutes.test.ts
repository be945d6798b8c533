// Where an account is logged in (issue 41, item 8), over HTTP on the real stores: the list, this
// browser marked, another logged out for good, and nobody else's sessions within reach.

import type { ApiSession, ApiUserSessions } from 'shared-contracts/api';
import { expectOk } from '../../testing/expectAnswer';
import { type TestClient } from '../../testing/testApi';
import { startTestApiForFile } from '../../testing/testApiForFile';
import { NOT_THIS_SESSION } from './userSessionsRoutes';

const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

const api = startTestApiForFile();

async function loggedIn(username: string, userAgent?: string): Promise<TestClient> {
  const client = api.client();
  if (userAgent) client.userAgent = userAgent;
  return client.login(username);
}

const listOf = async (client: TestClient) => expectOk(await client.get<ApiUserSessions>('UserSessionsResource')).sessions;
const signedIn = async (client: TestClient) => expectOk(await client.get<ApiSession>('UserSessionResource')).viewer.isAuth;

describe('UserSessionsResource', () => {
  it("lists the viewer's browsers, newest first, with this one marked and named by browser and system", async () => {
    const laptop = await loggedIn('partner');
    const phone = await loggedIn('partner', PHONE_UA);
    const fromPhone = await listOf(phone);
    expect(fromPhone.slice(0, 2)).toEqual([
      { id: expect.stringMatching(/^[\w-]{16}$/), createdAt: expect.any(String), device: 'Safari on iOS', current: true },
      { id: expect.stringMatching(/^[\w-]{16}$/), createdAt: expect.any(String), device: 'Chrome on Linux', current: false },
    ]);
    const fromLaptop = await listOf(laptop);
    expect(fromLaptop.map((s) => s.id)).toEqual(fromPhone.map((s) => s.id));
    expect(fromLaptop.find((s) => s.current)?.id).toBe(fromPhone[1]?.id);
  });

  it('logs another browser out: its cookie no longer signs it in, and the list says so', async () => {
    const laptop = await loggedIn('demo');
    const phone = await loggedIn('demo', PHONE_UA);
    const phoneId = (await listOf(phone)).find((s) => s.current)?.id ?? '';
    const after = expectOk(await laptop.write<ApiUserSessions>('UserSessionsResource', 'delete', { id: phoneId })).sessions;
    expect(after.map((s) => s.id)).not.toContain(phoneId);
    expect(await signedIn(phone)).toBe(false);
    expect(await signedIn(laptop)).toBe(true);
    // Gone already: said plainly.
    const again = await laptop.write('UserSessionsResource', 'delete', { id: phoneId });
    expect([again.status, again.body.resource_response.error?.message]).toEqual([404, 'That session was not found.']);
  });

  it("cannot end this browser's own session (Log out does) or anyone else's, and a visitor has none", async () => {
    const demo = await loggedIn('demo');
    const other = await loggedIn('partner');
    const own = (await listOf(demo)).find((s) => s.current)?.id ?? '';
    const self = await demo.write('UserSessionsResource', 'delete', { id: own });
    expect([self.status, self.body.resource_response.error?.message]).toEqual([400, NOT_THIS_SESSION]);
    const partners = (await listOf(other)).find((s) => s.current)?.id ?? '';
    const theirs = await demo.write('UserSessionsResource', 'delete', { id: partners });
    expect(theirs.status).toBe(404);
    expect(await signedIn(other)).toBe(true);
    expect((await api.client().get('UserSessionsResource')).status).toBe(401);
  });
});
