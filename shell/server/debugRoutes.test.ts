// The debug panel's calls on the real edge server, over the API's seeded demo world (its employee,
// 'employee', and the demo user, who is not one) and a real registry with two runnable builds of
// mf_feed and one it cannot run.

import Fastify from 'fastify';
import http from 'node:http';
import path from 'node:path';
import { TestClient } from 'api/src/testing/testApi';
import { openSqliteRegistryStore, readBuildBundle, type PlatformDeps } from 'pinboard-platform';
import { writeFakeBuild } from 'pinboard-platform/src/testing/fakeBuild';
import {
  DEBUG_OVERRIDE_LINK_PATH,
  DEBUG_VERSIONS_PATH,
  type DebugVersions,
  parseDebugOverrideLink,
  parseDebugVersions,
  parsePlatformConfig,
  REMOTE_NAMES,
} from 'shared-contracts/platform';
import { CSRF_MESSAGE, DEBUG_OVERRIDE_TTL_MS, debugRoutes, NOT_EMPLOYEE_MESSAGE, NOT_SIGNED_IN_MESSAGE } from './debugRoutes';
import { EMPLOYEE_FILE_CACHE_CONTROL } from './builtFilesPlugin';
import { MOVED_CACHE_CONTROL } from './requestPath';
import { edgeTestDocument } from './testing/edgeTestDocument';
import { platformDepsFor } from './testing/platformDepsFor';
import { edgeOverTestApiForFile } from './testing/edgeOverTestApi';

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const TEMPLATE = edgeTestDocument(['mf_feed']);

let platformDeps: PlatformDeps;
let local: string;
let newer: string;
let incompatible: string;

/** A browser-like client of the edge server: keeps its cookies, sends the CSRF header on writes. */
async function signedIn(username: string): Promise<TestClient> {
  return new TestClient(edge.base).login(username);
}

async function auditEntries() {
  return edge.platform.registry.audit(50);
}

interface RawAnswer {
  status: number;
  cacheControl: string | undefined;
  vary: string | undefined;
  location: string | undefined;
  body: string;
}

/** GET `target` exactly as written (fetch would resolve its dot segments first). */
function rawGet(target: string, cookie: string): Promise<RawAnswer> {
  const { hostname, port } = new URL(edge.base);
  return new Promise((resolve, reject) => {
    http
      .get({ hostname, port, path: target, headers: cookie ? { cookie } : {} }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            cacheControl: response.headers['cache-control'],
            vary: response.headers.vary,
            location: response.headers.location,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      })
      .on('error', reject);
  });
}

/** Every answer on the way from `target`, following redirects as a browser or cache would. */
async function answersTo(target: string, cookie = ''): Promise<RawAnswer[]> {
  const answers = [await rawGet(target, cookie)];
  for (let last = answers[0]; last && last.status === 301 && last.location && answers.length < 5; last = answers.at(-1)) {
    answers.push(await rawGet(last.location, cookie));
  }
  return answers;
}

function feedVersionOf(html: string): string | undefined {
  const json = /<script id="pinboard-platform" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}';
  return parsePlatformConfig(JSON.parse(json)).remotes.find((r) => r.name === 'mf_feed')?.version;
}

const edge = edgeOverTestApiForFile(
  {
    name: 'edge-debug',
    document: TEMPLATE,
    // The shell's own files: a script, its source map, and the debug panel's chunk.
    shellFiles: {
      'public/shell.0a1b2c3d.js': 'console.log("shell")\n//# sourceMappingURL=shell.0a1b2c3d.js.map',
      'public/shell.0a1b2c3d.js.map': '{"version":3,"sources":["webpack://shell/src/index.ts"]}',
      'public/debug-panel.4e5f6a7b.js': 'console.log("panel")',
    },
    builds: { mf_feed: { packageVersion: '2.1.0' } },
  },
  async ({ testApi, site, platform }) => {
    const ops = { name: 'feed-team' };
    const deploy = async (label: string, packageVersion: string) => {
      const dist = writeFakeBuild(path.join(site.root, label), 'mf_feed', { packageVersion, marker: label });
      return (await platform.registry.deploy(await readBuildBundle('mf_feed', dist, packageVersion), ops)).version;
    };
    local = (await platform.registry.versions('mf_feed'))[0]?.version ?? '';
    newer = await deploy('newer', '2.2.0');
    // A build registered before the shell moved to another shared-contracts major: still in the
    // registry, but this shell cannot run it (a deploy today would be refused).
    incompatible = '3.0.0+0123456789';
    const store = await openSqliteRegistryStore(path.join(site.root, 'data'));
    await store.addVersion(
      {
        remote: 'mf_feed',
        version: incompatible,
        packageVersion: '3.0.0',
        buildId: '0123456789',
        contractsVersion: '0.9.0',
        shared: [],
        files: [],
        source: 'deploy',
        deployedAt: Date.now() + 60_000,
        deployedBy: 'feed-team',
      },
      { at: Date.now(), actor: 'feed-team', remote: 'mf_feed', action: 'deploy', summary: 'an old build', reason: 'test' },
    );
    await store.close();
    const storage = testApi.api.deps.storage;
    platformDeps = platformDepsFor(platform, storage);
    return { platform: platformDeps };
  },
);

