import type { FastifyInstance } from 'fastify';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { parsePlatformConfig, type RemoteName } from 'shared-contracts/platform';
import { IMMUTABLE, PRIVATE_IMMUTABLE } from './builtFilesPlugin';
import { PLATFORM_PLACEHOLDER } from './documentTemplate';
import { createEdgeServer } from './edgeServer';
import type { OpenedPlatform, PlatformDeps } from 'pinboard-platform';
import { openTestPlatform, type TestPlatform } from './testing/testPlatform';
import { platformDepsWithoutApi } from './testing/platformDepsWithoutApi';
import { listenOnLoopback } from './testing/edgeTestDocument';

let site: TestPlatform;
let app: FastifyInstance;
let platform: OpenedPlatform;
let platformDeps: PlatformDeps;
let base: string;

/** The platform team's token (the registry's figures are for token holders and employees). */
const PLATFORM_TEAM = { authorization: 'Bearer platform-token-123456' };

/** A real request over loopback. */
async function get(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${url}`, { headers });
  return { statusCode: response.status, headers: Object.fromEntries(response.headers), body: await response.text() };
}

/** A request whose answer's bytes are kept as sent (fetch decodes them). */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ statusCode: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ statusCode: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

function write(file: string, text: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

function platformConfigOf(html: string) {
  const match = /<script id="pinboard-platform" type="application\/json">([^<]*)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no platform config in the document');
  return parsePlatformConfig(JSON.parse(match[1]));
}

beforeAll(async () => {
  site = await openTestPlatform({
    name: 'edge-server',
    document: `<html><head><title>Pinboard</title></head><body><script id="pinboard-platform" type="application/json">${PLATFORM_PLACEHOLDER}</script></body></html>`,
    shellFiles: { 'public/shell.abc.js': 'console.log("shell")' },
    // Two areas are built; the others are not. The registry takes the working-tree builds at start.
    builds: { mf_feed: { packageVersion: '2.1.0' }, mf_closeup: { packageVersion: '2.1.0' } },
  });
  platform = site.platform;
  platformDeps = platformDepsWithoutApi(platform, 'anon:edge-test-visitor');
  app = await createEdgeServer({ shellDistDir: site.shellDistDir, platform: platformDeps, loadTimeoutMs: 5000 });
  base = await listenOnLoopback(app);
});
afterAll(async () => {
  await app.close();
  rmSync(site.root, { recursive: true, force: true });
});

describe('edge server', () => {
  it('serves the document for an app route, uncached, with the remotes it has', async () => {
    const response = await get('/pin/easy-soup--42');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<title>Pin 42 · Pinboard</title>');
    const config = platformConfigOf(response.body);
    expect(config.loadTimeoutMs).toBe(5000);
    expect(config.remotes.map((r) => r.name)).toEqual<RemoteName[]>(['mf_feed', 'mf_closeup']);
    const feed = config.remotes[0];
    expect(feed?.version).toMatch(/^2\.1\.0\+[0-9a-f]{10}$/);
    expect(feed?.entryUrl).toBe(`/remotes/mf_feed/${encodeURIComponent(feed?.version ?? '')}/remoteEntry.js`);
    // The integrity of each script and stylesheet, which the shell and the chunk loaders load them with.
    expect(feed?.integrity?.['remoteEntry.js']).toMatch(/^sha384-/);
    expect(feed?.integrity?.['__federation_expose_app.abcdef01.css']).toMatch(/^sha384-/);
    expect(config.reportToken).toMatch(/^[\w-]+\.[\w-]+$/);
  });

  it('answers an unknown route with a 404 not-found document', async () => {
    const response = await get('/edit/more/');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<title>Page not found · Pinboard</title>');
  });

  it('keeps a hostile URL out of the markup', async () => {
    const response = await get('/search/pins?q=%3C/title%3E%3Cscript%3Ealert(1)%3C/script%3E');
    expect(response.body).toContain('<title>Search: &#60;/title&#62;&#60;script&#62;alert(1)&#60;/script&#62; · Pinboard</title>');
    expect(response.body).not.toContain('<script>alert(1)');
  });

  it("serves a remote's entry under its versioned path, immutable, kept by the browser only with its proof of the fetch", async () => {
    const document = await get('/');
    const feed = platformConfigOf(document.body).remotes[0];
    // The browser identity the document's reply signed.
    const browser = /pb_browser=[^;]+/.exec(document.headers['set-cookie'] ?? '')?.[0] ?? '';
    expect(browser).not.toBe('');
    const response = await get(feed?.entryUrl ?? '', { cookie: browser });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(PRIVATE_IMMUTABLE);
    expect(response.headers['set-cookie']).toMatch(/^pb_entries=[\w-]+\.[\w-]+; Max-Age=1209600; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(response.body).toMatch(/^\/\* mf_feed entry {2}\*\//);
    // The proof already names this build: nothing to set again.
    const proof = /pb_entries=[^;]+/.exec(response.headers['set-cookie'] ?? '')?.[0] ?? '';
    expect((await get(feed?.entryUrl ?? '', { cookie: `${browser}; ${proof}` })).headers['set-cookie']).toBeUndefined();
    // Without an identity the server signed (a bot, or an id the client chose), there is no browser to prove.
    expect((await get(feed?.entryUrl ?? '')).headers['set-cookie']).toBeUndefined();
    expect(
      (await get(feed?.entryUrl ?? '', { cookie: 'pb_anon=edge-test-visitor; pb_browser=chosen' })).headers['set-cookie'],
    ).toBeUndefined();
  });

  it.each([
    ['an unknown version', '/remotes/mf_feed/9.9.9+00000000/remoteEntry.js'],
    ['an unknown remote', '/remotes/mf_cart/1.0.0/remoteEntry.js'],
    ['a missing shell file', '/shell/nope.js'],
    ['a missing file of a known build', 'FEED_VERSION/chunk.js'],
    ['a source map the registry does not keep', 'FEED_VERSION/remoteEntry.js.map'],
    ['a remote path without a version', '/remotes/mf_feed/remoteEntry.js'],
    ['an API path nothing answers', '/v3/no-such-call/'],
  ])('answers %s with a JSON 404, not the document', async (_label, url) => {
    const feed = platformConfigOf((await get('/')).body).remotes[0];
    const response = await get(url.replace('FEED_VERSION', feed?.entryUrl.replace('/remoteEntry.js', '') ?? ''));
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).not.toBe(IMMUTABLE);
    expect(response.headers['content-type']).toContain('application/json');
  });

  it('does not serve files outside a remote build', async () => {
    const document = await get('/');
    const version = encodeURIComponent(platformConfigOf(document.body).remotes[0]?.version ?? '');
    const response = await get(`/remotes/mf_feed/${version}/..%2F..%2Fpackage.json`);
    // An escaped '/' is refused before any file is looked for (requestPath.ts).
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('escaped \\"/\\"');
    expect(response.body).not.toContain('"version"');
    expect(response.headers['cache-control']).not.toBe(IMMUTABLE);
  });

  it("redirects another spelling of a build's file to the one the registry links", async () => {
    const entryUrl = platformConfigOf((await get('/')).body).remotes[0]?.entryUrl ?? '';
    const sloppy = entryUrl.replace('/remoteEntry.js', '/x/..//remoteEntry.js');
    // Over node:http with the path as written (fetch, or a URL string, would resolve the dot segments).
    const { hostname, port } = new URL(base);
    const answer = await new Promise<{ status: number | undefined; location: string | undefined }>((resolve, reject) => {
      http
        .get({ hostname, port, path: sloppy }, (response) => {
          response.resume().on('end', () => resolve({ status: response.statusCode, location: response.headers.location }));
        })
        .on('error', reject);
    });
    expect(answer).toEqual({ status: 301, location: entryUrl });
  });

  it('compresses what it serves for a browser that accepts it', async () => {
    write(path.join(site.root, 'shell/dist/public/big.abc.js'), 'console.log("a fairly repetitive line");\n'.repeat(200));
    const response = await fetch(`${base}/shell/big.abc.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toContain('a fairly repetitive line');
  });

  it("serves the shell's scripts at brotli's best level once compressed, the same script decoded, still immutable", async () => {
    const text = Array.from({ length: 300 }, (_, i) => `export const line${i} = use("${i % 17}", ${(i * 31) % 97});`).join('\n');
    write(path.join(site.root, 'shell/dist/public/best.abc.js'), text);
    const fast = zlib.brotliCompressSync(text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }).length;
    // The first request starts the compression and is answered at the fast level meanwhile. (Raw
    // bytes over node:http: fetch would decode them.)
    const sizes: number[] = [];
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const response = await rawGet(`${base}/shell/best.abc.js`, { 'accept-encoding': 'br' });
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      expect(response.headers['content-type']).toMatch(/^application\/javascript/);
      expect(zlib.brotliDecompressSync(response.body).toString()).toBe(text);
      sizes.push(response.body.length);
      if (response.body.length < fast) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(sizes.at(-1)).toBeLessThan(fast);
    // Its validator answers a revalidation without the bytes.
    const best = await rawGet(`${base}/shell/best.abc.js`, { 'accept-encoding': 'br' });
    expect(best.headers.etag).toMatch(/^"br-/);
    const again = await rawGet(`${base}/shell/best.abc.js`, { 'accept-encoding': 'br', 'if-none-match': best.headers.etag ?? '' });
    expect(again.statusCode).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it("serves the shell's hashed files immutable", async () => {
    const response = await get('/shell/shell.abc.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
  });
});

describe('the platform in the edge server', () => {
  it('answers /_platform/status to a token holder only, and redirects an override link without its parameter', async () => {
    expect((await get('/_platform/status', PLATFORM_TEAM)).statusCode).toBe(200);
    expect((await get('/_platform/status')).statusCode).toBe(401);
    // A site without accounts has no employees: its status page is for tokens.
    expect((await get('/_platform/')).body).toContain('Log in with your employee account to see it.');
    const response = await fetch(`${base}/boards?pb-override=forged.token`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/boards');
  });

  it('shows a switched-off area to nobody', async () => {
    await platform.registry.changeRouting('mf_closeup', { kind: 'kill', killed: true }, { name: 'ops' }, 'test');
    const config = platformConfigOf((await get('/')).body);
    expect(config.remotes.map((r) => r.name)).toEqual(['mf_feed']);
    await platform.registry.changeRouting('mf_closeup', { kind: 'kill', killed: false }, { name: 'ops' }, 'test');
  });
});

describe('createEdgeServer', () => {
  it('refuses to start without a shell build, saying what to run', async () => {
    await expect(
      createEdgeServer({
        shellDistDir: path.join(site.root, 'missing'),
        platform: platformDeps,
        loadTimeoutMs: 1,
      }),
    ).rejects.toThrow('run "npm run build -w shell"');
  });
});

describe('security headers', () => {
  const kinds: [string, string, number][] = [
    ['a document', '/', 200],
    ['a not-found document', '/edit/more/', 404],
    ["a remote's file", '', 200],
    ["the shell's file", '/shell/shell.abc.js', 200],
    ['the platform status JSON, refused to a stranger', '/_platform/status', 401],
    ['the platform status page, refused to a stranger', '/_platform/', 401],
    ['a JSON 404', '/remotes/mf_feed/0.0.0/nothing.js', 404],
  ];
  it.each(kinds)('are on %s', async (_kind, url, status) => {
    const target = url || platformConfigOf((await get('/')).body).remotes[0]?.entryUrl || '';
    const response = await get(target);
    expect(response.statusCode).toBe(status);
    const csp = response.headers['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("style-src 'self';");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('report-uri /_platform/csp-reports');
    expect(csp).not.toMatch(/unsafe-(inline|eval)/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['permissions-policy']).toContain('camera=()');
    // Plain HTTP here: no HSTS (it is sent once cookies are Secure, behind HTTPS).
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('leave the status page no inline style: its stylesheet is a file', async () => {
    const page = await get('/_platform/', PLATFORM_TEAM);
    expect(page.body).not.toContain('<style');
    expect(page.body).toContain('<link rel="stylesheet" href="/_platform/status.css">');
    const css = await get('/_platform/status.css');
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
  });
});

describe('Content-Security-Policy reports', () => {
  const post = (type: string, body: string) =>
    fetch(`${base}/_platform/csp-reports`, { method: 'POST', headers: { 'content-type': type }, body });

  it('are counted from both report forms and shown on the status page and its JSON', async () => {
    const before = (
      (await (await fetch(`${base}/_platform/status`, { headers: PLATFORM_TEAM })).json()) as { cspViolations: { total: number } }
    ).cspViolations.total;
    const legacy = { 'csp-report': { 'effective-directive': 'script-src-elem', 'blocked-uri': 'inline', 'document-uri': `${base}/` } };
    expect((await post('application/csp-report', JSON.stringify(legacy))).status).toBe(204);
    const modern = [
      { type: 'csp-violation', body: { effectiveDirective: 'img-src', blockedURL: 'https://evil.example/x.png?secret=1' } },
      { type: 'deprecation', body: {} },
    ];
    expect((await post('application/reports+json', JSON.stringify(modern))).status).toBe(204);
    const status = (await (await fetch(`${base}/_platform/status`, { headers: PLATFORM_TEAM })).json()) as {
      cspViolations: { total: number; kinds: { directive: string; blocked: string; count: number }[] };
    };
    expect(status.cspViolations.total).toBe(before + 2);
    expect(status.cspViolations.kinds).toEqual(
      expect.arrayContaining([
        { directive: 'script-src-elem', blocked: 'inline', count: 1 },
        // Only the host of what was blocked is kept, never its path or query.
        { directive: 'img-src', blocked: 'evil.example', count: 1 },
      ]),
    );
    const page = await get('/_platform/', PLATFORM_TEAM);
    expect(page.body).toContain('Content-Security-Policy violations');
    expect(page.body).toContain('<code>evil.example</code>');
    expect(page.body).not.toContain('secret=1');
  });

  it('refuse a body that is not JSON or too large, and count nothing for it', async () => {
    expect((await post('application/csp-report', 'not json')).status).toBe(400);
    expect((await post('application/csp-report', JSON.stringify({ 'csp-report': { pad: 'x'.repeat(20_000) } }))).status).toBe(413);
  });
});
