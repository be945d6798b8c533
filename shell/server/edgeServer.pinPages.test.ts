// The edge server on /pin/{id} with the real API (a seeded demo world) and a real registry: people
// and bots get the pin rendered by the closeup build's server file (its head tags in the head, its
// markup in the closeup's element), a missing or secret pin a 404 page, and a broken server build
// the document the page renders itself, with one log line.

import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { DEMO_LANDMARKS } from 'api/src/seed/demoWorld';
import { readBuildBundle, type Registry } from 'pinboard-platform';
import { writeFakeBuild } from 'pinboard-platform/src/testing/fakeBuild';
import { createEdgeServer, type EdgeServerOptions } from './edgeServer';
import { edgeTestDocument, listenOnLoopback } from './testing/edgeTestDocument';
import { platformDepsFor } from './testing/platformDepsFor';
import { edgeOverTestApiForFile } from './testing/edgeOverTestApi';

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
const ORIGIN = 'https://pinboard.test';
const PINS = DEMO_LANDMARKS.pins;

// A small server build standing in for mf-closeup's (the real one is a webpack build; see the last
// describe): CommonJS, Node built-ins only, the same function and answer. It renders the pin it
// finds among the document's reads, with the image the API answered this visitor.
const FIXTURE_RENDER = `
var escape = function (text) { return String(text).replace(/[&<>"']/g, function (c) { return '&#' + c.charCodeAt(0) + ';'; }); };
exports.renderFirstScreen = function (request) {
  var read = request.reads.find(function (r) { return r.path.indexOf('/resource/PinResource/get/') === 0; });
  var pin = read.body.resource_response.data;
  var data = JSON.stringify({ '@context': 'https://schema.org', '@graph': [{ '@type': 'Person', name: pin.pinner.username }] }).replace(/</g, '\\\\u003c');
  return {
    head: '<title>' + escape(pin.title) + ' · Pinboard</title>\\n<meta property="og:image" content="' + escape(request.origin + pin.images.orig.url) + '" />\\n<script type="application/ld+json">' + data + '</script>',
    html: '<article><h1>' + escape(pin.title) + '</h1></article>',
    css: '',
    queryState: { queries: [], mutations: [] },
    readsUsed: [read.path],
  };
};
`;

const TEMPLATE = edgeTestDocument(
  ['mf_feed', 'mf_closeup', 'not-found'],
  '<meta name="description" content="Discover ideas and save them to your boards." />',
);

let fixtureVersion: string;
const logLines: string[] = [];

/** A real request over loopback (light-my-request's inject cannot load its cookie package under Jest). */
async function page(url: string, userAgent: string, cookie = '') {
  const response = await fetch(`${edge.base}${url}`, { headers: { 'user-agent': userAgent, ...(cookie ? { cookie } : {}) } });
  return { status: response.status, body: await response.text(), headers: Object.fromEntries(response.headers) };
}

function jsonLd(html: string): unknown {
  const match = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no JSON-LD in the document');
  return JSON.parse(match[1]);
}

/** The closeup's element's markup, without the mount element the server's markup sits in. */
function closeupElement(html: string): string {
  const inside = /<div id="area-mf_closeup" class="area">(.*?)<\/div><div id="area-not-found"/s.exec(html)?.[1] ?? '';
  return inside.replace(/^<div class="area-mount" data-server-rendered="">(.*)<\/div>$/s, '$1');
}

async function secretPinId(): Promise<number> {
  const row = (await edge.testApi.row(
    'SELECT id FROM pins WHERE board_id = ? ORDER BY id LIMIT 1',
    DEMO_LANDMARKS.boards.demoGiftsSecret,
  )) as {
    id: number;
  };
  return row.id;
}

/** Deploys another mf_closeup build with this server file and serves it to everyone. */
async function serveCloseupWith(marker: string, serverSource: string | undefined): Promise<string> {
  const dist = writeFakeBuild(path.join(edge.site.root, 'variants', marker), 'mf_closeup', {
    packageVersion: '2.1.0',
    marker,
    ...(serverSource === undefined ? {} : { serverSource }),
  });
  const record = await edge.platform.registry.deploy(await readBuildBundle('mf_closeup', dist, '2.1.0'), { name: 'ops' });
  await edge.platform.registry.changeRouting('mf_closeup', { kind: 'stable', version: record.version }, { name: 'ops' }, 'test');
  return record.version;
}

