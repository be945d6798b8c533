// CSRF protection and the session's life: every state-changing call needs the token (header, or
// body csrf_token for sendBeacon on /v3/events/); login, logout and signup manage an HttpOnly,
// SameSite=Lax session cookie.

import crypto from 'node:crypto';
import { testPageToken } from '../testing/testPageTokens';
import type { ApiBoard, ApiSession, ApiViewer } from 'shared-contracts/api';
import { expectFailure } from '../testing/expectAnswer';
import { type Answer, type SignUpFields, type TestClient } from '../testing/testApi';
import { startTestApiForFile } from '../testing/testApiForFile';

const api = startTestApiForFile();

const count = async (sql: string, ...args: unknown[]): Promise<number> => await api.count(sql, ...args);
const boardRows = async () => await count('SELECT count(*) AS n FROM boards');
const eventRows = async () => await count('SELECT count(*) AS n FROM events');

const setCookie = (answer: Answer<unknown>, name: string): string | undefined =>
  answer.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));
const tokenOf = (client: TestClient) => decodeURIComponent(client.cookies.get('csrftoken') ?? '');

describe('the CSRF token', () => {
  it('is handed to every visitor in a readable csrftoken cookie, with an HttpOnly secret beside it', async () => {
    const answer = await api.client().get('UserSessionResource');
    const token = setCookie(answer, 'csrftoken');
    const secret = setCookie(answer, 'pb_csrf_secret');
    expect(token).toBeDefined();
    expect(token).not.toMatch(/HttpOnly/i);
    expect(token).toMatch(/SameSite=Strict/i);
    expect(secret).toMatch(/HttpOnly/i);
  });

  it('a write without the header → 403 csrf_failed, and nothing is written', async () => {
    const demo = await api.client().login('demo');
    demo.sendCsrf = false;
    const before = await boardRows();
    expectFailure(await demo.write('BoardResource', 'create', { name: 'No token' }), 403, 'csrf_failed');
    expectFailure(await demo.write('RepinResource', 'create', { pin_id: '1001', board_id: '2' }), 403, 'csrf_failed');
    expectFailure(await demo.request('PUT', '/v3/boards/9/follow/'), 403, 'csrf_failed');
    expect(await boardRows()).toBe(before);
    expect(await count("SELECT count(*) AS n FROM boards WHERE name = 'No token'")).toBe(0);
  });

  it.each<[string, (token: string) => string]>([
    ['a made-up token', () => 'not-the-token'],
    ['an empty token', () => ''],
    ['the token with one character changed', (token) => `${token.slice(0, -1)}${token.endsWith('a') ? 'b' : 'a'}`],
  ])('a write with %s → 403 csrf_failed', async (_label, wrong) => {
    const demo = await api.client().login('demo');
    demo.sendCsrf = false;
    const before = await boardRows();
    const answer = await demo.request(
      'POST',
      '/resource/BoardResource/create/',
      { name: 'Wrong token' },
      { 'x-csrftoken': wrong(tokenOf(demo)) },
    );
    expectFailure(answer, 403, 'csrf_failed');
    expect(await boardRows()).toBe(before);
  });

  it("another visitor's token does not work with this visitor's secret", async () => {
    const demo = await api.client().login('demo');
    const stranger = api.client();
    await stranger.ensureCsrf();
    demo.sendCsrf = false;
    const answer = await demo.request(
      'POST',
      '/resource/BoardResource/create/',
      { name: 'Borrowed token' },
      { 'x-csrftoken': tokenOf(stranger) },
    );
    expectFailure(answer, 403, 'csrf_failed');
  });

  it('a write with the token but without the secret cookie → 403 csrf_failed', async () => {
    const demo = await api.client().login('demo');
    const token = tokenOf(demo);
    demo.cookies.delete('pb_csrf_secret');
    demo.sendCsrf = false;
    expectFailure(
      await demo.request('POST', '/resource/BoardResource/create/', { name: 'No secret' }, { 'x-csrftoken': token }),
      403,
      'csrf_failed',
    );
  });

  it('a write with the token → 200', async () => {
    const demo = await api.client().login('demo');
    const before = await boardRows();
    const answer = await demo.write<ApiBoard>('BoardResource', 'create', { name: 'With token' });
    expect(answer.status).toBe(200);
    expect(answer.body.resource_response).toMatchObject({ status: 'success', error: null, data: { name: 'With token' } });
    expect(await boardRows()).toBe(before + 1);
  });

  it('reads need no token', async () => {
    const visitor = api.client();
    visitor.sendCsrf = false;
    expect((await visitor.get('HomefeedResource', { page_size: 1 })).status).toBe(200);
  });
});

