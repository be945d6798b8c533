// The edge server with the real API mounted: the security headers are on every kind of answer
// (API JSON, pictures, documents, the platform's pages, refusals, 404s and 500s), and a 500 from
// any part of the server (API, platform, document route) leaves its one line with the stack.

import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Storage } from 'api';
import { TestClient } from 'api/src/testing/testApi';
import { type ApiGridPin, type ResourceResponse } from 'shared-contracts/api';
import { parsePlatformConfig } from 'shared-contracts/platform';
import type { Registry } from 'pinboard-platform';
import { edgeTestDocument } from './testing/edgeTestDocument';
import { platformDepsFor } from './testing/platformDepsFor';
import { edgeOverTestApiForFile } from './testing/edgeOverTestApi';
import { eventually } from 'test-support/eventually';

const TEMPLATE = edgeTestDocument(['mf_feed', 'not-found']);
const PICTURE = `/media/236x/${'ab'.repeat(16)}.jpg`;

/** While set, every storage call and the registry's status and document set throw: the API, the document route and the platform answer 500. */
let failing = false;
/** Storage calls that throw, by name, while the rest answer. */
let failingCalls = new Set<string>();
const errorLines: string[] = [];

function write(file: string, text: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

function broken(): Error {
  return new Error('the disk went away');
}

/** The storage, except that each call throws while `failing` is set. */
function breakableStorage(storage: Storage): Storage {
  return new Proxy(storage, {
    get(target, name, receiver) {
      const value: unknown = Reflect.get(target, name, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (failing || failingCalls.has(String(name))) throw broken();
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}

async function get(url: string, init: RequestInit = {}) {
  const response = await fetch(`${edge.base}${url}`, init);
  return { status: response.status, headers: Object.fromEntries(response.headers), body: await response.text() };
}

const edge = edgeOverTestApiForFile(
  {
    name: 'edge-api',
    document: TEMPLATE,
    shellFiles: { 'public/shell.abc.js': 'console.log("shell")' },
    builds: { mf_feed: { packageVersion: '2.1.0' } },
  },
  ({ testApi, platform }) => {
    write(path.join(testApi.api.deps.mediaDir, PICTURE.slice('/media/'.length)), 'not really a jpeg');
    const storage = breakableStorage(testApi.api.deps.storage);
    const registry: Registry = {
      ...platform.registry,
      status: () => (failing ? Promise.reject(broken()) : platform.registry.status()),
      documentSet: (visitor) => (failing ? Promise.reject(broken()) : platform.registry.documentSet(visitor)),
    };
    return {
      api: { ...testApi.api.deps, storage },
      platform: platformDepsFor(platform, storage, registry),
      logError: (line) => errorLines.push(line),
    };
  },
  (app) => {
    // A route with no error handler of its own that refuses, as a content-type parser or a schema would.
    app.get('/_test/refused', async () => {
      throw Object.assign(new Error('that is not a thing this route takes'), { statusCode: 400 });
    });
  },
);

afterEach(() => {
  failing = false;
  failingCalls = new Set();
});

function expectSecurityHeaders(headers: Record<string, string>) {
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toMatch(/(^|;)script-src 'self';/);
  expect(csp).toMatch(/(^|;)style-src 'self';/);
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain('report-uri /_platform/csp-reports');
  expect(csp).not.toMatch(/unsafe-(inline|eval)/);
  expect(headers).toMatchObject({
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
  });
  expect(headers['permissions-policy']).toContain('camera=()');
}

/** The document's platform config, as the shell reads it. */
function configOf(html: string) {
  const json = /<script id="pinboard-platform" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}';
  return parsePlatformConfig(JSON.parse(json));
}

const idsOf = (body: unknown) => ((body as ResourceResponse<ApiGridPin[]>).resource_response.data ?? []).map((pin) => pin.id);

describe("home's first page of pins, answered inside the document", () => {
  const HOME_READ = '/resource/HomefeedResource/get/?page_size=25';

  it.each([
    ['a visitor', async () => new TestClient(edge.base)],
    ['a signed-in person (their own feed)', async () => new TestClient(edge.base).login('demo')],
  ])('is what the API answers %s for the feed’s first read', async (_label, clientOf) => {
    const client = await clientOf();
    const page = await get('/', { headers: { cookie: client.cookieHeader() } });
    const firstRead = configOf(page.body).firstRead;
    expect(firstRead?.path).toBe(HOME_READ);
    const direct = await client.request<ApiGridPin[]>('GET', HOME_READ);
    expect(idsOf(firstRead?.body)).toEqual(idsOf(direct.body));
    expect(idsOf(firstRead?.body)).toHaveLength(25);
    // Not just the same pins: the very answer, every field the cards read.
    expect(firstRead?.body).toEqual(direct.body);
  });

  it('is left out where the first screen reads what only its area knows to ask', async () => {
    const page = await get('/ideas');
    expect(configOf(page.body).firstRead).toBeUndefined();
    expect(page.body).not.toContain('as="image"');
  });

  it("is a search tab's first page, as the tab asks for it", async () => {
    expect(configOf((await get('/search/pins?q=soup')).body).firstRead?.path).toBe(
      '/resource/BaseSearchResource/get/?query=soup&scope=pins&page_size=25',
    );
    expect(configOf((await get('/search/boards?q=%20soup')).body).firstRead?.path).toBe(
      '/resource/BoardSearchResource/get/?query=soup&page_size=25',
    );
    expect(configOf((await get('/search/pins')).body).firstRead).toBeUndefined();
  });

  it('is the pin, on a pin page, as the API answers this visitor, and nothing for a pin that is gone', async () => {
    const client = new TestClient(edge.base);
    const page = await get('/pin/1001/', { headers: { cookie: client.cookieHeader() } });
    const firstRead = configOf(page.body).firstRead;
    expect(firstRead?.path).toBe('/resource/PinResource/get/?id=1001');
    expect(firstRead?.body).toEqual((await client.request('GET', firstRead?.path ?? '')).body);
    // Then the pinner, whose follower count the pinner row shows.
    const pin = (firstRead?.body as ResourceResponse<{ pinner: { username: string } }>).resource_response.data;
    const followUpRead = configOf(page.body).followUpRead;
    expect(followUpRead?.path).toBe(`/resource/UserResource/get/?username=${pin?.pinner.username}`);
    expect(followUpRead?.body).toEqual((await client.request('GET', followUpRead?.path ?? '')).body);
    // A refusal is the page's to meet, with its own words.
    expect(configOf((await get('/pin/999999/')).body).firstRead).toBeUndefined();
  });

  it.each([
    [
      'a returning visitor',
      async () => {
        const client = new TestClient(edge.base);
        // The visitor id the API handed out on an earlier visit: the same session both ways.
        await client.request('GET', '/resource/UserSessionResource/get/');
        return client;
      },
      false,
    ],
    ['a signed-in person', async () => new TestClient(edge.base).login('demo'), true],
  ])('comes with the session as the API answers it for %s, on every page', async (_label, clientOf, signedIn) => {
    const client = await clientOf();
    for (const url of ['/', '/ideas', '/pin/1001/']) {
      const page = await get(url, { headers: { cookie: client.cookieHeader(), 'user-agent': client.userAgent } });
      const sessionRead = configOf(page.body).sessionRead;
      expect(sessionRead?.path).toBe('/resource/UserSessionResource/get/');
      const direct = await client.request<{ isAuthenticated: boolean }>('GET', sessionRead?.path ?? '');
      expect(sessionRead?.body).toEqual(direct.body);
      expect(direct.body.resource_response.data?.isAuthenticated).toBe(signedIn);
    }
  });

  it('sends the cookies the API set on those answers with the document', async () => {
    // A person's first visit: the API hands out the CSRF pair on its first answer, so the document
    // carries it. (Not fetch's own "node", a bot: a crawler's document is shared, without cookies.)
    const page = await get('/', {
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36' },
    });
    const cookies = ([] as string[]).concat(page.headers['set-cookie'] ?? []);
    expect(cookies.some((cookie) => cookie.startsWith('csrftoken='))).toBe(true);
  });

  it('is the board, on a board page, as the API answers this visitor', async () => {
    const client = new TestClient(edge.base);
    const page = await get('/demo/garden-plans/', { headers: { cookie: client.cookieHeader() } });
    const firstRead = configOf(page.body).firstRead;
    expect(firstRead?.path).toBe('/resource/BoardResource/get/?username=demo&slug=garden-plans');
    expect(firstRead?.body).toEqual((await client.request('GET', firstRead?.path ?? '')).body);
  });

  it("carries a board page's first page of pins, read once the board is known, and preloads its first pictures", async () => {
    const client = new TestClient(edge.base);
    const page = await get('/demo/garden-plans/', { headers: { cookie: client.cookieHeader() } });
    const board = (configOf(page.body).firstRead?.body as ResourceResponse<{ id: string }>).resource_response.data;
    const followUpRead = configOf(page.body).followUpRead;
    expect(followUpRead?.path).toBe(`/resource/BoardFeedResource/get/?board_id=${board?.id}&page_size=25`);
    expect(followUpRead?.body).toEqual((await client.request('GET', followUpRead?.path ?? '')).body);
    const pins = (followUpRead?.body as ResourceResponse<ApiGridPin[]>).resource_response.data ?? [];
    const preloaded = [...page.body.matchAll(/<link rel="preload" as="image" href="([^"]+)"/g)].map((m) => m[1]);
    expect(preloaded).toEqual(pins.slice(0, 4).map((pin) => pin.images['736x'].url));
    // A page with no grid read carries none.
    expect(configOf((await get('/')).body).followUpRead).toBeUndefined();
  });

  it('comes with a preload of the first four cards’ pictures, the very files the pins name', async () => {
    const page = await get('/');
    const pins = (configOf(page.body).firstRead?.body as ResourceResponse<ApiGridPin[]>).resource_response.data ?? [];
    const preloaded = [...page.body.matchAll(/<link rel="preload" as="image" href="([^"]+)"/g)].map((m) => m[1]);
    expect(preloaded).toEqual(pins.slice(0, 4).map((pin) => pin.images['736x'].url));
  });
});

describe('security headers with the API mounted', () => {
  it.each([
    ['API JSON', '/resource/UserResource/get/?username=demo', 200],
    ['an API refusal (bad input)', '/resource/UserResource/get/?username=demo&nonsense=1', 400],
    ['an API 404', '/v3/no/such/call/', 404],
    ['a letter avatar', '/media/avatars/1.png', 200],
    ['a letter avatar as SVG', '/media/avatars/1.svg', 200],
    ['a picture', PICTURE, 200],
    ['a missing picture', `/media/236x/${'cd'.repeat(16)}.jpg`, 404],
    ['a document', '/', 200],
    ['a profile that does not exist', '/no_such_user_here/', 404],
    ["the shell's file", '/shell/shell.abc.js', 200],
    ['the platform status page, refused to a stranger', '/_platform/', 401],
    ["the status page's stylesheet", '/_platform/status.css', 200],
  ])('are on %s (%s)', async (_kind, url, status) => {
    const answer = await get(url);
    expect(answer.status).toBe(status);
    expectSecurityHeaders(answer.headers);
  });

  it('are on a CSP report’s answer and on a write refused for its CSRF token', async () => {
    const report = await get('/_platform/csp-reports', {
      method: 'POST',
      headers: { 'content-type': 'application/csp-report' },
      body: JSON.stringify({ 'csp-report': { 'effective-directive': 'img-src', 'blocked-uri': 'https://x.example/a.png' } }),
    });
    expect(report.status).toBe(204);
    expectSecurityHeaders(report.headers);
    const write = await get('/resource/UserResource/update/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ options: { about: 'x' } }),
    });
    expect(write.status).toBeGreaterThanOrEqual(400);
    expect(write.status).toBeLessThan(500);
    expectSecurityHeaders(write.headers);
  });
});

describe("the platform's status, with accounts", () => {
  it.each<[string, string | null, number]>([
    ['a stranger', null, 401],
    ['the demo user, who is not an employee', 'demo', 403],
    ['an employee', 'employee', 200],
  ])('is for the site’s own people: %s gets %i', async (_who, username, status) => {
    const cookie = username ? (await edge.testApi.client().login(username)).cookieHeader() : undefined;
    const headers: Record<string, string> = cookie ? { cookie } : {};
    const page = await get('/_platform/', { headers });
    expect(page.status).toBe(status);
    expect(page.body.includes('<h2')).toBe(status === 200);
    expect((await get('/_platform/status', { headers })).status).toBe(status);
    // Asking who someone is hands a first-time visitor no cookie.
    if (!cookie) expect(page.headers['set-cookie']).toBeUndefined();
  });
});

describe('a 500', () => {
  it.each<[string, string, RequestInit]>([
    ['the API', '/resource/UserResource/get/?username=demo', {}],
    ['the document route', '/', {}],
    ['the platform', '/_platform/status', { headers: { authorization: 'Bearer platform-token-123456' } }],
  ])('from %s carries the headers and leaves one line with method, URL, status and stack', async (_part, url, init) => {
    errorLines.length = 0;
    failing = true;
    const answer = await get(url, init);
    failing = false;
    expect(answer.status).toBe(500);
    expect(answer.body).not.toContain('the disk went away');
    expectSecurityHeaders(answer.headers);
    // onResponse runs once the answer is written.
    await eventually(
      'the 500 logged',
      () => errorLines.length,
      (n) => n > 0,
    );
    expect(errorLines).toHaveLength(1);
    expect(errorLines[0]).toContain(`server error: GET ${url} answered 500\nError: the disk went away\n`);
    expect(errorLines[0]).toMatch(/\n\s+at /);
  });

  it('from a route without its own error handler says sorry, while its refusals keep their words', async () => {
    failing = true;
    const document = await get('/');
    failing = false;
    expect([document.status, JSON.parse(document.body)]).toEqual([500, { error: 'Sorry! Something went wrong on our end.' }]);
    const refused = await get('/_test/refused');
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.body)).toMatchObject({ message: 'that is not a thing this route takes' });
    expectSecurityHeaders(refused.headers);
  });

  it('is not the answer once a streamed document has started: one whose frame cannot be read ends as the page the browser renders, said in a line', async () => {
    const demo = await edge.testApi.client().login('demo');
    await get('/', { headers: { cookie: demo.cookieHeader() } });
    errorLines.length = 0;
    // Who is signed in cannot be read: the session read fails, and so does the frame's own look-up, after the start is out.
    failingCalls = new Set(['getViewer']);
    const document = await get('/', { headers: { cookie: demo.cookieHeader() } });
    expect(document.status).toBe(200);
    expect(document.body).toMatch(/^<!doctype html>.*<title>Pinboard<\/title>.*<\/html>$/s);
    expect(document.body).not.toContain('data-server-rendered');
    // The session read's own 500 is logged as any, then the document's ending.
    expect(errorLines).toEqual([
      expect.stringContaining('server error: GET /resource/UserSessionResource/get/ answered 500\nError: the disk went away\n'),
      'edge: /: the document was finished without its first screen (Error: the disk went away)',
    ]);
  });

  it('is the only kind of answer that is logged', async () => {
    errorLines.length = 0;
    for (const url of ['/', '/resource/UserResource/get/?username=demo', '/no_such_user_here/', '/v3/no/such/call/', '/_platform/']) {
      await get(url);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(errorLines).toEqual([]);
  });
});