/** An edge server on this file's site (its API, registry and shell), with these options changed. */
function edgeServer(changed: Partial<EdgeServerOptions> = {}, registry: Registry = edge.platform.registry): Promise<FastifyInstance> {
  return createEdgeServer({
    shellDistDir: edge.site.shellDistDir,
    loadTimeoutMs: 5000,
    api: edge.testApi.api.deps,
    publicOrigin: ORIGIN,
    ...changed,
    platform: platformDepsFor(edge.platform, edge.testApi.api.deps.storage, registry),
  });
}

const edge = edgeOverTestApiForFile(
  {
    name: 'edge-pin-pages',
    document: TEMPLATE,
    builds: { mf_closeup: { packageVersion: '2.1.0', serverSource: FIXTURE_RENDER } },
  },
  async ({ platform }) => {
    fixtureVersion = (await platform.registry.routing()).mf_closeup.stable ?? '';
    return { publicOrigin: ORIGIN, serverRenderTimeoutMs: 500, log: (line) => logLines.push(line) };
  },
);

beforeEach(() => {
  logLines.length = 0;
});

describe('a pin page', () => {
  it.each([
    ['a bot', GOOGLEBOT],
    ['a person', BROWSER],
  ])(
    'is the pin rendered by the closeup build for %s: title, og:image and JSON-LD in the head, the pin in its area',
    async (_who, agent) => {
      const pin = await edge.testApi.api.deps.storage.getPin({ userId: null, subject: 'anon:x', isBot: false }, PINS.recipe);
      const response = await page(`/pin/lemon-tart--${PINS.recipe}/`, agent);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain(`<title>${pin?.title ?? '?'} · Pinboard</title>`);
      expect(response.body.match(/<title>/g)).toHaveLength(1);
      // The area's head replaces the default description.
      expect(response.body).not.toContain('Discover ideas and save them to your boards.');
      expect(response.body).toContain(`<meta property="og:image" content="${ORIGIN}${pin?.images.orig.url ?? '?'}" />`);
      expect(jsonLd(response.body)).toEqual({
        '@context': 'https://schema.org',
        '@graph': [{ '@type': 'Person', name: pin?.pinner.username }],
      });
      expect(closeupElement(response.body)).toBe(`<article><h1>${pin?.title ?? '?'}</h1></article>`);
      expect(response.body).toContain('"firstScreen":{"remote":"mf_closeup"');
      expect(logLines).toEqual([]);
    },
  );

  it.each([
    ['a pin that does not exist', '/pin/999999999/', BROWSER],
    ['a pin that does not exist, to a bot', '/pin/999999999/', GOOGLEBOT],
    ['a pin id beyond any integer', '/pin/99999999999999999999999/', BROWSER],
    ['a missing pin on another of its pages', '/pin/999999999/comments/', BROWSER],
  ])('is a 404 not-found page for %s', async (_label, url, agent) => {
    const response = await page(url, agent);
    expect(response.status).toBe(404);
    expect(response.body).toContain('<title>Page not found · Pinboard</title>');
    expect(response.body).not.toContain('application/ld+json');
  });

  /** A pin saved and then deleted: its id is no pin's now. */
  async function deletedPinId(): Promise<number> {
    const demo = await edge.testApi.client().login('demo');
    const copy = await demo.write<{ id: string }>('RepinResource', 'create', { pin_id: String(PINS.recipe), board_id: '2' });
    const id = Number(copy.body.resource_response.data?.id);
    await edge.testApi.api.deps.storage.deletePin(id);
    return id;
  }

  it.each([
    ['a deleted story pin', GOOGLEBOT, async () => PINS.deletedStory],
    ['a deleted story pin', BROWSER, async () => PINS.deletedStory],
    ['a pin deleted altogether', GOOGLEBOT, deletedPinId],
    ['a pin deleted altogether', BROWSER, deletedPinId],
  ])('is 410 for %s (%s): not indexed, titled Unavailable, and left to the closeup to say so', async (_label, agent, idOf) => {
    const id = await idOf();
    const response = await page(`/pin/${id}/`, agent);
    expect(response.status).toBe(410);
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect(response.body).toContain('<meta name="robots" content="noindex" />');
    expect(response.body).toContain('<title>Unavailable · Pinboard</title>');
    expect(response.body.match(/<title>/g)).toHaveLength(1);
    expect(response.body).not.toContain('application/ld+json');
    // Nothing rendered of a pin that is not there (the page's own read says 410 and it shows why).
    expect(closeupElement(response.body)).toBe('');
    expect(logLines).toEqual([]);
    // A returning visitor's streamed document says the same.
    const { cookie } = await firstVisit(`/pin/${id}/`);
    const streamed = await page(`/pin/${id}/`, agent, cookie);
    expect(streamed.status).toBe(410);
    expect(streamed.body).toContain('<meta name="robots" content="noindex" />');
  });

  it("is a 404 for a secret board's pin, to a bot and a visitor, and the page to its owner", async () => {
    const id = await secretPinId();
    for (const agent of [GOOGLEBOT, BROWSER]) {
      const response = await page(`/pin/${id}/`, agent);
      expect(response.status).toBe(404);
      expect(closeupElement(response.body)).toBe('');
    }
    const demo = await edge.testApi.client().login('demo');
    const owner = await page(`/pin/${id}/`, BROWSER, demo.cookieHeader());
    expect(owner.status).toBe(200);
    expect(closeupElement(owner.body)).toMatch(/^<article><h1>/);
  });
});