describe('sendBeacon-style event batches', () => {
  // sendBeacon cannot set headers: the token rides in the body, the cookies come along.
  const beacon = (client: TestClient, body: unknown, contentType = 'application/json') =>
    fetch(`${api.baseUrl}/v3/events/`, {
      method: 'POST',
      headers: { cookie: client.cookieHeader(), 'content-type': contentType },
      // Every batch carries the page's signed token, as the shell sends it.
      body: JSON.stringify({ page_token: testPageToken(), ...(body as object) }),
    });

  it('POST /v3/events/ with csrf_token in the body (no header) → 200 and the events are stored', async () => {
    const visitor = api.client();
    await visitor.ensureCsrf();
    const before = await eventRows();
    const response = await beacon(visitor, {
      events: [
        { event_type: 101, object_id: '1001' },
        { event_type: 18, impression_kind: 'pin' },
      ],
      csrf_token: tokenOf(visitor),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ resource_response: { status: 'success', data: { stored: 2 }, error: null } });
    expect(await eventRows()).toBe(before + 2);
  });

  it('with a wrong csrf_token in the body → 403, nothing stored', async () => {
    const visitor = api.client();
    await visitor.ensureCsrf();
    const before = await eventRows();
    const response = await beacon(visitor, { events: [{ event_type: 101 }], csrf_token: 'forged' });
    expect(response.status).toBe(403);
    expect(((await response.json()) as Answer<unknown>['body']).resource_response.error?.code).toBe('csrf_failed');
    expect(await eventRows()).toBe(before);
  });

  it('csrf_token in the body of another call is not a field it accepts', async () => {
    const demo = await api.client().login('demo');
    demo.sendCsrf = false;
    const answer = await demo.request('POST', '/resource/BoardResource/create/', { name: 'Body token', csrf_token: tokenOf(demo) });
    expect(answer.status).toBe(400);
    expect(answer.body.resource_response.error).toMatchObject({ code: 'invalid_field', field: 'csrf_token' });
  });
});

