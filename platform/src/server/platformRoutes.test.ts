// The registry over real HTTP on loopback, with a real SQLite file and real build folders.

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteDescriptor } from 'shared-contracts/platform';
import { registryClient, uploadBundle, RegistryRefused, type DeployResult } from '../testing/registryHttpClient';
import { readBuildBundle } from '../registry/buildBundle';
import type { PlatformStatus, RemoteStatus } from '../registry/registry';
import { writeFakeBuild } from '../testing/fakeBuild';
import { TEST_STAFF_HEADER, TEST_TOKENS, startTestPlatform, type TestPlatform } from '../testing/testPlatform';

let site: TestPlatform;
let builds: string;

beforeAll(async () => {
  builds = mkdtempSync(path.join(os.tmpdir(), 'builds-'));
  site = await startTestPlatform();
});
afterAll(async () => {
  await site.close();
  rmSync(builds, { recursive: true, force: true });
});

/** Builds a fake remote and uploads it to `to` (the shared platform unless a test starts its own). */
async function deploy(
  token: string,
  remote: 'mf_feed' | 'mf_boards',
  options: Parameters<typeof writeFakeBuild>[2] = {},
  to: TestPlatform = site,
) {
  const dir = mkdtempSync(path.join(builds, 'b-'));
  const dist = writeFakeBuild(dir, remote, options);
  const bundle = await readBuildBundle(remote, dist, options.packageVersion ?? '1.0.0');
  return uploadBundle(registryClient(to.url, token), bundle);
}

async function refusal(promise: Promise<unknown>): Promise<RegistryRefused> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof RegistryRefused) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

const platform = () => registryClient(site.url, TEST_TOKENS.platform);

async function route(remote: string, body: Record<string, unknown>) {
  return platform().request<{ summary: string }>('POST', `/_platform/routing/${remote}`, body);
}

/** A page request as a given anonymous visitor; returns the builds it names. */
async function pageFor(visitor: string, cookies = ''): Promise<RemoteDescriptor[]> {
  const response = await fetch(`${site.url}/page`, { headers: { cookie: `pb_anon=${visitor}; ${cookies}` } });
  return ((await response.json()) as { remotes: RemoteDescriptor[] }).remotes;
}

let v1: string;
let v2: string;

/**
 * An HTTP request from a given loopback address (all of 127.0.0.0/8 reaches the server), so tests
 * can be many clients. (Fastify's inject cannot run under Jest here: light-my-request needs an ES module.)
 */
function requestFrom(
  on: TestPlatform,
  address: string,
  method: 'GET' | 'POST',
  url: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; json: unknown; setCookie: string[] }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(new URL(url, on.url), { method, headers, localAddress: address }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => {
        const json = (response.headers['content-type'] ?? '').includes('json') ? (JSON.parse(text) as unknown) : text;
        resolve({ status: response.statusCode ?? 0, json, setCookie: response.headers['set-cookie'] ?? [] });
      });
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** `name=value` of a cookie a response sets, or ''. */
const cookieSet = (lines: string[], name: string) => lines.find((line) => line.startsWith(`${name}=`))?.split(';')[0] ?? '';

interface PageView {
  reportToken: string;
  feed: string | undefined;
  /** The browser's entry proof cookie (`pb_entries=…`) once it fetched the feed's entry; '' without. */
  proof: string;
}

/** The cookies a document sets, as a browser keeps them: `name=value; …`. */
const cookiesSet = (lines: string[]) => lines.map((line) => line.split(';')[0]).join('; ');

/**
 * A browser that got its anonymous id and its signed identity from a document on `address`: its
 * cookies. The identity names that network: the browsers issued on one network are one to a canary.
 */
async function browserFrom(on: TestPlatform, address: string): Promise<string> {
  const document = await requestFrom(on, address, 'GET', '/page', {});
  const cookies = cookiesSet(document.setCookie);
  expect(cookies).toMatch(/^pb_anon=\w+; pb_browser=[\w-]+\.[\w-]+$/);
  return cookies;
}

/**
 * A document as a visitor on `address` (a fresh visitor without a cookie, whose identity the server
 * gives now, unless `cookie` names a browser): its report token and feed build; then, as a browser
 * does, the feed's entry script, which proves the fetch. `fetchEntry: false` is a script that only
 * fetches documents.
 */
async function pageView(on: TestPlatform, address: string, cookie?: string, { fetchEntry = true } = {}): Promise<PageView> {
  const document = await requestFrom(on, address, 'GET', '/page', cookie ? { cookie } : {});
  const { reportToken, remotes } = document.json as { reportToken: string; remotes: RemoteDescriptor[] };
  const feed = remotes.find((r) => r.name === 'mf_feed');
  const browser = cookie ?? cookiesSet(document.setCookie);
  const entry = feed && fetchEntry ? await requestFrom(on, address, 'GET', feed.entryUrl, browser ? { cookie: browser } : {}) : null;
  return { reportToken, feed: feed?.version, proof: entry ? cookieSet(entry.setCookie, 'pb_entries') : '' };
}

function load(token: string, version: string, ok: boolean) {
  return { token, remote: 'mf_feed', version, ok, durationMs: 120, ...(ok ? {} : { reason: 'integrity mismatch' }) };
}

/**
 * Posts a load report as a page does (sendBeacon's text/plain, with the browser's cookies: `proof`)
 * from `address`; returns how many loads were accepted.
 */
async function sendLoads(on: TestPlatform, address: string, loads: unknown[], proof = ''): Promise<number> {
  const response = await requestFrom(
    on,
    address,
    'POST',
    '/_platform/reports',
    { 'content-type': 'text/plain', ...(proof ? { cookie: proof } : {}) },
    JSON.stringify({ loads }),
  );
  expect(response.status).toBe(202);
  return (response.json as { accepted: number }).accepted;
}