/** The cookies a browser keeps from a reply, as the Cookie header it sends next. */
function keptCookies(setCookie: string[], before = ''): string {
  const jar = new Map(before ? before.split('; ').map((pair) => [pair.slice(0, pair.indexOf('=')), pair]) : []);
  for (const line of setCookie) {
    const pair = line.split(';')[0] ?? '';
    jar.set(pair.slice(0, pair.indexOf('=')), pair);
  }
  return [...jar.values()].join('; ');
}

/** The page's config: the JSON in the document's platform script. */
function configOf(html: string): {
  reportToken: string;
  sessionRead?: { body: { resource_response: { data: { unauthId: string | null } } } };
} {
  const json = /<script id="pinboard-platform" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error('no platform config in the document');
  return JSON.parse(json) as ReturnType<typeof configOf>;
}

/** An answer's bytes as they came (fetch may or may not undo their compression). */
function rawGet(url: string, headers: Record<string, string>): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    }).on('error', reject);
  });
}

/** A first visit's document, and the Cookie header the browser sends from then on. */
async function firstVisit(url: string): Promise<{ cookie: string; body: string; setCookie: string[] }> {
  const response = await fetch(`${edge.base}${url}`, { headers: { 'user-agent': BROWSER } });
  const setCookie = response.headers.getSetCookie();
  return { cookie: keptCookies(setCookie), body: await response.text(), setCookie };
}

describe("a signed-out visitor's document", () => {
  const url = () => `/pin/${PINS.recipe}/`;
  const anonIdOf = (cookie: string) => /(?:^|; )pb_anon=([^;]+)/.exec(cookie)?.[1];

  it('on a first visit, names the visitor by the one anonymous id the reply gives them', async () => {
    const first = await firstVisit(url());
    expect(first.setCookie.filter((line) => line.startsWith('pb_anon='))).toHaveLength(1);
    expect(configOf(first.body).sessionRead?.body.resource_response.data.unauthId).toBe(anonIdOf(first.cookie));
  });

  it('is shared between returning visitors, each with their own id and report token, and not made again', async () => {
    const [a, b] = [await firstVisit(url()), await firstVisit(url())];
    const storage = edge.testApi.api.deps.storage;
    const pinAccess = jest.spyOn(storage, 'pinAccess');
    try {
      const forA = await page(url(), BROWSER, a.cookie);
      const made = pinAccess.mock.calls.length;
      expect(made).toBeGreaterThan(0);
      const forB = await page(url(), BROWSER, b.cookie);
      // Neither the page's reads nor its presence check ran again.
      expect(pinAccess.mock.calls.length).toBe(made);
      expect(forB.headers['set-cookie']).toBeUndefined();
      const [configA, configB] = [configOf(forA.body), configOf(forB.body)];
      expect(configA.sessionRead?.body.resource_response.data.unauthId).toBe(anonIdOf(a.cookie));
      expect(configB.sessionRead?.body.resource_response.data.unauthId).toBe(anonIdOf(b.cookie));
      expect(configB.reportToken).not.toBe(configA.reportToken);
      expect(forB.body).not.toContain(anonIdOf(a.cookie));
      const own = (body: string, visitor: string, token: string) => body.replace(visitor, 'ID').replace(token, 'TOKEN');
      expect(own(forB.body, anonIdOf(b.cookie) ?? '?', configB.reportToken)).toBe(
        own(forA.body, anonIdOf(a.cookie) ?? '?', configA.reportToken),
      );
    } finally {
      pinAccess.mockRestore();
    }
  });

  it('is the same page to a browser that takes brotli, compressed once for all and ended for each', async () => {
    const visitor = await firstVisit(url());
    const plain = await page(url(), BROWSER, visitor.cookie);
    const withoutToken = (body: string) => body.replace(configOf(body).reportToken, 'TOKEN');
    // Each answer is checked, the first ones compressed as they go, the later from the kept start.
    for (let time = 0; time < 3; time += 1) {
      const response = await rawGet(`${edge.base}${url()}`, { 'user-agent': BROWSER, cookie: visitor.cookie, 'accept-encoding': 'br' });
      expect(response.headers['content-encoding']).toBe('br');
      expect(withoutToken(zlib.brotliDecompressSync(response.body).toString('utf8'))).toBe(withoutToken(plain.body));
    }
    // Unless it asks for none.
    const uncompressed = await rawGet(`${edge.base}${url()}`, {
      'user-agent': BROWSER,
      cookie: visitor.cookie,
      'accept-encoding': 'br',
      'x-no-compression': '1',
    });
    expect(uncompressed.headers['content-encoding']).toBeUndefined();
    expect(withoutToken(uncompressed.body.toString('utf8'))).toBe(withoutToken(plain.body));
  });

  it('shows a write at once: the pin page after its title changed', async () => {
    const visitor = await firstVisit(url());
    expect((await page(url(), BROWSER, visitor.cookie)).body).not.toContain('Lemon tart, changed');
    const before = String(((await edge.testApi.row('SELECT title FROM pins WHERE id = ?', PINS.recipe)) as { title: string }).title);
    await edge.testApi.row('UPDATE pins SET title = ? WHERE id = ? RETURNING id', 'Lemon tart, changed', PINS.recipe);
    try {
      expect(closeupElement((await page(url(), BROWSER, visitor.cookie)).body)).toBe('<article><h1>Lemon tart, changed</h1></article>');
    } finally {
      await edge.testApi.row('UPDATE pins SET title = ? WHERE id = ? RETURNING id', before, PINS.recipe);
    }
  });

  it('is never one a signed-in person gets, nor theirs one a visitor gets', async () => {
    const visitor = await firstVisit(url());
    await page(url(), BROWSER, visitor.cookie);
    const demo = await edge.testApi.client().login('demo');
    const theirs = await page(url(), BROWSER, keptCookies([], demo.cookieHeader()));
    expect(theirs.body).toContain('"username":"demo"');
    expect(configOf(theirs.body).sessionRead?.body.resource_response.data.unauthId).toBeNull();
    expect((await page(url(), BROWSER, visitor.cookie)).body).not.toContain('"username":"demo"');
  });
});