describe('log in and log out', () => {
  it('login sets a session cookie that is HttpOnly and SameSite=Lax', async () => {
    const client = api.client();
    await client.ensureCsrf();
    const answer = await client.write<ApiSession>('UserSessionResource', 'create', {
      username_or_email: 'demo',
      password: 'demo-password',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.resource_response.data).toMatchObject({
      isAuthenticated: true,
      unauthId: null,
      viewer: { isAuth: true, username: 'demo' },
    });
    const session = setCookie(answer, 'pb_session');
    expect(session).toBeDefined();
    expect(session).toMatch(/;\s*HttpOnly/i);
    expect(session).toMatch(/;\s*SameSite=Lax/i);
    expect(session).toMatch(/;\s*Path=\//i);
    expect(session).toMatch(/;\s*Expires=/i);
  });

  it('login by email works too', async () => {
    const client = api.client();
    await client.ensureCsrf();
    const answer = await client.write<ApiSession>('UserSessionResource', 'create', {
      username_or_email: 'maya_chen@example.com',
      password: 'demo-password',
    });
    expect(answer.status).toBe(200);
    expect((answer.body.resource_response.data?.viewer as ApiViewer).username).toBe('maya_chen');
  });

  it.each<[string, string, string]>([
    ['a wrong password', 'demo', 'wrong-password'],
    ['an unknown user', 'nobody_here', 'demo-password'],
    ['an account without a password', 'priya_nair', 'demo-password'],
  ])('login with %s → 401 naming password, and no session cookie', async (_label, username, password) => {
    const client = api.client();
    await client.ensureCsrf();
    const answer = await client.write('UserSessionResource', 'create', { username_or_email: username, password });
    expectFailure(answer, 401, 'invalid_credentials', 'password');
    expect(setCookie(answer, 'pb_session')).toBeUndefined();
    expect(client.cookies.has('pb_session')).toBe(false);
    const session = await client.get<ApiSession>('UserSessionResource');
    expect(session.body.resource_response.data?.isAuthenticated).toBe(false);
  });

  it('the same message for a wrong password and an unknown user', async () => {
    const client = api.client();
    const wrong = await client.write('UserSessionResource', 'create', { username_or_email: 'demo', password: 'nope-nope' });
    const unknown = await client.write('UserSessionResource', 'create', { username_or_email: 'ghost_user', password: 'nope-nope' });
    expect(wrong.body.resource_response.error?.message).toBe(unknown.body.resource_response.error?.message);
  });

  // Regression: this failed before the fix that came with it. Checked by the work done, not by the
  // clock: four timings on a loaded 2-core machine once made an honest server look leaky.
  it('a login for an unknown user does the same hashing as one with a wrong password, so both take as long', async () => {
    const client = api.client();
    await client.ensureCsrf();
    // The decoy's own hash is made once, at the first unknown name: not part of what is compared.
    await client.write('UserSessionResource', 'create', { username_or_email: 'ghost_warm', password: 'wrong-password' });
    const hashingFor = async (username: string) => {
      const scrypt = jest.spyOn(crypto, 'scrypt');
      try {
        const answer = await client.write('UserSessionResource', 'create', { username_or_email: username, password: 'wrong-password' });
        expect(answer.status).toBe(401);
        // (password, salt, key length, cost, callback): the key length and cost are the work.
        return scrypt.mock.calls.map((call: unknown[]) => [call[2], call[3]]);
      } finally {
        scrypt.mockRestore();
      }
    };
    const known = await hashingFor('newbie');
    expect(known).toEqual([[64, expect.objectContaining({ N: 16384, r: 8, p: 1 })]]);
    expect(await hashingFor('ghost_user_0')).toEqual(known);
  });

  it('logout clears the session cookie, and the old token no longer signs anyone in', async () => {
    const client = await api.client().login('demo');
    const oldToken = client.cookies.get('pb_session');
    expect(oldToken).toBeDefined();
    const sessionsBefore = await count('SELECT count(*) AS n FROM sessions');

    const answer = await client.write<ApiSession>('UserSessionResource', 'delete', {});
    expect(answer.status).toBe(200);
    expect(answer.body.resource_response.data).toMatchObject({ isAuthenticated: false, viewer: { isAuth: false } });
    expect(setCookie(answer, 'pb_session')).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/i);
    expect(client.cookies.has('pb_session')).toBe(false);
    expect(await count('SELECT count(*) AS n FROM sessions')).toBe(sessionsBefore - 1);

    const after = await client.get<ApiSession>('UserSessionResource');
    expect(after.body.resource_response.data?.isAuthenticated).toBe(false);

    // Replaying the old cookie: the session is gone on the server too.
    client.cookies.set('pb_session', oldToken ?? '');
    const replay = await client.get<ApiSession>('UserSessionResource');
    expect(replay.body.resource_response.data?.isAuthenticated).toBe(false);
    // Its token is the visitor's, bound to no session: the old cookie beside it is refused at the token.
    expectFailure(await client.write('BoardResource', 'create', { name: 'After logout' }), 403, 'csrf_failed');
    expect(await count("SELECT count(*) AS n FROM boards WHERE name = 'After logout'")).toBe(0);
  });

  it('logging out one session leaves the same user’s other sessions signed in', async () => {
    const [a, b] = await Promise.all([api.client().login('employee'), api.client().login('employee')]);
    await a.write('UserSessionResource', 'delete', {});
    const other = await b.get<ApiSession>('UserSessionResource');
    expect(other.body.resource_response.data?.isAuthenticated).toBe(true);
  });

  it('a forged session cookie signs nobody in', async () => {
    const client = api.client();
    client.cookies.set('pb_session', 'forged-session-token-forged-session-token');
    const session = await client.get<ApiSession>('UserSessionResource');
    expect(session.body.resource_response.data?.isAuthenticated).toBe(false);
  });
});

describe('sign up', () => {
  const signup = (client: TestClient, username: string, extra: Partial<SignUpFields> = {}) =>
    api.signUp(client, {
      username,
      email: `${username.toLowerCase()}@example.org`,
      password: 'a-good-password',
      first_name: 'Sam',
      last_name: 'Signup',
      ...extra,
    });

  it('creates the user and a session', async () => {
    const before = await count('SELECT count(*) AS n FROM users');
    const client = api.client();
    const answer = await signup(client, 'Fresh_Signup');
    expect(answer.status).toBe(200);
    expect(answer.body.resource_response).toMatchObject({
      status: 'success',
      error: null,
      data: {
        isAuthenticated: true,
        unauthId: null,
        viewer: { isAuth: true, username: 'fresh_signup', firstName: 'Sam', fullName: 'Sam Signup', has_quicksave_board: false },
      },
    });
    const session = setCookie(answer, 'pb_session');
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(await count('SELECT count(*) AS n FROM users')).toBe(before + 1);

    const now = await client.get<ApiSession>('UserSessionResource');
    expect(now.body.resource_response.data).toMatchObject({ isAuthenticated: true, viewer: { username: 'fresh_signup' } });
    // ...and the password works for a later login.
    await expect(api.client().login('fresh_signup', 'a-good-password')).resolves.toBeDefined();
  });

  it.each<[string, string]>([
    ['search', 'search'],
    ['settings', 'settings'],
    ['pin (any case)', 'PIN'],
  ])("refuses the reserved username '%s' → 400 naming username", async (_label, username) => {
    const before = await count('SELECT count(*) AS n FROM users');
    const client = api.client();
    const answer = await signup(client, username);
    expectFailure(answer, 400, 'invalid_field', 'username');
    expect(setCookie(answer, 'pb_session')).toBeUndefined();
    expect(await count('SELECT count(*) AS n FROM users')).toBe(before);
  });

  it.each<[string, string]>([
    ['a taken username', 'demo'],
    ['a taken username in other case', 'Maya_Chen'],
  ])('refuses %s → 409', async (_label, username) => {
    const before = await count('SELECT count(*) AS n FROM users');
    const answer = await signup(api.client(), username);
    expectFailure(answer, 409, 'conflict', 'username');
    expect(setCookie(answer, 'pb_session')).toBeUndefined();
    expect(await count('SELECT count(*) AS n FROM users')).toBe(before);
  });

  it.each<[string, Partial<SignUpFields>, string]>([
    ['a short password', { password: 'short' }, 'password'],
    ['a bad email', { email: 'not-an-email' }, 'email'],
    ['a username with a dot', { username: 'dotted.name' }, 'username'],
  ])('refuses %s → 400', async (_label, extra, field) => {
    const answer = await signup(api.client(), 'valid_name', extra);
    expectFailure(answer, 400, 'invalid_field', field);
  });
});

describe('a CSRF token bound to its session', () => {
  it("is refused with another session's cookie, and the refusal hands out one for the session the browser carries", async () => {
    const mine = await api.client().login('maya_chen');
    const other = await api.client().login('maya_chen');
    // The same browser secret and token, with another session's cookie: the token was made for the first.
    mine.cookies.set('pb_session', other.cookies.get('pb_session') ?? '');
    const answer = await mine.write('BoardResource', 'create', { name: 'Other session' });
    expectFailure(answer, 403, 'csrf_failed');
    expect(await count("SELECT count(*) AS n FROM boards WHERE name = 'Other session'")).toBe(0);
    // The refusal set a fresh token for the session this browser carries: trying again works.
    expect((await mine.write('BoardResource', 'create', { name: 'Fresh token' })).status).toBe(200);
  });

  it("is refused when made for a visitor and sent with a session's cookie", async () => {
    const visitor = api.client();
    await visitor.ensureCsrf();
    const signedIn = await api.client().login('aiko_tanaka');
    signedIn.sendCsrf = false;
    const answer = await signedIn.request(
      'POST',
      '/resource/BoardResource/create/',
      { name: 'Visitor token' },
      { 'x-csrftoken': tokenOf(visitor) },
    );
    expectFailure(answer, 403, 'csrf_failed');
  });
});
