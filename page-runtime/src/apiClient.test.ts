import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiCallError } from './apiCallError';
import { createApiClient, messageForPerson, primeRead, readCookie, serverMessageOf } from './apiClient';
import { GENERIC_ERROR_MESSAGE } from 'shared-contracts/rules';
import { queryOf, readPath } from 'shared-contracts/api';

interface Seen {
  method: string;
  url: string;
  csrf: string | undefined;
  contentType: string | undefined;
  body: string;
}

// A scripted HTTP server on loopback: each request takes the next answer from the script.
let server: Server;
let baseURL: string;
let seen: Seen[];
let script: Array<{ status: number; body: unknown; headers?: Record<string, string> } | 'hang-up'>;

const success = (data: unknown, bookmark?: string | null) => ({
  resource_response: { status: 'success', data, error: null, ...(bookmark !== undefined ? { bookmark } : {}) },
});
const failure = (status: number, code: string, message: string, field?: string) => ({
  resource_response: { status: 'failure', data: null, error: { http_status: status, code, message, ...(field ? { field } : {}) } },
});

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => resolve(text));
  });
}

beforeAll(async () => {
  server = createServer((request, response) => {
    void readBody(request).then((body) => {
      seen.push({
        method: request.method ?? '',
        url: request.url ?? '',
        csrf: request.headers['x-csrftoken'] as string | undefined,
        contentType: request.headers['content-type'],
        body,
      });
      const next = script.shift() ?? { status: 500, body: {} };
      if (next === 'hang-up') {
        request.socket.destroy();
        return;
      }
      response.writeHead(next.status, { 'content-type': 'application/json', ...next.headers });
      response.end(JSON.stringify(next.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen = [];
  script = [];
});

const client = (cookies = 'csrftoken=tok%2Ben; other=1') => createApiClient({ baseURL, readCookies: () => cookies, retryDelay: () => 1 });

describe('readCookie', () => {
  it.each([
    ['csrftoken=abc', 'abc'],
    ['a=1; csrftoken=abc; b=2', 'abc'],
    ['csrftoken=a%3Db', 'a=b'],
    ['xcsrftoken=abc', null],
    ['', null],
  ])('%j -> %j', (cookies, expected) => {
    expect(readCookie(cookies, 'csrftoken')).toBe(expected);
  });
});

describe('queryOf', () => {
  it.each([
    [{ page_size: 25, bookmark: 'b1' }, 'page_size=25&bookmark=b1'],
    [{ placement_ids: ['1000', '1001'], is_mobile: false }, 'placement_ids=1000&placement_ids=1001&is_mobile=false'],
    [{ q: 'a&b=c', skipped: undefined, none: null }, 'q=a%26b%3Dc'],
    [undefined, ''],
  ])('%j -> %s', (options, expected) => {
    expect(queryOf(options).toString()).toBe(expected);
  });
});

describe('serverMessageOf and messageForPerson', () => {
  it.each([
    [
      'a server explanation',
      new ApiCallError(400, 'invalid', ' That board is full. ', undefined, true),
      'That board is full.',
      'That board is full.',
    ],
    ['a blank server message', new ApiCallError(400, 'invalid', '  ', undefined, true), null, GENERIC_ERROR_MESSAGE],
    ['a network failure', new ApiCallError(0, 'network_error', GENERIC_ERROR_MESSAGE, undefined, false), null, GENERIC_ERROR_MESSAGE],
    ['a programming error', new TypeError('x is undefined'), null, GENERIC_ERROR_MESSAGE],
  ])('%s', (_, error, server, person) => {
    expect(serverMessageOf(error)).toBe(server);
    expect(messageForPerson(error)).toBe(person);
  });
});

describe('the API client', () => {
  it('reads a resource with its options in the query string and returns data and bookmark', async () => {
    script.push({ status: 200, body: success([{ id: '1' }], 'next-page') });
    const page = await client().read('HomefeedResource', { page_size: 25, bookmark: 'b1' });
    expect(page).toEqual({ data: [{ id: '1' }], bookmark: 'next-page' });
    expect(seen[0]).toMatchObject({ method: 'GET', url: '/resource/HomefeedResource/get/?page_size=25&bookmark=b1' });
  });

  it('answers the first read of a path primed with the page from the page, and the next one from the server', async () => {
    primeRead(readPath('HomefeedResource', { page_size: 25 }), success([{ id: 'inline' }], 'b2'));
    expect(await client().read('HomefeedResource', { page_size: 25 })).toEqual({ data: [{ id: 'inline' }], bookmark: 'b2' });
    expect(seen).toEqual([]);
    script.push({ status: 200, body: success([{ id: 'fresh' }], null) });
    expect(await client().read('HomefeedResource', { page_size: 25 })).toEqual({ data: [{ id: 'fresh' }], bookmark: null });
    expect(seen).toHaveLength(1);
  });

  it('does not answer another read from a primed one (other options)', async () => {
    primeRead(readPath('HomefeedResource', { page_size: 25 }), success([{ id: 'inline' }]));
    script.push({ status: 200, body: success([{ id: 'videos' }]) });
    expect((await client().read('HomefeedResource', { page_size: 25, scope: 'videos' })).data).toEqual([{ id: 'videos' }]);
    expect(seen[0]?.url).toBe('/resource/HomefeedResource/get/?page_size=25&scope=videos');
    // Used up so no later test reads it.
    await client().read('HomefeedResource', { page_size: 25 });
  });

  it('drops a primed answer not yet used once anything is written (a login changes what home answers)', async () => {
    primeRead(readPath('HomefeedResource', { page_size: 25 }), success([{ id: 'before-login' }]));
    script.push({ status: 200, body: success({ id: '9' }) }, { status: 200, body: success([{ id: 'after-login' }]) });
    await client().write('UserSessionResource', 'create', { username_or_email: 'demo', password: 'x' });
    expect((await client().read('HomefeedResource', { page_size: 25 })).data).toEqual([{ id: 'after-login' }]);
    expect(seen.map((s) => s.method)).toEqual(['POST', 'GET']);
  });

  it('sends the CSRF header from the csrftoken cookie on every call', async () => {
    script.push({ status: 200, body: success({ id: '9' }) });
    await client().write('RepinResource', 'create', { pin_id: '1', board_id: '2' });
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: '/resource/RepinResource/create/',
      csrf: 'tok+en',
      body: '{"pin_id":"1","board_id":"2"}',
    });
  });

  it('without a token cookie, reads the session first (which hands one out) before a write', async () => {
    let cookies = '';
    const fresh = createApiClient({ baseURL, readCookies: () => cookies, retryDelay: () => 1 });
    script.push({ status: 200, body: success({ isAuthenticated: false }) }, { status: 200, body: success(null) });
    const hide = fresh.send('PUT /v3/p2p/:pin/hide/', { params: { pin: '1' } });
    // The browser would store the cookie from the read's answer.
    cookies = 'csrftoken=new';
    await hide;
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual(['GET /resource/UserSessionResource/get/', 'PUT /v3/p2p/1/hide/']);
    expect(seen[1]?.csrf).toBe('new');
    script.push({ status: 200, body: success(null) });
    await fresh.send('PUT /v3/p2p/:pin/hide/', { params: { pin: '2' } });
    expect(seen).toHaveLength(3);
  });

  it("throws the server's error, with its status, code and field", async () => {
    script.push({ status: 400, body: failure(400, 'invalid_field', 'name must be at most 50 characters.', 'name') });
    const error = await client()
      .write('BoardResource', 'create', { name: 'x'.repeat(51) })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiCallError);
    expect(error).toMatchObject({
      status: 400,
      code: 'invalid_field',
      message: 'name must be at most 50 characters.',
      field: 'name',
      fromServer: true,
    });
  });

  it("throws the spec's generic message when the server says nothing a person can read", async () => {
    script.push({ status: 502, body: '<html>bad gateway</html>' });
    const error = await client()
      .write('RepinResource', 'create', { pin_id: '1', board_id: '2' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, message: GENERIC_ERROR_MESSAGE, fromServer: false });
  });

  it('retries a read after a 5xx and after a dropped connection, then succeeds', async () => {
    script.push({ status: 503, body: {} }, 'hang-up', { status: 200, body: success(['ok']) });
    const page = await client().read('HomefeedResource');
    expect(page.data).toEqual(['ok']);
    expect(seen.map((s) => s.method)).toEqual(['GET', 'GET', 'GET']);
  });

  it('gives up on a read after two retries', async () => {
    script.push({ status: 503, body: {} }, { status: 503, body: {} }, { status: 503, body: {} }, { status: 200, body: success([]) });
    await expect(client().read('HomefeedResource')).rejects.toMatchObject({ status: 503 });
    expect(seen).toHaveLength(3);
  });

  it('retries an idempotent PUT but never a resource write', async () => {
    script.push({ status: 503, body: {} }, { status: 200, body: success({ hidden: true }) });
    await expect(client().send('PUT /v3/p2p/:pin/hide/', { params: { pin: '1' } })).resolves.toEqual({ hidden: true });
    expect(seen).toHaveLength(2);

    seen = [];
    script.push({ status: 503, body: {} }, { status: 200, body: success({}) });
    await expect(client().write('RepinResource', 'create', { pin_id: '1', board_id: '2' })).rejects.toMatchObject({ status: 503 });
    expect(seen).toHaveLength(1);
  });

  it('tells an upload how much of its body has gone up, to the whole of it, and sends it once', async () => {
    script.push({ status: 200, body: success({ id: 'img' }) });
    const fractions: number[] = [];
    const image_base64 = 'A'.repeat(256 * 1024);
    const answer = await client().write(
      'PinImageUploadResource',
      'create',
      { image_base64 },
      { onUploadProgress: (f) => fractions.push(f) },
    );
    expect(answer).toEqual({ id: 'img' });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/resource/PinImageUploadResource/create/', csrf: 'tok+en' });
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ image_base64 });
    expect(fractions.length).toBeGreaterThan(0);
    expect(fractions.at(-1)).toBe(1);
    expect([...fractions].sort((a, b) => a - b)).toEqual(fractions);
  });

  it('sends a file to an upload route as its own bytes with its type, tells the progress to the whole, and sends it once', async () => {
    const uploaded = { image_url: '/media/orig/abc.jpg', width: 2, height: 2, dominant_color: '#000000' };
    script.push({ status: 200, body: success(uploaded) });
    const fractions: number[] = [];
    const file = new Blob(['P'.repeat(256 * 1024)], { type: 'image/png' });
    const answer = await client().upload('POST /v3/pin_images/', file, { onUploadProgress: (f) => fractions.push(f) });
    expect(answer).toEqual(uploaded);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/v3/pin_images/', csrf: 'tok+en', contentType: 'image/png' });
    expect(seen[0]?.body).toBe('P'.repeat(256 * 1024));
    expect(fractions.at(-1)).toBe(1);

    seen = [];
    script.push({ status: 503, body: {} }, { status: 200, body: success(uploaded) });
    await expect(client().upload('POST /v3/pin_images/', file)).rejects.toMatchObject({ status: 503 });
    expect(seen).toHaveLength(1);
  });

  it('does not retry a 429 write, and says how long the server asked to wait (its Retry-After)', async () => {
    script.push(
      {
        status: 429,
        body: failure(429, 'too_many_requests', 'Too many events from this page. Try again in 7 seconds.'),
        headers: { 'retry-after': '7' },
      },
      { status: 200, body: success({ stored: 1 }) },
    );
    const sent = client().send('POST /v3/events/', { payload: { events: [{ event_type: 18 }], page_token: 'page' } });
    await expect(sent).rejects.toMatchObject({ status: 429, code: 'too_many_requests', retryAfterMs: 7000 });
    expect(seen).toHaveLength(1);
  });

  it('does not retry a 4xx read', async () => {
    script.push({ status: 404, body: failure(404, 'not_found', "That Pin doesn't exist.") }, { status: 200, body: success({}) });
    await expect(client().read('PinResource', { id: '9' })).rejects.toMatchObject({ status: 404, code: 'not_found' });
    expect(seen).toHaveLength(1);
  });
});