describe('when the server build cannot render', () => {
  afterEach(async () => {
    await edge.platform.registry.changeRouting('mf_closeup', { kind: 'stable', version: fixtureVersion }, { name: 'ops' }, 'test');
  });

  it.each([
    ['does not load', 'broken', 'exports.renderFirstScreen = function ( {', 'did not load'],
    ['throws', 'throws', 'exports.renderFirstScreen = function () { throw new Error("no markup today"); };', 'threw: no markup today'],
    ['runs too long', 'slow', 'exports.renderFirstScreen = function () { for (;;) {} };', 'took longer than 500 ms'],
    [
      'answers something else',
      'odd',
      'exports.renderFirstScreen = function () { return "<h1>x</h1>"; };',
      'must answer { html, css, queryState, head, readsUsed }',
    ],
  ])(
    'a bot and a person get the document the page renders when it %s, and the server logs one line',
    async (_label, marker, source, reason) => {
      const version = await serveCloseupWith(marker, source);
      for (const agent of [GOOGLEBOT, BROWSER]) {
        const response = await page(`/pin/${PINS.recipe}/`, agent);
        expect(response.status).toBe(200);
        expect(response.body).toContain(`<title>Pin ${PINS.recipe} · Pinboard</title>`);
        expect(response.body).not.toContain('application/ld+json');
        expect(closeupElement(response.body)).toBe('');
      }
      // Said once, not for every document.
      expect(logLines).toHaveLength(1);
      expect(logLines[0]).toContain(`edge: /pin/${PINS.recipe}/: mf_closeup@${version}'s region is left to the page (`);
      expect(logLines[0]).toContain(reason);
    },
  );

  it('a build without a server render leaves the page to render the pin, quietly', async () => {
    await serveCloseupWith('none', undefined);
    const response = await page(`/pin/${PINS.recipe}/`, GOOGLEBOT);
    expect(response.status).toBe(200);
    expect(closeupElement(response.body)).toBe('');
    expect(logLines).toEqual([]);
  });

  it('a server file changed after registration is not loaded', async () => {
    const version = await serveCloseupWith('tampered', FIXTURE_RENDER);
    const stored = path.join(edge.site.root, 'data', 'registry', 'mf_closeup', version, 'server', 'render.js');
    writeFileSync(stored, FIXTURE_RENDER.replace("'<article>", "'<article data-changed>"));
    const response = await page(`/pin/${PINS.recipe}/`, GOOGLEBOT);
    expect(response.status).toBe(200);
    expect(response.body).not.toContain('data-changed');
    expect(logLines[0]).toContain('does not match its registered integrity');
  });
});

