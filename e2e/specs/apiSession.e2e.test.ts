// The API as the real site's pages use it, in Chromium: the session cookie is out of script's
// reach, writes need the CSRF token from the readable cookie, and a save persists across reloads.
import { closeSession, openSession } from '../support/session';
import type { Browser } from '../support/browser';
import type { RunningSite } from '../support/site';

let site: RunningSite;
let browser: Browser;

beforeAll(async () => ({ site, browser } = await openSession()));
afterAll(() => closeSession({ site, browser }));

interface CallResult {
  status: number;
  body: { resource_response: { data: unknown; error: { code: string; field?: string } | null } };
}

/** A call from the page itself, with the browser's own cookies. */
function call(method: 'GET' | 'POST', url: string, body?: object, withCsrf = true): Promise<CallResult> {
  return browser.executeAsync(
    (m: string, u: string, b: object | undefined, csrf: boolean, done: (r: CallResult) => void) => {
      const token = /(?:^|; )csrftoken=([^;]*)/.exec(document.cookie)?.[1];
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (csrf && token) headers['X-CSRFToken'] = decodeURIComponent(token);
      fetch(u, { method: m, headers, credentials: 'same-origin', ...(b ? { body: JSON.stringify(b) } : {}) })
        .then(async (r) => done({ status: r.status, body: await r.json() }))
        .catch(() => done({ status: 0, body: { resource_response: { data: null, error: { code: 'network' } } } }));
    },
    method,
    url,
    body,
    withCsrf,
  );
}

describe('the API from the site, in the browser', () => {
  it('keeps the session cookie from scripts and refuses writes without the CSRF token', async () => {
    await browser.url(`${site.url}/`);
    const session = await call('GET', '/resource/UserSessionResource/get/');
    expect(session.status).toBe(200);
    expect(await browser.execute(() => document.cookie)).toContain('csrftoken=');

    const forged = await call(
      'POST',
      '/resource/UserSessionResource/create/',
      { username_or_email: 'demo', password: 'demo-password' },
      false,
    );
    expect(forged.status).toBe(403);
    expect(forged.body.resource_response.error?.code).toBe('csrf_failed');

    const login = await call('POST', '/resource/UserSessionResource/create/', { username_or_email: 'demo', password: 'demo-password' });
    expect(login.status).toBe(200);
    const cookies = await browser.execute(() => document.cookie);
    expect(cookies).not.toContain('pb_session');
    const names = (await browser.getCookies()).map((c) => `${c.name}:${String(c.httpOnly)}:${c.sameSite ?? ''}`);
    expect(names).toContain('pb_session:true:Lax');
  });

  it('saves a pin to a board and finds it there after a reload', async () => {
    const boards = await call('GET', '/resource/BoardsResource/get/?username=demo&sort=alphabetical');
    const board = (boards.body.resource_response.data as Array<{ id: string; name: string; layout: string }>).find(
      (b) => b.layout === 'default',
    );
    expect(board).toBeDefined();
    const saved = await call('POST', '/resource/RepinResource/create/', { pin_id: '1472', board_id: board?.id });
    expect(saved.status).toBe(200);
    const savedId = (saved.body.resource_response.data as { id: string }).id;

    await browser.refresh();
    const feed = await call('GET', `/resource/BoardFeedResource/get/?board_id=${board?.id ?? ''}`);
    const ids = (feed.body.resource_response.data as Array<{ id: string; originalPinId: string }>).map((p) => [p.id, p.originalPinId]);
    expect(ids[0]).toEqual([savedId, '1472']);

    const tooLong = await call('POST', '/resource/BoardResource/create/', { name: 'x'.repeat(51) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.resource_response.error?.field).toBe('name');
  });
});
