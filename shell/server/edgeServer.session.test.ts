// The API as the site's pages use it, through the edge server that mounts it: the document hands
// the visitor a CSRF token script can read, a write without it is refused, a login's session cookie
// is out of script's reach, and what a signed-in person saves is there on the next read. (These were
// browser checks; what Chromium adds, honouring HttpOnly and SameSite, is the browser's own work.)

import type { LightMyRequestResponse } from 'fastify';
import type { ResourceResponse } from 'shared-contracts/api';
import { edgeTestDocument } from './testing/edgeTestDocument';
import { edgeOverTestApiForFile } from './testing/edgeOverTestApi';

const TEMPLATE = edgeTestDocument(['mf_feed', 'not-found']);
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';

const edge = edgeOverTestApiForFile({ name: 'edge-session', document: TEMPLATE, builds: { mf_feed: { packageVersion: '2.1.0' } } });

/** A browser's cookie jar, as far as these answers need one: each Set-Cookie line kept by name. */
class Browser {
  readonly lines = new Map<string, string>();

  async send(method: 'GET' | 'POST', url: string, options: { body?: object; csrf?: boolean } = {}): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { 'user-agent': BROWSER, cookie: this.cookieHeader() };
    const token = this.value('csrftoken');
    if (options.csrf !== false && token !== undefined) headers['x-csrftoken'] = decodeURIComponent(token);
    const answer = await edge.app.inject({ method, url, headers, ...(options.body ? { payload: options.body } : {}) });
    for (const line of ([] as string[]).concat(answer.headers['set-cookie'] ?? [])) {
      const name = line.slice(0, line.indexOf('='));
      this.lines.set(name, line);
    }
    return answer;
  }

  value(name: string): string | undefined {
    const line = this.lines.get(name);
    return line === undefined ? undefined : (line.split(';')[0] ?? '').slice(name.length + 1);
  }

  /** What `document.cookie` would show: the cookies without HttpOnly. */
  scriptCookies(): string[] {
    return [...this.lines].filter(([, line]) => !/;\s*HttpOnly/i.test(line)).map(([name]) => name);
  }

  private cookieHeader(): string {
    return [...this.lines.keys()].map((name) => `${name}=${this.value(name) ?? ''}`).join('; ');
  }
}

const dataOf = <T>(answer: LightMyRequestResponse): T => answer.json<ResourceResponse<T>>().resource_response.data as T;
const errorOf = (answer: LightMyRequestResponse) => answer.json<ResourceResponse<unknown>>().resource_response.error;

describe('the API from the site, through the edge server', () => {
  it('keeps the session cookie from scripts and refuses writes without the CSRF token', async () => {
    const browser = new Browser();
    expect((await browser.send('GET', '/')).statusCode).toBe(200);
    expect((await browser.send('GET', '/resource/UserSessionResource/get/')).statusCode).toBe(200);
    expect(browser.scriptCookies()).toContain('csrftoken');

    const login = { username_or_email: 'demo', password: 'demo-password' };
    const forged = await browser.send('POST', '/resource/UserSessionResource/create/', { body: login, csrf: false });
    expect(forged.statusCode).toBe(403);
    expect(errorOf(forged)?.code).toBe('csrf_failed');
    expect(browser.value('pb_session')).toBeUndefined();

    const loggedIn = await browser.send('POST', '/resource/UserSessionResource/create/', { body: login });
    expect(loggedIn.statusCode).toBe(200);
    expect(browser.scriptCookies()).not.toContain('pb_session');
    expect(browser.lines.get('pb_session')).toMatch(/;\s*HttpOnly/i);
    expect(browser.lines.get('pb_session')).toMatch(/;\s*SameSite=Lax/i);
  });

  it('saves a pin to a board and finds it there on the next read; a 51-character board name is refused', async () => {
    const browser = new Browser();
    await browser.send('GET', '/resource/UserSessionResource/get/');
    await browser.send('POST', '/resource/UserSessionResource/create/', { body: { username_or_email: 'demo', password: 'demo-password' } });
    const boards = dataOf<Array<{ id: string; layout: string }>>(
      await browser.send('GET', '/resource/BoardsResource/get/?username=demo&sort=alphabetical'),
    );
    const board = boards.find((b) => b.layout === 'default');
    expect(board).toBeDefined();
    const saved = await browser.send('POST', '/resource/RepinResource/create/', { body: { pin_id: '1472', board_id: board?.id } });
    expect(saved.statusCode).toBe(200);
    const savedId = dataOf<{ id: string }>(saved).id;

    // The page after a reload: the same cookies, a fresh read.
    await browser.send('GET', '/');
    const feed = dataOf<Array<{ id: string; originalPinId: string }>>(
      await browser.send('GET', `/resource/BoardFeedResource/get/?board_id=${board?.id ?? ''}`),
    );
    expect(feed.map((p) => [p.id, p.originalPinId])[0]).toEqual([savedId, '1472']);

    const tooLong = await browser.send('POST', '/resource/BoardResource/create/', { body: { name: 'x'.repeat(51) } });
    expect(tooLong.statusCode).toBe(400);
    expect(errorOf(tooLong)?.field).toBe('name');
  });
});
