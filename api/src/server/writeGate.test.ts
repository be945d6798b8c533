// Issue 41, item 2, over HTTP: what a write's headers settle is answered before its body is read
// (the tests send a large Content-Length and only the start of the body, then wait for the
// answer), and a visitor's body is cut off at a few KB as it arrives.

import { request } from 'node:http';
import { type TestClient } from '../testing/testApi';
import { startTestApiForFile } from '../testing/testApiForFile';
import { testPageToken } from '../testing/testPageTokens';
import { VISITOR_BODY_LIMIT } from './writeGate';

const api = startTestApiForFile();

interface Sent {
  status: number;
  /** The Connection header: 'close' when the server answered without reading the body. */
  connection: string | undefined;
  body: { resource_response?: { error?: { code?: string; message?: string } } };
}

/**
 * A write whose headers say `declared` bytes follow, of which only `sent` are sent (the rest never
 * comes): the answer must come from the headers alone. `chunked` sends no length at all.
 */
function partialWrite(path: string, headers: Record<string, string>, declared: number | 'chunked', sent: string): Promise<Sent> {
  const { port, hostname } = new URL(api.baseUrl);
  return new Promise((resolve, reject) => {
    const call = request({
      port,
      host: hostname,
      path,
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...headers,
        ...(declared === 'chunked' ? {} : { 'content-length': String(declared) }),
      },
    });
    call.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      response.on('end', () => {
        resolve({
          status: response.statusCode ?? 0,
          connection: response.headers.connection,
          body: text ? (JSON.parse(text) as Sent['body']) : {},
        });
        call.destroy();
      });
    });
    call.on('error', (error) => reject(error));
    call.write(sent);
    if (declared === 'chunked') call.end();
  });
}

const headersOf = (client: TestClient, token = decodeURIComponent(client.cookies.get('csrftoken') ?? '')) => ({
  cookie: client.cookieHeader(),
  'x-csrftoken': token,
});

const visitor = async () => {
  const client = api.client();
  await client.ensureCsrf();
  return client;
};

describe('a write, before its body is read', () => {
  it('is refused for a visitor where it needs a signed-in person (401), however large the body says it is', async () => {
    const answer = await partialWrite(
      '/resource/PinResource/create/',
      headersOf(await visitor()),
      13_900_000,
      '{"board_id":"1","image_base64":"',
    );
    expect(answer.status).toBe(401);
  });

  it('is refused with a wrong CSRF token in the header (403), from a signed-in person too', async () => {
    const demo = await api.client().login('demo');
    const answer = await partialWrite('/resource/PinResource/create/', headersOf(demo, 'not-the-token'), 13_900_000, '{"board_id":"1"');
    expect(answer.status).toBe(403);
    expect(answer.body.resource_response?.error?.code).toBe('csrf_failed');
  });

  it(`is refused for a visitor whose body says it is over ${VISITOR_BODY_LIMIT / 1024} KB (413)`, async () => {
    const answer = await partialWrite(
      '/resource/UserSessionResource/create/',
      headersOf(await visitor()),
      1_000_000,
      '{"username_or_email":"',
    );
    expect(answer.status).toBe(413);
    expect(answer.body.resource_response?.error?.message).toBe(
      `This call takes at most ${VISITOR_BODY_LIMIT / 1024} KB from someone who is not logged in. Log in and try again.`,
    );
  });
});

describe("a visitor's body", () => {
  it('is cut off once more than the limit has arrived when it gives no length (413)', async () => {
    const padded = JSON.stringify({ username_or_email: 'demo', password: 'x'.repeat(VISITOR_BODY_LIMIT) });
    const answer = await partialWrite('/resource/UserSessionResource/create/', headersOf(await visitor()), 'chunked', padded);
    expect(answer.status).toBe(413);
  });

  it("may still be the event log's larger batch", async () => {
    const client = await visitor();
    const events = Array.from({ length: 40 }, () => ({ event_type: 'IMPRESSION', aux_data: { note: 'x'.repeat(600) } }));
    const body = { page_token: testPageToken(), events };
    expect(Buffer.byteLength(JSON.stringify(body))).toBeGreaterThan(VISITOR_BODY_LIMIT);
    const answer = await client.request('POST', '/v3/events/', body);
    expect(answer.status).not.toBe(413);
  });

  it('of a few KB is read as before: a login works', async () => {
    const client = await visitor();
    expect((await client.write('UserSessionResource', 'create', { username_or_email: 'demo', password: 'demo-password' })).status).toBe(
      200,
    );
  });
});

describe('a write from another site', () => {
  it.each<[string, Record<string, string>]>([
    ['Origin: https://evil.example', { origin: 'https://evil.example' }],
    ['Origin: null', { origin: 'null' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }],
  ])('is refused with %s, even with a valid token (403), and writes nothing', async (_label, headers) => {
    const demo = await api.client().login('demo');
    const before = await api.count("SELECT count(*) AS n FROM boards WHERE name = 'From elsewhere'");
    const answer = await demo.request('POST', '/resource/BoardResource/create/', { name: 'From elsewhere' }, headers);
    expect(answer.status).toBe(403);
    expect(answer.body.resource_response.error?.message).toBe(
      'This request came from another site, so it was refused. Reload this page and try again.',
    );
    expect(await api.count("SELECT count(*) AS n FROM boards WHERE name = 'From elsewhere'")).toBe(before);
  });

  it("is not: this site's own Origin and Sec-Fetch-Site: same-origin are taken", async () => {
    const demo = await api.client().login('demo');
    const answer = await demo.request(
      'POST',
      '/resource/BoardResource/create/',
      { name: 'From here' },
      { origin: api.baseUrl, 'sec-fetch-site': 'same-origin' },
    );
    expect(answer.status).toBe(200);
  });
});
