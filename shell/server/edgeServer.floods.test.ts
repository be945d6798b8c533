// Cheap floods from one address (issue 59, item 7), against the edge server with the real API (a
// seeded demo world) and registry, over real loopback sockets: documents past an address's rate
// are a small 429 page with Retry-After, whatever the user agent says; a crawler's pin page is
// made once and then served to every crawler from the shared documents, with nothing of anyone's
// in it; and a request refused before its body is needed closes its connection instead of having
// the server read the body.

import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { type IncomingMessage, request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { connect, type Socket } from 'node:net';
import type { Storage } from 'api';
import { DEMO_LANDMARKS } from 'api/src/seed/demoWorld';
import { startTestApi, type TestApi } from 'api/src/testing/testApi';
import { API_UPLOADS } from 'shared-contracts/contract';
import { createEdgeServer } from './edgeServer';
import { edgeTestDocument, listenOnLoopback } from './testing/edgeTestDocument';
import { platformDepsFor } from './testing/platformDepsFor';
import { openTestPlatform, PLATFORM_TEAM_TOKEN, type TestPlatform } from './testing/testPlatform';

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
const STYLESHEET = '/shell/styles.test.css';
const RATE = { perMinute: 60, burst: 4, maxAddresses: 100 };

// A small server build standing in for mf-closeup's: it renders the pin it finds among the reads,
// once the test's hold file is gone (so a test can have requests arrive while a render is under way).
const closeupRender = (holdFile: string) => `
var fs = require('fs');
var escape = function (text) { return String(text).replace(/[&<>"']/g, function (c) { return '&#' + c.charCodeAt(0) + ';'; }); };
exports.renderFirstScreen = function (request) {
  var pause = new Int32Array(new SharedArrayBuffer(4));
  while (fs.existsSync(${JSON.stringify(holdFile)})) Atomics.wait(pause, 0, 0, 2);
  var read = request.reads.find(function (r) { return r.path.indexOf('/resource/PinResource/get/') === 0; });
  var pin = read.body.resource_response.data;
  return {
    head: '<title>' + escape(pin.title) + ' · Pinboard</title>',
    html: '<article><h1>' + escape(pin.title) + '</h1></article>',
    css: '',
    queryState: { queries: [], mutations: [] },
    readsUsed: [read.path],
  };
};
`;

let testApi: TestApi;
/** While this file exists, the closeup's render waits. */
let holdFile: string;
let site: TestPlatform;
let app: FastifyInstance;
let base: string;
let port: number;
/** Calls into the storage by the server (the API's and the document route's), by name. */
const storageCalls = new Map<string, number>();
/** What the server read of each connection, by the client's port, once it has closed. */
const serverReads = new Map<number, Promise<number>>();

/** The storage, counting each call the server makes (but the data version's, which every document asks). */
function countedStorage(storage: Storage): Storage {
  return new Proxy(storage, {
    get(target, name, receiver) {
      const value: unknown = Reflect.get(target, name, receiver);
      if (typeof value !== 'function' || name === 'dataVersion') return value;
      return (...args: unknown[]) => {
        storageCalls.set(String(name), (storageCalls.get(String(name)) ?? 0) + 1);
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}

const callsSoFar = () => [...storageCalls.values()].reduce((sum, n) => sum + n, 0);

beforeAll(async () => {
  testApi = await startTestApi();
  holdFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'edge-floods-hold-')), 'hold');
  site = await openTestPlatform({
    name: 'edge-floods',
    document: edgeTestDocument(['mf_feed', 'mf_closeup', 'not-found'], `<link href=${STYLESHEET} rel=stylesheet>`),
    builds: { mf_closeup: { packageVersion: '2.1.0', serverSource: closeupRender(holdFile) } },
  });
  const storage = countedStorage(testApi.api.deps.storage);
  app = await createEdgeServer({
    shellDistDir: site.shellDistDir,
    loadTimeoutMs: 5000,
    api: { ...testApi.api.deps, storage },
    platform: platformDepsFor(site.platform, storage),
    publicOrigin: 'https://pinboard.test',
    serverRenderTimeoutMs: 2000,
    documentRate: RATE,
  });
  app.server.on('connection', (socket: Socket) => {
    const { remotePort } = socket;
    if (remotePort !== undefined)
      serverReads.set(remotePort, new Promise((resolve) => socket.once('close', () => resolve(socket.bytesRead))));
  });
  base = await listenOnLoopback(app);
  port = Number(new URL(base).port);
}, 60_000);

afterAll(async () => {
  await app?.close();
  await testApi?.stop();
  await site?.close();
  if (holdFile) rmSync(path.dirname(holdFile), { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A GET from `from` (any 127.x address is this machine's loopback), on a connection of its own. */
function getFrom(from: string, url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const call = request({ host: '127.0.0.1', port, localAddress: from, path: url, headers, agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    call.on('error', reject);
    call.end();
  });
}

/** The page's config: the JSON in the document's platform script. */
function configOf(html: string): { reportToken: string; sessionRead?: { body: { resource_response: { data: Record<string, unknown> } } } } {
  const json = /<script id="pinboard-platform" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error('no platform config in the document');
  return JSON.parse(json) as ReturnType<typeof configOf>;
}

/** The next pin id to look at: each test takes pins no other has asked for (none is kept yet). */
let nextPin = DEMO_LANDMARKS.pins.recipe + 1;

/** Public pins of the demo world not asked for yet, by id. */
async function freshPublicPins(count: number): Promise<number[]> {
  const found: number[] = [];
  const bot = { userId: null, subject: 'anon:bot', isBot: true };
  for (; found.length < count; nextPin += 1) {
    if ((await testApi.api.deps.storage.pinAccess(bot, nextPin))?.canRead) found.push(nextPin);
  }
  return found;
}

describe('the document rate', () => {
  it('sends an address its burst, then a small 429 page with Retry-After, whatever the user agent; other addresses are served', async () => {
    const answers: Answer[] = [];
    for (let at = 0; at < RATE.burst + 2; at += 1) answers.push(await getFrom('127.0.0.2', '/explore', { 'user-agent': GOOGLEBOT }));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 429, 429]);
    const refused = answers[RATE.burst];
    expect(refused?.headers['retry-after']).toBe('1');
    expect(refused?.headers['cache-control']).toBe('no-store');
    expect(refused?.headers['content-type']).toBe('text/html; charset=utf-8');
    // Designed (the site's stylesheet and its classes) and small, with nothing about the server.
    expect(refused?.body).toContain(`<link rel="stylesheet" href="${STYLESHEET}">`);
    expect(refused?.body).toContain('<main class="pb-state">');
    expect(refused?.body.length).toBeLessThan(1024);
    expect(refused?.body).not.toMatch(/127\.0\.0|Googlebot|limit|rate|bucket|\d{2,} ?(documents|requests)/i);
    // A person at another address, and an API call from the refused one, are served.
    expect((await getFrom('127.0.0.3', '/explore', { 'user-agent': BROWSER })).status).toBe(200);
    expect((await getFrom('127.0.0.2', '/resource/UserSessionResource/get/', { 'user-agent': GOOGLEBOT })).status).toBe(200);
  });

  it("never refuses the server's own host", async () => {
    const statuses = new Set<number>();
    for (let at = 0; at < RATE.burst * 3; at += 1)
      statuses.add((await getFrom('127.0.0.1', '/explore', { 'user-agent': GOOGLEBOT })).status);
    expect([...statuses]).toEqual([200]);
  });
});

describe("a crawler's pin page", () => {
  it('is made once and then served from the shared documents, with no Set-Cookie and nothing of another visitor', async () => {
    const [pin] = await freshPublicPins(1);
    // A person and a signed-in "Googlebot" ask first: nothing of theirs may reach a crawler's copy.
    const person = await fetch(`${base}/pin/${pin}/`, { headers: { 'user-agent': BROWSER } });
    const personsAnonId = /pb_anon=([^;]+)/.exec(person.headers.getSetCookie().join('\n'))?.[1] ?? '';
    expect(personsAnonId).not.toBe('');
    const demo = await testApi.client().login('demo');
    const signedInBot = await fetch(`${base}/pin/${pin}/`, { headers: { 'user-agent': GOOGLEBOT, cookie: demo.cookieHeader() } });
    expect(await signedInBot.text()).toContain('"username":"demo"');

    const before = callsSoFar();
    const first = await fetch(`${base}/pin/${pin}/`, { headers: { 'user-agent': GOOGLEBOT } });
    const firstBody = await first.text();
    const made = callsSoFar() - before;
    expect(made).toBeGreaterThan(0);
    const second = await fetch(`${base}/pin/${pin}/`, { headers: { 'user-agent': GOOGLEBOT } });
    const secondBody = await second.text();

    expect([first.status, second.status]).toEqual([200, 200]);
    // The second was not made again: no read, no access check.
    expect(callsSoFar() - before).toBe(made);
    expect(secondBody).toContain('<article><h1>');
    // Each crawler's own page-view token, written into the one copy; nothing else differs.
    const [firstToken, secondToken] = [configOf(firstBody).reportToken, configOf(secondBody).reportToken];
    expect(firstToken).not.toBe(secondToken);
    expect(secondBody).not.toContain(firstToken);
    expect(secondBody.replace(secondToken, 'TOKEN')).toBe(firstBody.replace(firstToken, 'TOKEN'));
    // No identity: no cookie handed out, no anonymous id, no person, no CSRF token.
    expect(second.headers.getSetCookie()).toEqual([]);
    expect(first.headers.getSetCookie()).toEqual([]);
    expect(configOf(secondBody).sessionRead?.body.resource_response.data.unauthId ?? null).toBeNull();
    expect(secondBody).not.toContain(personsAnonId);
    expect(secondBody).not.toContain('"username":"demo"');
    expect(secondBody).not.toMatch(/csrftoken|pb_anon|pb_session/);
  });

  it('costs one making when ten crawlers ask for it while it is being made', async () => {
    const [one, other] = await freshPublicPins(2);
    let before = callsSoFar();
    await (await fetch(`${base}/pin/${one}/`, { headers: { 'user-agent': GOOGLEBOT } })).text();
    const madeOnce = callsSoFar() - before;
    expect(madeOnce).toBeGreaterThan(0);

    // The render waits until all ten have reached the server.
    writeFileSync(holdFile, '');
    const url = `/pin/${other}/`;
    let arrived = 0;
    const allArrived = new Promise<void>((resolve) => {
      const count = (incoming: IncomingMessage) => {
        if (incoming.url === url && ++arrived === 10) {
          app.server.off('request', count);
          resolve();
        }
      };
      app.server.on('request', count);
    });
    before = callsSoFar();
    const crowd = Promise.all(Array.from({ length: 10 }, () => getFrom('127.0.0.1', url, { 'user-agent': GOOGLEBOT })));
    await allArrived;
    rmSync(holdFile);
    const answers = await crowd;
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 10 }, () => 200));
    expect(new Set(answers.map((answer) => answer.body.replace(configOf(answer.body).reportToken, 'TOKEN'))).size).toBe(1);
    expect(answers[0]?.body).toContain('<article><h1>');
    expect(callsSoFar() - before).toBe(madeOnce);
  });
});

/**
 * Sends the request line and headers, then a body of `length` bytes (with Content-Length, or
 * chunked) as fast as the socket takes it, until it is all sent or the server has closed the
 * connection. Resolves once the connection is closed, with the answer as far as it came, the body
 * bytes handed to the socket, and what the server read of the connection.
 */
function pushBody(requestLine: string, head: Record<string, string>, { length, chunked = false }: { length: number; chunked?: boolean }) {
  return new Promise<{ answer: string; sent: number; serverRead: Promise<number> }>((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    const piece = Buffer.alloc(64 * 1024, 0x41);
    const framed = Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n')]);
    let answer = '';
    let sent = 0;
    let closed = false;
    let localPort = 0;
    const headers = {
      host: `127.0.0.1:${port}`,
      ...head,
      ...(chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(length) }),
    };
    const pump = () => {
      while (!closed && sent < length) {
        const next = chunked ? framed : piece.subarray(0, Math.min(piece.length, length - sent));
        sent += chunked ? piece.length : next.length;
        if (!socket.write(next)) return void socket.once('drain', pump);
      }
      if (!closed && chunked) socket.write('0\r\n\r\n');
    };
    socket.on('connect', () => {
      localPort = socket.localPort ?? 0;
      const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
      socket.write(`${requestLine}\r\n${lines.join('\r\n')}\r\n\r\n`);
      pump();
    });
    socket.setEncoding('latin1');
    socket.on('data', (text: string) => (answer += text));
    // The server closing while the body is still being sent: a reset or a broken pipe, as expected.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      closed = true;
      resolve({ answer, sent, serverRead: serverReads.get(localPort) ?? Promise.resolve(NaN) });
    });
  });
}