/** Who may not use the debug routes, and what each is told. */
const NOT_EMPLOYEES: Array<[string, () => Promise<TestClient>, string]> = [
  ['the demo user, who is not an employee', () => signedIn('demo'), NOT_EMPLOYEE_MESSAGE],
  ['a visitor', async () => new TestClient(edge.base), NOT_SIGNED_IN_MESSAGE],
  [
    'a bot',
    async () => {
      const bot = new TestClient(edge.base);
      bot.userAgent = GOOGLEBOT;
      return bot;
    },
    NOT_SIGNED_IN_MESSAGE,
  ],
];

describe('GET /_platform/debug/versions', () => {
  it("gives an employee every area's runnable builds, newest first, with what routing does with each", async () => {
    const employee = await signedIn('employee');
    const answer = await employee.request<DebugVersions>('GET', DEBUG_VERSIONS_PATH);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const versions = parseDebugVersions(answer.body);
    expect(versions.areas.map((a) => a.remote)).toEqual([...REMOTE_NAMES]);
    const feed = versions.areas.find((a) => a.remote === 'mf_feed');
    expect(feed?.builds.map((b) => [b.version, b.role, b.deployedBy])).toEqual([
      [newer, null, 'feed-team'],
      [local, 'stable', 'local-build'],
    ]);
    expect(feed?.killed).toBe(false);
    expect(feed?.canaryShare).toBe(0);
    expect(versions.areas.find((a) => a.remote === 'mf_boards')?.builds).toEqual([]);
  });

  it('leaves out a registered build this shell cannot run', async () => {
    expect((await edge.platform.registry.versions('mf_feed')).map((v) => v.version)).toContain(incompatible);
    const employee = await signedIn('employee');
    const versions = parseDebugVersions((await employee.request('GET', DEBUG_VERSIONS_PATH)).body);
    expect(versions.areas.flatMap((a) => a.builds.map((b) => b.version))).not.toContain(incompatible);
  });

  it.each(NOT_EMPLOYEES)('answers %s 403 with a clear message', async (_label, client, message) => {
    const answer = await (await client()).request('GET', DEBUG_VERSIONS_PATH);
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ error: message });
  });
});