/** Each page's failure, reported by its own browser (one report each, as pages do); the total accepted. */
async function sendFailures(on: TestPlatform, address: string, pages: readonly PageView[], version: string): Promise<number> {
  let accepted = 0;
  for (const page of pages) accepted += await sendLoads(on, address, [load(page.reportToken, version, false)], page.proof);
  return accepted;
}

/** The status figures are for the site's own people: the platform token reads them. */
const asPlatformTeam = { headers: { authorization: `Bearer ${TEST_TOKENS.platform}` } };

async function feedStatus(on: TestPlatform): Promise<RemoteStatus> {
  const status = (await (await fetch(`${on.url}/_platform/status`, asPlatformTeam)).json()) as PlatformStatus;
  return status.remotes.find((r) => r.remote === 'mf_feed')!;
}

describe('deploying', () => {
  it('registers a build as remote@packageVersion+buildId with every file’s integrity', async () => {
    const result = await deploy(TEST_TOKENS.feed, 'mf_feed', { marker: 'one' });
    expect(result.version).toMatch(/^1\.0\.0\+[0-9a-f]{10}$/);
    expect(result.files).toBe(4);
    v1 = result.version;
    const { versions } = await platform().request<{ versions: { version: string; deployedBy: string; source: string }[] }>(
      'GET',
      '/_platform/versions/mf_feed',
    );
    expect(versions).toEqual([expect.objectContaining({ version: v1, deployedBy: 'feed-team', source: 'deploy' })]);
    const stored = readFileSync(path.join(site.root, 'data', 'registry', 'mf_feed', v1, 'remoteEntry.js'), 'utf8');
    expect(stored).toMatch(/^\/\* mf_feed entry one \*\//);
  });

  it('refuses to upload the same version again', async () => {
    const error = await refusal(deploy(TEST_TOKENS.feed, 'mf_feed', { marker: 'one' }));
    expect(error.status).toBe(409);
    expect(error.message).toBe(
      `mf_feed@${v1} is already registered: versions are immutable. Change the code or bump "version" in package.json, then deploy again.`,
    );
  });

  it.each([
    ['no token', undefined, 401, 'missing or unknown token'],
    ['a wrong token', 'not-a-real-token-at-all', 401, 'missing or unknown token'],
    [
      'another area’s token',
      TEST_TOKENS.boards,
      403,
      "boards-team's token may deploy only mf_boards; to deploy mf_feed use mf_feed's deploy token or a platform token",
    ],
  ])('refuses a deploy with %s', async (_label, token, status, message) => {
    const error = await refusal(deploy(token as string, 'mf_feed', { marker: 'auth' }));
    expect(error.status).toBe(status);
    expect(error.message).toContain(message);
  });

  it('puts a token holder’s refused deploys in the audit log, and not a stranger’s', async () => {
    await refusal(deploy(TEST_TOKENS.boards, 'mf_feed', { marker: 'audited-403', packageVersion: '7.0.0' }));
    await refusal(deploy('not-a-real-token-at-all', 'mf_feed', { marker: 'audited-401', packageVersion: '7.0.1' }));
    await refusal(deploy(TEST_TOKENS.feed, 'mf_feed', { marker: 'audited-422', packageVersion: '7.0.2', reactRange: '^18.0.0' }));
    const { entries } = await platform().request<{ entries: { actor: string; action: string; summary: string }[] }>(
      'GET',
      '/_platform/audit?remote=mf_feed&limit=5',
    );
    const refused = entries.filter((entry) => entry.action === 'deploy-refused' && entry.summary.includes(' 7.0.'));
    expect(refused.map((entry) => [entry.actor, entry.summary.slice(0, 'refused mf_feed 7.0.0'.length)])).toEqual([
      ['feed-team', 'refused mf_feed 7.0.2'],
      ['boards-team', 'refused mf_feed 7.0.0'],
    ]);
    expect(refused[1]?.summary).toContain("boards-team's token may deploy only mf_boards");
    expect(refused[0]?.summary).toContain('cannot run in this shell');
  });

  it('refuses a build against another contracts major, saying why, and stores nothing', async () => {
    const error = await refusal(deploy(TEST_TOKENS.feed, 'mf_feed', { marker: 'major', contractsVersion: '2.0.0' }));
    expect(error.status).toBe(422);
    expect(error.details).toEqual([
      'it was built against shared-contracts 2.0.0 (major 2), but the shell runs shared-contracts 1.0.0 (major 1): rebuild it against a 1.x contracts package.',
      'it needs page-runtime ^2.0.0, but the shell provides page-runtime 1.0.0.',
    ]);
    const { versions } = await platform().request<{ versions: unknown[] }>('GET', '/_platform/versions/mf_feed');
    expect(versions).toHaveLength(1);
  });

  it('refuses a build whose shared ranges the shell cannot satisfy', async () => {
    const error = await refusal(deploy(TEST_TOKENS.feed, 'mf_feed', { marker: 'react', reactRange: '^20.0.0' }));
    expect(error.status).toBe(422);
    expect(error.message).toContain('it needs react ^20.0.0, but the shell provides react 19.3.1.');
  });

  it('refuses a file that arrived damaged', async () => {
    const dist = writeFakeBuild(mkdtempSync(path.join(builds, 'b-')), 'mf_feed', { marker: 'damaged' });
    const bundle = await readBuildBundle('mf_feed', dist, '1.0.0');
    bundle.files[0]!.bytes = Buffer.from('something else');
    const error = await refusal(uploadBundle(registryClient(site.url, TEST_TOKENS.feed), bundle));
    expect(error.status).toBe(400);
    expect(error.message).toBe('"12.abcdef01.js" arrived damaged: its bytes do not match its integrity. Deploy again.');
  });

  it('judges the build by its own manifest, not by what the uploader says about it', async () => {
    const dist = writeFakeBuild(mkdtempSync(path.join(builds, 'b-')), 'mf_feed', { marker: 'lying', contractsVersion: '2.0.0' });
    const bundle = await readBuildBundle('mf_feed', dist, '1.0.0');
    const error = await refusal(
      uploadBundle(registryClient(site.url, TEST_TOKENS.feed), { ...bundle, contractsVersion: '1.0.0', shared: [] }),
    );
    expect(error.status).toBe(400);
    expect(error.message).toBe("the contracts version and shared ranges sent do not match the build's mf-manifest.json");
  });

  it('registers the same build sent twice at once exactly once, keeping its files', async () => {
    const dist = writeFakeBuild(mkdtempSync(path.join(builds, 'b-')), 'mf_feed', { marker: 'race', packageVersion: '0.9.0' });
    const bundle = await readBuildBundle('mf_feed', dist, '0.9.0');
    const results = await Promise.allSettled([1, 2, 3].map(() => uploadBundle(registryClient(site.url, TEST_TOKENS.feed), bundle)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(rejected.map((r) => (r.reason as RegistryRefused).status)).toEqual([409, 409]);
    const { version } = (results.find((r) => r.status === 'fulfilled') as PromiseFulfilledResult<{ version: string }>).value;
    expect(readFileSync(path.join(site.root, 'data', 'registry', 'mf_feed', version, 'remoteEntry.js'), 'utf8')).toMatch(
      /^\/\* mf_feed entry race \*\//,
    );
  });

  it('lets the platform token deploy any area', async () => {
    const result = await deploy(TEST_TOKENS.platform, 'mf_boards', { marker: 'boards' });
    expect(result.version).toMatch(/^1\.0\.0\+/);
  });
});

describe('routing', () => {
  beforeAll(async () => {
    v2 = (await deploy(TEST_TOKENS.feed, 'mf_feed', { marker: 'two', packageVersion: '1.1.0' })).version;
  });

  it('needs the platform token, not a deploy token', async () => {
    const error = await refusal(
      registryClient(site.url, TEST_TOKENS.feed).request('POST', '/_platform/routing/mf_feed', {
        action: 'stable',
        version: '1.0.0',
        reason: 'x',
      }),
    );
    expect(error.status).toBe(403);
  });

  it('needs a reason', async () => {
    const error = await refusal(route('mf_feed', { action: 'stable', version: '1.0.0', reason: '' }));
    expect(error.status).toBe(400);
  });

  it('serves nothing before a stable version is set, then the stable version', async () => {
    expect((await pageFor('visitor-a')).map((r) => r.name)).toEqual([]);
    await route('mf_feed', { action: 'stable', version: '1.0.0', reason: 'first release' });
    const [feed] = await pageFor('visitor-a');
    expect(feed).toMatchObject({ name: 'mf_feed', version: v1, entryUrl: `/remotes/mf_feed/${encodeURIComponent(v1)}/remoteEntry.js` });
    expect(Object.keys(feed!.integrity ?? {}).sort()).toEqual(['12.abcdef01.js', '__federation_expose_app.abcdef01.css', 'remoteEntry.js']);
  });

  it('splits visitors by the canary share, and each keeps their side', async () => {
    await route('mf_feed', { action: 'canary', version: v2, share: 30, reason: 'try 1.1.0' });
    let canary = 0;
    for (let i = 0; i < 400; i += 1) {
      const [feed] = await pageFor(`split-${i}`);
      if (feed?.version === v2) canary += 1;
    }
    expect(Math.abs(canary / 400 - 0.3)).toBeLessThan(0.07);
    for (let i = 0; i < 20; i += 1) {
      expect((await pageFor(`split-${i}`))[0]?.version).toBe((await pageFor(`split-${i}`))[0]?.version);
    }
  });

  it('gives a first-time visitor an anonymous id and a signed browser identity, and bots always get stable and neither', async () => {
    const first = await fetch(`${site.url}/page`);
    const [anon, browser] = first.headers.getSetCookie();
    expect(anon).toMatch(/^pb_anon=fresh\w+; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(browser).toMatch(/^pb_browser=[\w-]+\.[\w-]+; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/);
    // Kept while it is the server's; an old visitor's, or a made-up one, is replaced on the next document.
    const kept = await fetch(`${site.url}/page`, { headers: { cookie: `pb_anon=returning; ${browser!.split(';')[0]}` } });
    expect(kept.headers.getSetCookie()).toEqual([]);
    for (const made of ['', '; pb_browser=chosen-by-the-client', `; ${browser!.split(';')[0]}x`]) {
      const replaced = await fetch(`${site.url}/page`, { headers: { cookie: `pb_anon=returning${made}` } });
      expect(replaced.headers.getSetCookie()).toEqual([expect.stringMatching(/^pb_browser=[\w-]+\.[\w-]+; /)]);
    }
    for (let i = 0; i < 10; i += 1) {
      const response = await fetch(`${site.url}/page`, { headers: { 'user-agent': 'bot' } });
      expect(response.headers.getSetCookie()).toEqual([]);
      expect(((await response.json()) as { remotes: RemoteDescriptor[] }).remotes[0]?.version).toBe(v1);
    }
  });

  it('switches an area off with the kill switch, leaving the others', async () => {
    await route('mf_boards', { action: 'stable', version: '1.0.0', reason: 'boards live' });
    await route('mf_feed', { action: 'kill', reason: 'feed is broken' });
    expect((await pageFor('visitor-a')).map((r) => r.name)).toEqual(['mf_boards']);
    await route('mf_feed', { action: 'revive', reason: 'fixed' });
    expect((await pageFor('visitor-a')).map((r) => r.name)).toEqual(['mf_feed', 'mf_boards']);
  });

  it('rolls back a canary so everyone is on stable, then the stable itself', async () => {
    expect((await route('mf_feed', { action: 'rollback', reason: 'canary looks wrong' })).summary).toBe(
      `canary ${v2} stopped; everyone gets stable ${v1}`,
    );
    for (let i = 0; i < 50; i += 1) expect((await pageFor(`split-${i}`))[0]?.version).toBe(v1);
    await route('mf_feed', { action: 'stable', version: v2, reason: 'ship it' });
    expect((await route('mf_feed', { action: 'rollback', reason: 'regression' })).summary).toBe(`rolled back stable ${v2} → ${v1}`);
    expect((await pageFor('visitor-a'))[0]?.version).toBe(v1);
  });

  it.each([
    [{ action: 'stable', version: '9.9.9', reason: 'x' }, 404, 'mf_feed@9.9.9 is not registered'],
    [{ action: 'canary', version: '1.1.0', reason: 'x' }, 400, '"canary" needs a share from 0 to 100'],
    [{ action: 'canary', version: '1.1.0', share: 101, reason: 'x' }, 400, 'bad request'],
    [{ action: 'promote', reason: 'x' }, 409, 'mf_feed: there is no canary to promote'],
    [{ action: 'explode', reason: 'x' }, 400, 'bad request'],
  ])('refuses %j', async (body, status, message) => {
    const error = await refusal(route('mf_feed', body));
    expect(error.status).toBe(status);
    expect(error.message).toContain(message);
  });

  it('writes who, what, when and why to the audit log', async () => {
    const { entries } = await platform().request<{
      entries: { actor: string; action: string; summary: string; reason: string; at: number }[];
    }>('GET', '/_platform/audit?remote=mf_feed&limit=3');
    expect(entries[0]).toMatchObject({
      actor: 'ops',
      action: 'rollback',
      summary: `rolled back stable ${v2} → ${v1}`,
      reason: 'regression',
    });
    expect(entries[0]!.at).toBeGreaterThan(Date.now() - 60_000);
    const error = await refusal(registryClient(site.url, TEST_TOKENS.feed).request('GET', '/_platform/audit'));
    expect(error.status).toBe(403);
  });
});

describe('overrides', () => {
  let token: string;

  it('are issued with the platform token for registered versions only', async () => {
    const issued = await platform().request<{ token: string; link: string; versions: Record<string, string> }>(
      'POST',
      '/_platform/overrides',
      {
        versions: ['mf_feed@1.1.0'],
        ttlMinutes: 10,
        reason: 'QA of 1.1.0',
      },
    );
    expect(issued.versions).toEqual({ mf_feed: v2 });
    expect(issued.link).toBe(`/?pb-override=${issued.token}`);
    token = issued.token;
    expect((await refusal(platform().request('POST', '/_platform/overrides', { versions: ['mf_feed@7.0.0'], reason: 'x' }))).status).toBe(
      404,
    );
    expect(
      (
        await refusal(
          registryClient(site.url, TEST_TOKENS.feed).request('POST', '/_platform/overrides', { versions: ['mf_feed@1.1.0'], reason: 'x' }),
        )
      ).status,
    ).toBe(403);
  });

  it('set a cookie from the link, redirect without the parameter, and show that browser the version', async () => {
    const response = await fetch(`${site.url}/page?x=1&pb-override=${token}`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/page?x=1');
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^pb_override=[\w.-]+; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(Number(/Max-Age=(\d+)/.exec(cookie)?.[1])).toBeLessThanOrEqual(600);
    expect((await pageFor('visitor-a', `pb_override=${token}`))[0]?.version).toBe(v2);
    expect((await pageFor('visitor-a'))[0]?.version).toBe(v1);
  });

  it('are ignored when forged or unsigned', async () => {
    const [body] = token.split('.');
    const forged = `${Buffer.from(JSON.stringify({ exp: Date.now() + 60_000, data: { mf_feed: v2 } })).toString('base64url')}.${token.split('.')[1]}`;
    for (const bad of [forged, body!, 'mf_feed@1.1.0']) {
      const response = await fetch(`${site.url}/page?pb-override=${encodeURIComponent(bad)}`, { redirect: 'manual' });
      expect(response.status).toBe(302);
      expect(response.headers.get('set-cookie')).toBeNull();
      expect((await pageFor('visitor-a', `pb_override=${bad}`))[0]?.version).toBe(v1);
    }
  });

  it('are cleared with pb-override=clear', async () => {
    const response = await fetch(`${site.url}/page?pb-override=clear`, { redirect: 'manual' });
    expect(response.headers.get('set-cookie')).toContain('pb_override=; Max-Age=0');
  });
});

describe('load reports and automatic rollback', () => {
  it('roll a canary back when its pages fail for enough browsers on enough networks, and the audit log says why', async () => {
    // Browsers issued on twelve networks, reporting from six, each with one page view; two pages load, ten fail.
    const visitors: { cookie: string; address: string }[] = [];
    for (let i = 0; i < 12; i += 1) {
      visitors.push({ cookie: await browserFrom(site, `127.0.5.${i + 1}`), address: `127.0.0.${(i % 6) + 1}` });
    }
    await route('mf_feed', { action: 'canary', version: v2, share: 100, reason: 'canary for everyone' });
    const pages: PageView[] = [];
    for (const visitor of visitors) {
      const page = await pageView(site, visitor.address, visitor.cookie);
      expect(page.feed).toBe(v2);
      pages.push(page);
    }
    const first = pages[0]!;
    // A forged token, a version the page was not served, and a replay of one page's outcome count for nothing.
    expect(
      await sendLoads(
        site,
        visitors[0]!.address,
        [{ ...load(first.reportToken, v2, false), token: 'x.y' }, load(first.reportToken, v1, false)],
        first.proof,
      ),
    ).toBe(0);
    const outcomes = [load(first.reportToken, v2, true), load(first.reportToken, v2, false), load(first.reportToken, v2, false)];
    expect(await sendLoads(site, visitors[0]!.address, outcomes, first.proof)).toBe(1);
    expect(await sendLoads(site, visitors[1]!.address, [load(pages[1]!.reportToken, v2, true)], pages[1]!.proof)).toBe(1);
    // A failure without the browser's proof that it fetched the build's entry, or with another browser's, counts for nothing.
    expect(await sendLoads(site, visitors[2]!.address, [load(pages[2]!.reportToken, v2, false)])).toBe(0);
    expect(await sendLoads(site, visitors[2]!.address, [load(pages[2]!.reportToken, v2, false)], pages[3]!.proof)).toBe(0);
    for (let i = 2; i < 11; i += 1) expect(await sendFailures(site, visitors[i]!.address, [pages[i]!], v2)).toBe(1);
    // Nine networks' failing browsers: above the rate, reported from six addresses, but one network short.
    expect((await feedStatus(site)).canaryHealth).toMatchObject({
      version: v2,
      decision: 'keeping',
      reason: 'the failing browsers were issued on 9 networks, fewer than the 10 needed',
      documents: 12,
      loads: 11,
      failures: 9,
      browsers: 11,
      failingVisitors: 9,
      failingAddresses: 6,
    });
    expect((await pageFor('anyone'))[0]?.version).toBe(v2);
    expect(await sendFailures(site, visitors[11]!.address, [pages[11]!], v2)).toBe(1);
    expect((await pageFor('anyone'))[0]?.version).toBe(v1);
    const reason = `automatic rollback: canary ${v2} failed in browsers from 10 of 12 networks (83.3 %), reported from 6 addresses; stable was reported from too few networks over the same time to compare (0), so against 0 %: more than 50 % above`;
    const { entries } = await platform().request<{ entries: { actor: string; reason: string }[] }>(
      'GET',
      '/_platform/audit?remote=mf_feed&limit=1',
    );
    expect(entries[0]).toEqual(expect.objectContaining({ actor: 'auto-rollback', reason }));
    expect((await feedStatus(site)).canaryHealth).toMatchObject({
      version: v2,
      decision: 'rolled back',
      reason,
      documents: 13,
      loads: 12,
      failures: 10,
      browsers: 12,
      failingVisitors: 10,
      failingAddresses: 6,
      failureRatePercent: 83.3,
      thresholds: { maxFailureRatePercent: 50, minLoads: 4, minVisitors: 10, minAddresses: 5 },
    });
  });

  describe('from a single client', () => {
    let own: TestPlatform;
    let stable: string;
    let canary: string;
    const forger = '127.0.0.66';
    /** Browsers the forger had the server mint before the canary started, kept for when one does. */
    const stash: string[] = [];

    beforeAll(async () => {
      own = await startTestPlatform();
      stable = (await deploy(TEST_TOKENS.feed, 'mf_feed', { marker: 'forged-stable', packageVersion: '1.0.0' }, own)).version;
      canary = (await deploy(TEST_TOKENS.feed, 'mf_feed', { marker: 'forged-canary', packageVersion: '1.1.0' }, own)).version;
      const ops = registryClient(own.url, TEST_TOKENS.platform);
      await ops.request('POST', '/_platform/routing/mf_feed', { action: 'stable', version: stable, reason: 'x' });
      for (let i = 0; i < 100; i += 1) stash.push(await browserFrom(own, forger));
      await ops.request('POST', '/_platform/routing/mf_feed', { action: 'canary', version: canary, share: 50, reason: 'half' });
    });
    afterAll(async () => {
      await own.close();
    });

    it('cannot roll a canary back: cookie-less documents, forged failures, replays and other visitors’ tokens', async () => {
      // Real visitors' pages (on other addresses), their tokens got hold of by the forger: without
      // their browsers' proofs of the entry they fetched, they count for nothing.
      // Visitors are bucketed by a random key: as many pages as it takes for six on the canary (at 50 %, about 12).
      const othersOnCanary: PageView[] = [];
      for (let i = 0; othersOnCanary.length < 6 && i < 200; i += 1) {
        const page = await pageView(own, `127.0.1.${i + 1}`);
        if (page.feed === canary) othersOnCanary.push(page);
      }
      expect(othersOnCanary).toHaveLength(6);
      expect(
        await sendLoads(
          own,
          forger,
          othersOnCanary.map((page) => load(page.reportToken, canary, false)),
        ),
      ).toBe(0);

      // Documents without a cookie: fresh visitors, all on one address, none of which ran the page
      // (no entry fetched): their failures count for nothing.
      const documentsOnly: PageView[] = [];
      for (let i = 0; i < 20; i += 1) documentsOnly.push(await pageView(own, forger, undefined, { fetchEntry: false }));
      const unprovenOnCanary = documentsOnly.filter((p) => p.feed === canary);
      expect(unprovenOnCanary.length).toBeGreaterThan(0);
      expect(await sendFailures(own, forger, unprovenOnCanary, canary)).toBe(0);

      // 100 more, each fetching the entry as a page would: stored, but every browser's identity was
      // issued on the forger's network, so together they are one.
      const emulated: PageView[] = [];
      for (let i = 0; i < 100; i += 1) emulated.push(await pageView(own, forger));
      const onCanary = emulated.filter((p) => p.feed === canary);
      expect(onCanary.length).toBeGreaterThan(30);
      // Stable pages claiming the canary failed count for nothing.
      expect(await sendFailures(own, forger, emulated.filter((p) => p.feed === stable).slice(0, 20), canary)).toBe(0);
      const accepted = await sendFailures(own, forger, onCanary, canary);
      // At most 60 a minute from one address.
      expect(accepted).toBe(Math.min(60, onCanary.length));
      // Replays count for nothing, from this address or another.
      expect(await sendFailures(own, '127.0.0.67', onCanary.slice(0, 5), canary)).toBe(0);
      const documents = othersOnCanary.length + unprovenOnCanary.length + onCanary.length;

      const health = (await feedStatus(own)).canaryHealth;
      expect((await own.platform.registry.routing()).mf_feed.canary).toBe(canary);
      expect(health).toMatchObject({
        version: canary,
        decision: 'keeping',
        reason: 'browsers from 1 network reported the canary, fewer than the 4 needed to judge',
        documents,
        loads: accepted,
        failures: accepted,
        browsers: 1,
        failingVisitors: 1,
        failingAddresses: 1,
        failureRatePercent: 100,
      });
      const html = await (await fetch(`${own.url}/_platform/`, asPlatformTeam)).text();
      expect(html).toContain('keeping');
      expect(html).toContain('browsers from 1 network reported the canary, fewer than the 4 needed to judge');
    });

    // Issue 59: 12 fresh browsers' failures from each of 5 addresses, each with its proof, rolled a canary back.
    it('topped up with fresh browsers from four more addresses (12 each): five networks’ browsers, kept', async () => {
      for (let n = 1; n <= 4; n += 1) {
        const address = `127.0.2.${n}`;
        const pages: PageView[] = [];
        for (let i = 0; pages.length < 12 && i < 100; i += 1) {
          const page = await pageView(own, address);
          if (page.feed === canary) pages.push(page);
        }
        expect(await sendFailures(own, address, pages, canary)).toBe(12);
      }
      expect((await own.platform.registry.routing()).mf_feed.canary).toBe(canary);
      expect((await feedStatus(own)).canaryHealth).toMatchObject({
        decision: 'keeping',
        reason: 'the failing browsers were issued on 5 networks, fewer than the 10 needed',
        browsers: 5,
        failingVisitors: 5,
        failingAddresses: 5,
      });
    });

    it('with browsers it had minted before the canary, reported from ten more addresses, still has its one network', async () => {
      const before = (await feedStatus(own)).canaryHealth!;
      const stashed: PageView[] = [];
      for (const cookie of stash) {
        const page = await pageView(own, forger, cookie);
        if (page.feed === canary) stashed.push(page);
      }
      expect(stashed.length).toBeGreaterThan(10);
      for (let i = 0; i < 10; i += 1) expect(await sendFailures(own, `127.0.4.${i + 1}`, [stashed[i]!], canary)).toBe(1);
      expect((await own.platform.registry.routing()).mf_feed.canary).toBe(canary);
      expect((await feedStatus(own)).canaryHealth).toMatchObject({
        decision: 'keeping',
        reason: 'the failing browsers were issued on 5 networks, fewer than the 10 needed',
        failingVisitors: before.failingVisitors,
        failingAddresses: before.failingAddresses + 10,
      });
    });
  });

  it('alert a person once, instead of rolling back, when one address reported most of the failing networks’ browsers', async () => {
    const own = await startTestPlatform();
    try {
      const stable = (await deploy(TEST_TOKENS.feed, 'mf_feed', { marker: 'alert-stable', packageVersion: '1.0.0' }, own)).version;
      const canary = (await deploy(TEST_TOKENS.feed, 'mf_feed', { marker: 'alert-canary', packageVersion: '1.1.0' }, own)).version;
      const ops = registryClient(own.url, TEST_TOKENS.platform);
      await ops.request('POST', '/_platform/routing/mf_feed', { action: 'stable', version: stable, reason: 'x' });
      await ops.request('POST', '/_platform/routing/mf_feed', { action: 'canary', version: canary, share: 100, reason: 'all' });
      // Browsers issued on ten networks; six of their failures come through one address (a proxy, an office), four from their own.
      const pages: PageView[] = [];
      for (let i = 0; i < 10; i += 1) pages.push(await pageView(own, `127.0.6.${i + 1}`));
      expect(await sendFailures(own, '127.0.0.80', pages.slice(0, 6), canary)).toBe(6);
      for (let i = 6; i < 10; i += 1) expect(await sendFailures(own, `127.0.6.${i + 1}`, [pages[i]!], canary)).toBe(1);
      expect((await own.platform.registry.routing()).mf_feed.canary).toBe(canary);
      const health = (await feedStatus(own)).canaryHealth;
      expect(health).toMatchObject({ decision: 'needs a person', failingVisitors: 10, failingAddresses: 5, topNetworkFailures: 6 });
      expect(health?.reason).toBe(
        `alert: canary ${canary} failed in browsers from 10 of 10 networks (100 %), but 6 of them were reported from one address (60 %), more than the 50 % one network may hold: not rolled back automatically; a person should look`,
      );
      const audit = async () =>
        (
          await registryClient(own.url, TEST_TOKENS.platform).request<{ entries: { actor: string; action: string; reason: string }[] }>(
            'GET',
            '/_platform/audit?remote=mf_feed&limit=5',
          )
        ).entries.filter((entry) => entry.action === 'alert');
      expect(await audit()).toEqual([expect.objectContaining({ actor: 'auto-rollback', reason: health?.reason })]);
      // More failures keep the alert to one.
      const more = await pageView(own, '127.0.6.99');
      expect(await sendFailures(own, '127.0.0.80', [more], canary)).toBe(1);
      expect(await audit()).toHaveLength(1);
      expect(await (await fetch(`${own.url}/_platform/`, asPlatformTeam)).text()).toContain(
        '<strong>needs a person</strong>: alert: canary',
      );
    } finally {
      await own.close();
    }
  });

  it('accepts at most 60 loads a minute from one address', async () => {
    const own = await startTestPlatform({ minLoads: 1000 });
    try {
      const deployed = await uploadBundle(
        registryClient(own.url, TEST_TOKENS.feed),
        await readBuildBundle('mf_feed', writeFakeBuild(mkdtempSync(path.join(builds, 'b-')), 'mf_feed', { marker: 'limit' }), '1.0.0'),
      );
      await registryClient(own.url, TEST_TOKENS.platform).request('POST', '/_platform/routing/mf_feed', {
        action: 'stable',
        version: deployed.version,
        reason: 'x',
      });
      const loads = [];
      for (let i = 0; i < 61; i += 1) {
        const { reportToken } = (await (
          await fetch(`${own.url}/page`, { headers: { cookie: `pb_anon=limit-visitor-${String(i).padStart(6, '0')}` } })
        ).json()) as { reportToken: string };
        loads.push({ token: reportToken, remote: 'mf_feed', version: deployed.version, ok: true, durationMs: 10 });
      }
      const send = async (batch: unknown[]) =>
        (
          (await (
            await fetch(`${own.url}/_platform/reports`, {
              method: 'POST',
              headers: { 'content-type': 'text/plain' },
              body: JSON.stringify({ loads: batch }),
            })
          ).json()) as { accepted: number }
        ).accepted;
      expect(await send(loads.slice(0, 50))).toBe(50);
      expect(await send(loads.slice(50))).toBe(10);
    } finally {
      await own.close();
    }
  });

  it('refuses a report that is not JSON', async () => {
    const response = await fetch(`${site.url}/_platform/reports`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'nope',
    });
    expect(response.status).toBe(400);
  });
});

describe('status', () => {
  it('reports per remote: versions, routing, document share, load percentiles and failures', async () => {
    const response = await fetch(`${site.url}/_platform/status`, asPlatformTeam);
    const status = (await response.json()) as {
      remotes: {
        remote: string;
        routing: { stable: string };
        versions: { version: string; role: string; documents: number; loads: number; failures: number; loadP50Ms: number | null }[];
      }[];
    };
    expect(status.remotes.map((r) => r.remote)).toEqual([...REMOTE_NAMES]);
    const feed = status.remotes[0]!;
    expect(feed.routing.stable).toBe(v1);
    const canary = feed.versions.find((v) => v.version === v2)!;
    expect(canary).toMatchObject({ role: 'idle', loads: 12, failures: 10, loadP50Ms: 120 });
    expect(feed.versions.find((v) => v.version === v1)!.documents).toBeGreaterThan(0);
  });

  it('is a page a person can read', async () => {
    const response = await fetch(`${site.url}/_platform/`, { headers: { [TEST_STAFF_HEADER]: 'employee' } });
    const html = await response.text();
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(html).toContain('<h1>Platform status</h1>');
    expect(html).toContain(`Stable <code>${v1}</code>. No canary.`);
    // What the last automatic rollback was decided on.
    expect(html).toContain('<th scope="col">Networks failing</th><th scope="col">Failing addresses</th>');
    expect(html).toContain('failing browsers issued on at least 10 networks and reported from 5 addresses');
    expect(html).toContain(`<strong>rolled back</strong>: automatic rollback: canary ${v2} failed in browsers from 10 of 12 networks`);
  });

  // Issue 41, item 12: the figures name who deployed what and the evidence a rollback was decided on.
  const NOT_A_READER =
    'the registry\'s figures are for the site\'s own people: send "Authorization: Bearer <token>" (a platform or deploy token) or sign in with an employee account';
  it.each<[string, Record<string, string>, number]>([
    ['a stranger', {}, 401],
    ['an unknown token', { authorization: 'Bearer a-token-nobody-has-12345' }, 401],
    ['a signed-in person who is not an employee', { [TEST_STAFF_HEADER]: 'not-employee' }, 403],
    ['an employee', { [TEST_STAFF_HEADER]: 'employee' }, 200],
    ['the platform token', { authorization: `Bearer ${TEST_TOKENS.platform}` }, 200],
    ['a deploy token', { authorization: `Bearer ${TEST_TOKENS.boards}` }, 200],
  ])('are for the site’s own people: %s gets %i', async (_who, headers, status) => {
    for (const url of ['/_platform/status', '/_platform/versions/mf_feed']) {
      const response = await fetch(`${site.url}${url}`, { headers });
      expect([url, response.status]).toEqual([url, status]);
      const body = (await response.json()) as { error?: string; remotes?: unknown; versions?: unknown };
      if (status === 200) expect(body.error).toBeUndefined();
      else expect(body).toEqual({ error: NOT_A_READER });
    }
    const page = await fetch(`${site.url}/_platform/`, { headers });
    expect(page.status).toBe(status);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    expect(html).toContain('<h1>Platform status</h1>');
    expect(html.includes(`Stable <code>${v1}</code>`)).toBe(status === 200);
  });

  it('turns a person away with a page that says why and where to go', async () => {
    const signedOut = await (await fetch(`${site.url}/_platform/`)).text();
    expect(signedOut).toContain("The platform's status is for Pinboard's own people. Log in with your employee account to see it.");
    expect(signedOut).toContain('<a href="/login?next=%2F_platform%2F">Log in</a>');
    expect(signedOut).toContain('<link rel="stylesheet" href="/_platform/status.css">');
    const notEmployee = await (await fetch(`${site.url}/_platform/`, { headers: { [TEST_STAFF_HEADER]: 'not-employee' } })).text();
    expect(notEmployee).toContain("this account is not an employee's");
    expect(notEmployee).toContain('<a href="/">Back to Pinboard</a>');
    expect(notEmployee).not.toContain('Log in');
    // The stylesheet holds no figures.
    expect((await fetch(`${site.url}/_platform/status.css`)).status).toBe(200);
  });

  it('are open to anyone in development mode, where the page also lists the mail the site would have sent', async () => {
    const dev = await startTestPlatform({ devMode: true });
    try {
      expect((await fetch(`${dev.url}/_platform/status`)).status).toBe(200);
      expect((await fetch(`${dev.url}/_platform/`)).status).toBe(200);
    } finally {
      await dev.close();
    }
  });
});

describe('tokens', () => {
  it('never appear in what the server logs', async () => {
    const lines: string[] = [];
    const logged = await startTestPlatform({ root: mkdtempSync(path.join(os.tmpdir(), 'logged-')), logLines: lines });
    try {
      await refusal(
        registryClient(logged.url, TEST_TOKENS.boards).request('POST', '/_platform/routing/mf_feed', { action: 'rollback', reason: 'x' }),
      );
      await refusal(
        registryClient(logged.url, 'a-token-nobody-has-12345').request('POST', '/_platform/overrides', {
          versions: ['mf_feed@1.0.0'],
          reason: 'x',
        }),
      );
    } finally {
      await logged.close();
      rmSync(logged.root, { recursive: true, force: true });
    }
    // The log did capture the requests (trace level), just not their tokens.
    expect(lines.join('')).toContain('/_platform/routing/mf_feed');
    expect(lines.join('')).not.toContain(TEST_TOKENS.boards);
    expect(lines.join('')).not.toContain('a-token-nobody-has-12345');
  });
});

describe('the access file', () => {
  it('is checked at start, naming the field, without echoing a token', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'access-'));
    const accessFile = path.join(root, 'access.json');
    writeFileSync(
      accessFile,
      JSON.stringify({ signingSecret: 'x'.repeat(40), tokens: [{ name: 'a', scope: 'deploy:mf_cart', token: 'secret-token-123456' }] }),
    );
    const { openPlatform } = await import('../openPlatform');
    const attempt = openPlatform({
      dataDir: root,
      accessFile,
      shellSharedVersionsFile: '/nope',
      localBuilds: {},
      canaryPolicy: { maxFailureRate: 0.1, minLoads: 1 },
    });
    await expect(attempt).rejects.toThrow(`${accessFile}: tokens[0].scope must be "platform" or "deploy:<remote>"`);
    await attempt.catch((error: Error) => expect(error.message).not.toContain('secret-token'));
    rmSync(root, { recursive: true, force: true });
  });
});

describe("deploying a build with a server file (build-config's serverEntry)", () => {
  it('uploads it with the build, as pinboard deploy does, and registers it verified', async () => {
    const source = 'exports.renderFirstScreen = function () { return { html: "", css: "", queryState: {}, head: "" }; };';
    const result = await deploy(TEST_TOKENS.boards, 'mf_boards', { marker: 'with-server', serverSource: source, packageVersion: '3.0.0' });
    expect(result.files).toBe(5);
    const entry = await site.platform.registry.readServerEntry('mf_boards', result.version);
    expect(entry?.bytes.toString('utf8')).toBe(source);
  });
});

describe('size budgets', () => {
  it('are measured at deploy, listed with each version, refuse an over-budget deploy, and hold a forced one back unless forced again', async () => {
    const within = await deploy(TEST_TOKENS.boards, 'mf_boards', { marker: 'light', budgetBytes: 10_000 });
    expect(within.budgetBytes).toBe(10_000);
    expect(within.initialBytes).toBeGreaterThan(0);
    const heavyBuild = writeFakeBuild(mkdtempSync(path.join(builds, 'b-')), 'mf_boards', { marker: 'heavy', budgetBytes: 50 });
    const heavyBody = (token: string, extra: Record<string, unknown>) =>
      readBuildBundle('mf_boards', heavyBuild, '1.1.0').then((bundle) =>
        registryClient(site.url, token).request<DeployResult & { report?: string[] }>('POST', '/_platform/versions', {
          remote: bundle.remote,
          packageVersion: bundle.packageVersion,
          files: bundle.files.map((f) => ({ path: f.path, integrity: f.integrity, contentBase64: f.bytes.toString('base64') })),
          ...extra,
        }),
      );
    // The team's own deploy is refused, with the fix; only a platform engineer may force it, saying why.
    const overBudget = await refusal(heavyBody(TEST_TOKENS.boards, {}));
    expect(overBudget.status).toBe(422);
    expect(overBudget.details[0]).toMatch(
      /^it is 0\.\d KB before it can mount, over its 0\.0 KB budget by (\d+ bytes|0\.\d KB): share the shell's singletons/,
    );
    expect((await refusal(heavyBody(TEST_TOKENS.boards, { forceOverBudget: true, reason: 'mine' }))).status).toBe(403);
    expect((await refusal(heavyBody(TEST_TOKENS.platform, { forceOverBudget: true }))).status).toBe(400);
    const heavy = await heavyBody(TEST_TOKENS.platform, { forceOverBudget: true, reason: 'hotfix; trim next' });
    expect(heavy.initialBytes).toBeGreaterThan(50);
    expect(heavy.report).toEqual([
      expect.stringMatching(
        /^size: 0\.\d KB before it can mount, over its 0\.0 KB budget by (\d+ bytes|0\.\d KB) \(compressed, as measured by the registry\)$/,
      ),
      expect.stringMatching(/^OVER BUDGET: the registry will serve it to at most a 5 % canary/),
    ]);

    const { versions } = await platform().request<{ versions: { version: string; initialBytes?: number; budgetBytes?: number }[] }>(
      'GET',
      '/_platform/versions/mf_boards',
    );
    expect(versions.find((v) => v.version === heavy.version)).toMatchObject({ initialBytes: heavy.initialBytes, budgetBytes: 50 });

    await route('mf_boards', { action: 'stable', version: within.version, reason: 'ship' });
    const refused = await refusal(route('mf_boards', { action: 'stable', version: heavy.version, reason: 'ship it' }));
    expect(refused.status).toBe(409);
    expect(refused.message).toContain(`mf_boards@${heavy.version} is `);
    expect(refused.message).toContain('or go ahead with --force-over-budget and say why in --reason');
    const bad = await refusal(route('mf_boards', { action: 'stable', version: heavy.version, reason: 'x', forceOverBudget: 'yes' }));
    expect(bad.status).toBe(400);

    const forced = await route('mf_boards', {
      action: 'stable',
      version: heavy.version,
      reason: 'hotfix; trim next',
      forceOverBudget: true,
    });
    expect(forced.summary).toContain('forced over budget');
    const page = await pageFor('budget-visitor');
    expect(page.find((r) => r.name === 'mf_boards')?.version).toBe(heavy.version);
  });
});
