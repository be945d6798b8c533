// `npm run bench -w api`: requests per second and latency of the API's hottest calls, on
// loopback, against a freshly seeded SQLite file. Each scenario runs for a fixed time with a
// fixed number of connections (autocannon), so the run is bounded. The API runs in a process of its
// own (this file, started with --serve), as it would in production: measured in the load
// generator's process, the two shared one event loop and the figures were the sum of both costs.

import autocannon from 'autocannon';
import Fastify from 'fastify';
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiPlugin, openApi, type OpenedApi } from '../src/index';
import { testPageTokens } from '../src/testing/testPageTokens';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  /** A body per request (varied so writes are realistic). */
  body?: (n: number) => string;
}

function cookiesOf(response: Response): Map<string, string> {
  const jar = new Map<string, string>();
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const eq = pair.indexOf('=');
    jar.set(pair.slice(0, eq), pair.slice(eq + 1));
  }
  return jar;
}

async function signIn(baseUrl: string): Promise<{ cookie: string; csrf: string }> {
  const first = cookiesOf(await fetch(`${baseUrl}/resource/UserSessionResource/get/`));
  const csrf = decodeURIComponent(first.get('csrftoken') ?? '');
  const cookie = [...first].map(([k, v]) => `${k}=${v}`).join('; ');
  const login = await fetch(`${baseUrl}/resource/UserSessionResource/create/`, {
    method: 'POST',
    headers: { cookie, 'x-csrftoken': csrf, 'content-type': 'application/json' },
    body: JSON.stringify({ username_or_email: 'demo', password: 'demo-password' }),
  });
  if (login.status !== 200) throw new Error(`demo login failed with ${login.status}`);
  // Logging in sets a new CSRF secret and token, bound to the new session.
  const signedIn = new Map([...first, ...cookiesOf(login)]);
  return { cookie: [...signedIn].map(([k, v]) => `${k}=${v}`).join('; '), csrf: decodeURIComponent(signedIn.get('csrftoken') ?? '') };
}

async function run(baseUrl: string, scenario: Scenario): Promise<autocannon.Result> {
  let n = 0;
  return autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    duration: DURATION_S,
    requests: [
      {
        method: scenario.method,
        path: scenario.path,
        headers: scenario.headers,
        ...(scenario.body ? { setupRequest: (request: autocannon.Request) => ({ ...request, body: scenario.body?.(n++) }) } : {}),
      },
    ],
  });
}

/** The API on a fresh seeded database of its own (no pictures), and how to close it and remove the database. */
async function openBenchApi(): Promise<{ api: OpenedApi; close: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pinboard-bench-'));
  const api = await openApi({
    dataDir,
    demoMedia: false,
    pageTokens: testPageTokens,
    twoFactorKey: { bytes: randomBytes(32), from: 'the benchmark key' },
  });
  return {
    api,
    close: async () => {
      await api.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The API on a loopback port, in this process: what the benchmark's child runs. */
async function serve(): Promise<void> {
  const { api, close } = await openBenchApi();
  const app = Fastify({ logger: false });
  await app.register(apiPlugin, api.deps);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const stop = async () => {
    await app.close();
    await close();
    process.exit(0);
  };
  process.on('disconnect', () => void stop());
  process.on('SIGTERM', () => void stop());
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
}

function startServer(): Promise<{ child: ChildProcess; baseUrl: string }> {
  const child = fork(process.argv[1]!, ['--serve'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve({ child, baseUrl: `http://127.0.0.1:${(message as { port: number }).port}` }));
    child.once('exit', (code) => reject(new Error(`the API process exited with ${code} before it listened`)));
  });
}

/**
 * What a grid read costs when the read cache has nothing for it, as after any write: the home feed's
 * first page built by storage alone, signed in as demo, timed in this process for BUILD_MS.
 */
async function uncachedHomeFeed(): Promise<{ msPerPage: number; pages: number }> {
  const BUILD_MS = 3000;
  const { api, close } = await openBenchApi();
  try {
    const { storage } = api.deps;
    const demo = await storage.getUser({ userId: null, subject: 'anon:bench', isBot: false }, { username: 'demo' });
    if (!demo) throw new Error('the seeded world has no demo');
    const viewer = { userId: Number(demo.id), subject: `user:${demo.id}`, isBot: false };
    let pages = 0;
    const started = performance.now();
    while (performance.now() - started < BUILD_MS) {
      await storage.homeFeed(viewer, { pageSize: 25, bookmark: null });
      pages += 1;
    }
    return { msPerPage: (performance.now() - started) / pages, pages };
  } finally {
    await close();
  }
}

async function main(): Promise<void> {
  const { child, baseUrl } = await startServer();
  const stopped = new Promise((resolve) => child.once('exit', resolve));
  try {
    const { cookie, csrf } = await signIn(baseUrl);
    const boards = (await (
      await fetch(`${baseUrl}/resource/BoardsResource/get/?username=demo&sort=newest`, { headers: { cookie } })
    ).json()) as {
      resource_response: { data: Array<{ id: string; layout: string; privacy: string }> };
    };
    const board = boards.resource_response.data.find((b) => b.layout === 'default');
    if (!board) throw new Error('demo has no board to save to');
    const feed = (await (await fetch(`${baseUrl}/resource/HomefeedResource/get/?page_size=100`, { headers: { cookie } })).json()) as {
      resource_response: { data: Array<{ id: string }> };
    };
    const pinIds = feed.resource_response.data.map((p) => p.id);
    const scenarios: Scenario[] = [
      { name: 'home feed, signed in (25 pins)', method: 'GET', path: '/resource/HomefeedResource/get/', headers: { cookie } },
      { name: 'home feed, signed out (25 pins)', method: 'GET', path: '/resource/HomefeedResource/get/', headers: {} },
      {
        name: 'repin (RepinResource create)',
        method: 'POST',
        path: '/resource/RepinResource/create/',
        headers: { cookie, 'x-csrftoken': csrf, 'content-type': 'application/json' },
        body: (n) => JSON.stringify({ pin_id: pinIds[n % pinIds.length], board_id: board.id }),
      },
    ];
    console.log(`API benchmark: ${CONNECTIONS} connections, ${DURATION_S} s per scenario, loopback, ${os.cpus().length} cores`);
    const rows = [];
    for (const scenario of scenarios) {
      const result = await run(baseUrl, scenario);
      const failed = result.non2xx + result.errors + result.timeouts;
      rows.push({
        scenario: scenario.name,
        'req/s (mean)': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        'max ms': result.latency.max,
        requests: result.requests.total,
        failed,
      });
      if (failed > 0) throw new Error(`${scenario.name}: ${failed} requests failed`);
    }
    console.table(rows);
    const uncached = await uncachedHomeFeed();
    console.log(
      `home feed page (25 pins) built with no cached answer, storage only, signed in: ${uncached.msPerPage.toFixed(2)} ms per page (${uncached.pages} pages)`,
    );
  } finally {
    child.disconnect();
    await stopped;
  }
}

(process.argv.includes('--serve') ? serve() : main()).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