describe('a streamed document', () => {
  let gate: string;
  let patient: FastifyInstance;
  let patientBase: string;

  // A closeup build whose render waits until the test opens its gate (a file appears in a folder):
  // a render as slow as the test likes, with no clock in it.
  const gatedRender = (folder: string) => `
var fs = require('node:fs');
var path = require('node:path');
exports.renderFirstScreen = function (request) {
  return new Promise(function (resolve) {
    var done = false;
    var check = function () {
      if (done || !fs.existsSync(path.join(${JSON.stringify(folder)}, 'open'))) return;
      done = true;
      watcher.close();
      resolve({ head: '<title>Gated · Pinboard</title>', html: '<article><h1>Gated</h1></article>', css: '.g{color:red}', queryState: { queries: [], mutations: [] }, readsUsed: [] });
    };
    var watcher = fs.watch(${JSON.stringify(folder)}, check);
    check();
  });
};
`;

  beforeAll(async () => {
    gate = mkdtempSync(path.join(os.tmpdir(), 'edge-gate-'));
    await serveCloseupWith('gated', gatedRender(gate));
    // A server that waits for a render as long as the test does.
    patient = await edgeServer({ serverRenderTimeoutMs: 120_000 });
    patientBase = await listenOnLoopback(patient);
  });

  afterAll(async () => {
    await patient?.close();
    await edge.platform.registry.changeRouting('mf_closeup', { kind: 'stable', version: fixtureVersion }, { name: 'ops' }, 'test');
    rmSync(gate, { recursive: true, force: true });
  });

  it("sends a returning visitor the head's start before the area has rendered, and the rest once it has", async () => {
    const { cookie } = await firstVisit(`/pin/${PINS.recipe}/`);
    const { response, parts } = await new Promise<{ response: IncomingMessage; parts: AsyncIterator<Buffer> }>((resolve, reject) => {
      get(`${patientBase}/pin/${PINS.recipe}/`, { headers: { 'user-agent': BROWSER, cookie } }, (answer) =>
        resolve({ response: answer, parts: answer[Symbol.asyncIterator]() as AsyncIterator<Buffer> }),
      ).on('error', reject);
    });
    expect(response.statusCode).toBe(200);
    // Its style is allowed by this response's nonce: its hash was not known when the headers went.
    const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];
    expect(nonce).toBeDefined();
    const start = String((await parts.next()).value);
    expect(start).toMatch(/^<!doctype html><html lang="en"><head><meta charset="utf-8" \/>/);
    expect(start).not.toMatch(/<title>|<\/head>|Gated/);
    writeFileSync(path.join(gate, 'open'), '');
    let rest = '';
    for (let next = await parts.next(); !next.done; next = await parts.next()) rest += String(next.value);
    const html = start + rest;
    expect(html.match(/<title>/g)).toEqual(['<title>']);
    expect(html).toContain(
      `<title>Gated · Pinboard</title><style id="pinboard-first-screen-styles" nonce="${nonce ?? ''}">.g{color:red}</style></head>`,
    );
    expect(closeupElement(html)).toBe('<article><h1>Gated</h1></article>');
    expect(html).toMatch(/<\/html>$/);
  });
});

describe('a server started with warmUp', () => {
  it('loads every routed server build once it listens, before any document asks for one', async () => {
    let loaded: (version: string) => void = () => undefined;
    const read = new Promise<string>((resolve) => (loaded = resolve));
    const warm = await edgeServer(
      { warmUp: true },
      {
        ...edge.platform.registry,
        readServerEntry: (remote, version) => {
          if (remote === 'mf_closeup') loaded(version);
          return edge.platform.registry.readServerEntry(remote, version);
        },
      },
    );
    try {
      await warm.listen({ port: 0, host: '127.0.0.1' });
      expect(await read).toBe(fixtureVersion);
    } finally {
      await warm.close();
    }
  });
});

// The real mf-closeup server build is proven on the built site: serverRendering.e2e.test.ts asks
// it for a pin as a person and as Googlebot and hydrates it in Chromium (unit tests run before the
// build). What its head says of a product, a recipe and a sensitive pin of the demo world is
// api/src/seed/demoWorldStructuredData.test.ts with mf-closeup's pinPageHead.test.ts.