describe('POST /_platform/debug/override-link', () => {
  it('gives an employee a signed link that pins the build, written to the audit log under their name', async () => {
    const employee = await signedIn('employee');
    const before = Date.now();
    const answer = await employee.request('POST', DEBUG_OVERRIDE_LINK_PATH, { remote: 'mf_feed', version: newer });
    expect(answer.status).toBe(200);
    const link = parseDebugOverrideLink(answer.body);
    expect(link.remote).toBe('mf_feed');
    expect(link.version).toBe(newer);
    expect(link.link).toMatch(/^\/\?pb-override=[\w-]+\.[\w-]+$/);
    const lasts = Date.parse(link.expiresAt) - before;
    expect(lasts).toBeGreaterThan(DEBUG_OVERRIDE_TTL_MS - 60_000);
    expect(lasts).toBeLessThanOrEqual(DEBUG_OVERRIDE_TTL_MS + 1000);

    const [entry] = await auditEntries();
    expect(entry).toMatchObject({ actor: 'employee', action: 'override', reason: 'debug panel', remote: null });
    expect(entry?.summary).toContain(`mf_feed@${newer}`);

    // Opened, the link sets the override cookie; the next document names the pinned build.
    const opened = await fetch(`${edge.base}${link.link}`, { redirect: 'manual' });
    expect(opened.status).toBe(302);
    const cookie = opened.headers.getSetCookie().find((line) => line.startsWith('pb_override='));
    expect(cookie).toBeDefined();
    const page = await fetch(`${edge.base}/`, { headers: { cookie: cookie?.split(';')[0] ?? '' } });
    expect(feedVersionOf(await page.text())).toBe(newer);
    expect(feedVersionOf(await (await fetch(`${edge.base}/`)).text())).toBe(local);
  });

  it('takes a version by its package version alone when only one build has it', async () => {
    const employee = await signedIn('employee');
    const answer = await employee.request('POST', DEBUG_OVERRIDE_LINK_PATH, { remote: 'mf_feed', version: '2.2.0' });
    expect(answer.status).toBe(200);
    expect(parseDebugOverrideLink(answer.body).version).toBe(newer);
  });

  it.each(NOT_EMPLOYEES)('answers %s 403, and issues nothing', async (_label, client, message) => {
    const audited = (await auditEntries()).length;
    const asker = await client();
    await asker.ensureCsrf();
    const answer = await asker.request('POST', DEBUG_OVERRIDE_LINK_PATH, { remote: 'mf_feed', version: newer });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ error: message });
    expect((await auditEntries()).length).toBe(audited);
  });

  it.each<[string, (token: string) => Record<string, string>]>([
    ['without the CSRF header', () => ({})],
    ['with a made-up token', () => ({ 'x-csrftoken': 'not-the-token' })],
    ['with the token one character off', (token) => ({ 'x-csrftoken': `${token.slice(0, -1)}${token.endsWith('a') ? 'b' : 'a'}` })],
  ])("refuses an employee's request %s (403), as the API does, and issues nothing", async (_label, headers) => {
    const employee = await signedIn('employee');
    employee.sendCsrf = false;
    const audited = (await auditEntries()).length;
    const token = decodeURIComponent(employee.cookies.get('csrftoken') ?? '');
    const answer = await employee.request('POST', DEBUG_OVERRIDE_LINK_PATH, { remote: 'mf_feed', version: newer }, headers(token));
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ error: CSRF_MESSAGE });
    expect((await auditEntries()).length).toBe(audited);
  });

  it.each<[string, unknown, number, string]>([
    ['an unknown area', { remote: 'mf_cart', version: '1.0.0' }, 400, 'bad request'],
    ['no version', { remote: 'mf_feed' }, 400, 'bad request'],
    ['a version that is not registered', { remote: 'mf_feed', version: '9.9.9' }, 404, 'mf_feed@9.9.9 is not registered'],
    ['something that is not a version', { remote: 'mf_feed', version: 'latest' }, 400, '"latest" is not a version of mf_feed'],
  ])('answers an employee who names %s with a clear error', async (_label, body, status, message) => {
    const employee = await signedIn('employee');
    const answer = await employee.request<never>('POST', DEBUG_OVERRIDE_LINK_PATH, body);
    expect(answer.status).toBe(status);
    expect(answer.body).toEqual({ error: expect.stringContaining(message) });
  });
});

describe('a site without data', () => {
  it('has no employees: the panel is refused to everyone', async () => {
    const bare = Fastify({ logger: false });
    await bare.register(async (debug) => debugRoutes(debug, { platform: platformDeps }));
    const url = await bare.listen({ port: 0, host: '127.0.0.1' });
    try {
      const employee = await signedIn('employee');
      const answer = await fetch(`${url}${DEBUG_VERSIONS_PATH}`, { headers: { cookie: employee.cookieHeader() } });
      expect(answer.status).toBe(403);
      expect(await answer.json()).toEqual({ error: NOT_SIGNED_IN_MESSAGE });
    } finally {
      await bare.close();
    }
  });
});

describe("the shell's source maps and the debug panel's code", () => {
  const files = ['/shell/shell.0a1b2c3d.js.map', '/shell/debug-panel.4e5f6a7b.js'];

  it('are not there for a visitor or a signed-in person who is no employee (404), while the scripts are', async () => {
    const demo = await signedIn('demo');
    for (const file of files) {
      expect((await fetch(`${edge.base}${file}`)).status).toBe(404);
      const answer = await demo.request('GET', file);
      expect(answer.status).toBe(404);
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
    }
    expect((await fetch(`${edge.base}/shell/shell.0a1b2c3d.js`)).status).toBe(200);
  });

  it('are sent to an employee, kept by nobody in between', async () => {
    const employee = await signedIn('employee');
    for (const file of files) {
      const response = await fetch(`${edge.base}${file}`, { headers: { cookie: employee.cookieHeader() } });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe(EMPLOYEE_FILE_CACHE_CONTROL);
      expect(response.headers.get('vary')).toMatch(/\bCookie\b/);
    }
  });
});