const SIXTY_FOUR_MB = 64 * 1024 * 1024;
/** Never more than this of a refused body is read (Node reads in 64 KB pieces while it sends the answer). */
const READ_AT_MOST = 1024 * 1024;
const STATUS_TEXT: Readonly<Record<number, string>> = { 401: 'Unauthorized', 413: 'Payload Too Large' };

/**
 * The client saw the refusal, then the connection end, having sent a part of the body; the server
 * read less than a small part (it reads nothing once it has answered, and a little before).
 */
async function expectClosedUnread(pushed: Awaited<ReturnType<typeof pushBody>>, status: number, length: number) {
  expect(pushed.answer.split('\r\n')[0]).toBe(`HTTP/1.1 ${status} ${STATUS_TEXT[status] ?? '?'}`);
  expect(pushed.answer.toLowerCase()).toContain('\r\nconnection: close\r\n');
  expect(pushed.sent).toBeLessThan(length);
  expect(await pushed.serverRead).toBeLessThan(READ_AT_MOST);
}

describe('a request refused before its body is needed', () => {
  // Each connection is closed 2 s after its answer (closeUnreadBodies' LINGER_MS), so they run at once.
  it.concurrent.each([
    ['a stranger deploying 64 MB (401)', '/_platform/versions', {}, { length: SIXTY_FOUR_MB }, 401],
    [
      'a deploy with an unknown token, chunked (401)',
      '/_platform/versions',
      { authorization: 'Bearer nobodys' },
      { length: SIXTY_FOUR_MB, chunked: true },
      401,
    ],
    ['a visitor uploading a picture (401)', '/v3/pin_images/', { 'content-type': 'image/jpeg' }, { length: SIXTY_FOUR_MB }, 401],
    [
      "a deploy over the registry's 64 MB (413)",
      '/_platform/versions',
      { authorization: `Bearer ${PLATFORM_TEAM_TOKEN}` },
      { length: SIXTY_FOUR_MB + 1 },
      413,
    ],
  ])('closes the connection without reading the body: %s', async (_case, url, extra, body, status) => {
    const pushed = await pushBody(`POST ${url} HTTP/1.1`, { 'content-type': 'application/json', ...extra }, body);
    await expectClosedUnread(pushed, status, body.length);
  });

  it("closes a signed-in person's picture over the upload's limit (413) without reading it", async () => {
    const demo = await testApi.client().login('demo');
    const { maxBytes } = API_UPLOADS['POST /v3/pin_images/'];
    const csrf = decodeURIComponent(demo.cookies.get('csrftoken') ?? '');
    const head = { 'content-type': 'image/jpeg', cookie: demo.cookieHeader(), 'x-csrftoken': csrf };
    await expectClosedUnread(await pushBody('POST /v3/pin_images/ HTTP/1.1', head, { length: maxBytes + 1 }), 413, maxBytes + 1);
  });

  it('keeps the connection of a request whose body was read', async () => {
    const response = await fetch(`${base}/_platform/reports`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: 'x', loads: [] }),
    });
    expect(response.status).toBe(202);
    expect(response.headers.get('connection')).toBe('keep-alive');
  });
});
