// The demo tokens on the edge server: from this machine straight to the server they work, as the
// CLI uses them against `npm start`; through a proxy, declared or not, they do not, whatever Host
// says. The real registry and edge server, over loopback.

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseAccessConfig, type PlatformDeps } from 'pinboard-platform';
import { DEMO_TOKEN_REFUSED, isDirectFromThisMachine } from './demoTokenGuard';
import { createEdgeServer } from './edgeServer';
import { edgeTestDocument, listenOnLoopback } from './testing/edgeTestDocument';
import { openTestPlatform, PLATFORM_TEAM_TOKEN, type TestPlatform } from './testing/testPlatform';
import { platformDepsWithoutApi } from './testing/platformDepsWithoutApi';

const demoFile = path.join(__dirname, '..', '..', 'platform', 'demo-access.json');
const demoAccess = parseAccessConfig(JSON.parse(readFileSync(demoFile, 'utf8')), demoFile);
const DEMO_PLATFORM = 'demo-platform-token';

let site: TestPlatform;
let app: FastifyInstance;
let base: string;

function depsWith(access: PlatformDeps['access']): PlatformDeps {
  return { ...platformDepsWithoutApi(site.platform, null), access };
}

beforeAll(async () => {
  site = await openTestPlatform({ name: 'demo-guard', document: edgeTestDocument(['mf_boards']), builds: { mf_boards: {} } });
  // As a start that allows the demo file (no trusted proxy, loopback) would make it.
  app = await createEdgeServer({ shellDistDir: site.shellDistDir, loadTimeoutMs: 5000, platform: depsWith(demoAccess) });
  base = await listenOnLoopback(app);
}, 60_000);
afterAll(async () => {
  await app?.close();
  await site?.close();
});

const killBoards = (headers: Record<string, string>) =>
  fetch(`${base}/_platform/routing/mf_boards`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${DEMO_PLATFORM}`, ...headers },
    body: JSON.stringify({ action: 'kill', reason: 'a stranger through the proxy' }),
  });

async function boardsKilled(): Promise<boolean> {
  const response = await fetch(`${base}/_platform/routing`, { headers: { authorization: `Bearer ${DEMO_PLATFORM}` } });
  const routing = (await response.json()) as Record<string, { killed: boolean }>;
  return routing.mf_boards!.killed;
}

describe('a request through a proxy on this machine', () => {
  it.each<[string, Record<string, string>]>([
    ['X-Forwarded-For from a remote address', { 'x-forwarded-for': '203.0.113.9' }],
    ['X-Forwarded-For naming loopback', { 'x-forwarded-for': '127.0.0.1' }],
    ['Forwarded', { forwarded: 'for=203.0.113.9;proto=https' }],
    ['X-Real-IP', { 'x-real-ip': '203.0.113.9' }],
    ['X-Forwarded-Host', { 'x-forwarded-host': 'pinboard.example' }],
    ['Via', { via: '1.1 proxy' }],
    ['Host: localhost and X-Forwarded-For', { host: 'localhost', 'x-forwarded-for': '203.0.113.9' }],
  ])('cannot read the status with a demo token (%s)', async (_case, headers) => {
    const response = await fetch(`${base}/_platform/status`, { headers: { authorization: `Bearer ${DEMO_PLATFORM}`, ...headers } });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: string }).error).toBe(DEMO_TOKEN_REFUSED);
  });

  it('cannot turn on the kill switch with the demo platform token', async () => {
    const response = await killBoards({ 'x-forwarded-for': '203.0.113.9' });
    expect(response.status).toBe(403);
    expect(await boardsKilled()).toBe(false);
  });

  it("is refused before the platform reads its token, so an unknown token is still the platform's to refuse", async () => {
    const response = await fetch(`${base}/_platform/status`, {
      headers: { authorization: 'Bearer not-a-token-anybody-has', 'x-forwarded-for': '203.0.113.9' },
    });
    expect(response.status).toBe(401);
  });
});

describe('a request from this machine straight to the server', () => {
  it('reads the status with the demo token, whatever Host says', async () => {
    for (const host of [undefined, 'pinboard.example']) {
      const response = await fetch(`${base}/_platform/status`, {
        headers: { authorization: `Bearer ${DEMO_PLATFORM}`, ...(host ? { host } : {}) },
      });
      expect(response.status).toBe(200);
    }
  });

  it('turns the kill switch on and off with the demo platform token, as the CLI does against npm start', async () => {
    expect((await killBoards({})).status).toBe(200);
    expect(await boardsKilled()).toBe(true);
    const revive = await fetch(`${base}/_platform/routing/mf_boards`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${DEMO_PLATFORM}` },
      body: JSON.stringify({ action: 'revive', reason: 'back' }),
    });
    expect(revive.status).toBe(200);
    expect(await boardsKilled()).toBe(false);
  });
});

describe('isDirectFromThisMachine', () => {
  const request = (remoteAddress: string | undefined, headers: Record<string, string> = {}) =>
    ({ socket: { remoteAddress }, headers }) as unknown as FastifyRequest;
  it.each<[string | undefined, Record<string, string>, boolean]>([
    ['127.0.0.1', {}, true],
    ['::1', {}, true],
    ['::ffff:127.0.0.1', {}, true],
    // The connection's address decides, not what the request claims.
    ['203.0.113.9', {}, false],
    ['203.0.113.9', { host: 'localhost' }, false],
    ['10.0.0.2', { host: '127.0.0.1' }, false],
    ['127.0.0.1', { 'x-forwarded-for': '127.0.0.1' }, false],
    [undefined, {}, false],
  ])('%p with %j: %p', (address, headers, expected) => {
    expect(isDirectFromThisMachine(request(address, headers))).toBe(expected);
  });
});

it('an edge server with the demo access and a trusted proxy cannot be made', async () => {
  await expect(
    createEdgeServer({
      shellDistDir: site.shellDistDir,
      loadTimeoutMs: 5000,
      trustedProxies: ['127.0.0.1'],
      platform: depsWith(demoAccess),
    }),
  ).rejects.toThrow('the demo access file cannot be used with PINBOARD_TRUSTED_PROXIES');
});

it('own tokens are not held to this machine', async () => {
  const own = await createEdgeServer({ shellDistDir: site.shellDistDir, loadTimeoutMs: 5000, platform: depsWith(site.platform.access) });
  try {
    const ownBase = await listenOnLoopback(own);
    const response = await fetch(`${ownBase}/_platform/status`, {
      headers: { authorization: `Bearer ${PLATFORM_TEAM_TOKEN}`, 'x-forwarded-for': '203.0.113.9' },
    });
    expect(response.status).toBe(200);
  } finally {
    await own.close();
  }
});