describe('the debug panel under another spelling of its path', () => {
  const PANEL = 'console.log("panel")';
  const SOURCE_MAP = '"sources"';
  /**
   * What each spelling gets before any access check: 'moved' names the same file and is
   * redirected to it; 'refused' means different things to different servers (400); 'elsewhere'
   * is not a shell file's path at all (the site's 404).
   */
  const spellings: [string, 'moved' | 'refused' | 'elsewhere'][] = [
    ['/shell//debug-panel.4e5f6a7b.js', 'moved'],
    ['/shell/./debug-panel.4e5f6a7b.js', 'moved'],
    ['/shell/x/../debug-panel.4e5f6a7b.js', 'moved'],
    ['/shell/x/%2E%2E/debug-panel.4e5f6a7b.js', 'moved'],
    ['/shell/%2e/debug-panel.4e5f6a7b.js', 'moved'],
    ['/shell/d%65bug-panel.4e5f6a7b.js', 'moved'],
    ['/shell/debug-panel.4e5f6a7b.js/', 'moved'],
    ['/shell//shell.0a1b2c3d.js.map', 'moved'],
    ['/shell/%2Fdebug-panel.4e5f6a7b.js', 'refused'],
    ['/shell/%252Fdebug-panel.4e5f6a7b.js', 'refused'],
    ['/shell/x%2F..%2Fdebug-panel.4e5f6a7b.js', 'refused'],
    ['/shell/x%5C..%5Cdebug-panel.4e5f6a7b.js', 'refused'],
    ['/shell/x/..;/debug-panel.4e5f6a7b.js', 'refused'],
    ['/shell/debug-panel.4e5f6a7b.js;x=1', 'refused'],
    ['/shell/debug-panel.4e5f6a7b.js.', 'refused'],
    ['/shell/debug-panel.4e5f6a7b.js%00', 'refused'],
    ['/shell/debug-panel.4e5f6a7b.js::$DATA', 'refused'],
    ['//shell/debug-panel.4e5f6a7b.js', 'elsewhere'],
    ['/shell%2Fdebug-panel.4e5f6a7b.js', 'elsewhere'],
  ];
  const named = spellings.filter(([, kind]) => kind === 'moved').map(([target]) => target);

  it.each([
    ['a visitor', async () => ''],
    ['the demo user, who is no employee', async () => (await signedIn('demo')).cookieHeader()],
  ])('gives %s the panel by no spelling, and nothing on the way but a redirect is kept for everyone', async (_label, cookieOf) => {
    const cookie = await cookieOf();
    const last: Record<string, [number, string | undefined]> = {};
    for (const [target] of [...spellings, ['/shell/DEBUG-PANEL.4E5F6A7B.JS'], ['/shell/shell.0a1b2c3d.js.MAP']] as const) {
      const answers = await answersTo(target, cookie);
      expect(answers.some((answer) => answer.status === 200 || answer.body.includes(PANEL) || answer.body.includes(SOURCE_MAP))).toBe(
        false,
      );
      for (const answer of answers.slice(0, -1)) expect([answer.status, answer.cacheControl]).toEqual([301, MOVED_CACHE_CONTROL]);
      const end = answers.at(-1);
      last[target] = [end?.status ?? 0, end?.cacheControl];
    }
    const expected = Object.fromEntries(
      spellings.map(([target, kind]) => [
        target,
        kind === 'moved' ? [404, EMPLOYEE_FILE_CACHE_CONTROL] : kind === 'refused' ? [400, 'no-store'] : [404, 'no-store'],
      ]),
    );
    // Another case of a name opens the same file on a case-insensitive file system: it is theirs too.
    expected['/shell/DEBUG-PANEL.4E5F6A7B.JS'] = [404, EMPLOYEE_FILE_CACHE_CONTROL];
    expected['/shell/shell.0a1b2c3d.js.MAP'] = [404, EMPLOYEE_FILE_CACHE_CONTROL];
    expect(last).toEqual(expected);
  });

  it('gives an employee the panel by a spelling that names it, after one redirect, kept by nobody in between', async () => {
    const cookie = (await signedIn('employee')).cookieHeader();
    for (const target of named) {
      const answers = await answersTo(target, cookie);
      expect({ target, statuses: answers.map((answer) => answer.status) }).toEqual({ target, statuses: [301, 200] });
      const [redirect, file] = answers;
      expect(redirect?.location).toMatch(/^\/shell\/(debug-panel\.4e5f6a7b\.js|shell\.0a1b2c3d\.js\.map)$/);
      expect(file?.body.includes(PANEL) || file?.body.includes(SOURCE_MAP)).toBe(true);
      expect(file?.cacheControl).toBe(EMPLOYEE_FILE_CACHE_CONTROL);
      expect(file?.vary).toMatch(/\bCookie\b/);
    }
    for (const [target, kind] of spellings) {
      if (kind === 'refused') expect({ target, status: (await rawGet(target, cookie)).status }).toEqual({ target, status: 400 });
    }
  });

  it('answers a refused spelling with what to ask for instead', async () => {
    const answer = await rawGet('/shell/%252Fdebug-panel.4e5f6a7b.js', '');
    expect(JSON.parse(answer.body)).toEqual({
      error: expect.stringMatching(/^bad path: .*double encoding.*Ask for the file by its plain path/) as string,
    });
  });
});
