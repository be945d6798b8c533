// A real platform (SQLite registry in a temp DATA_DIR, real build folders) mounted on a bare
// Fastify over loopback, as the edge server mounts it, with a page route that shows which builds
// a visitor gets.

import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RemoteName } from 'shared-contracts/platform';
import { openPlatform, type OpenedPlatform } from '../openPlatform';
import { tokenHash } from '../rules/tokenHash';
import { proveEntryFetch } from '../server/entryProofCookie';
import { applyOverrideParam, visitorRequestOf } from '../server/overrideCookies';
import type { PlatformDeps } from '../server/platformDeps';
import { platformRoutes } from '../server/platformRoutes';
import { TEST_SHELL } from './fakeBuild';

/** The header a test request names its viewer's standing with ('employee', 'not-employee'; none: signed out). */
export const TEST_STAFF_HEADER = 'x-test-staff';

export const TEST_TOKENS = {
  platform: 'test-platform-token-0001',
  feed: 'test-feed-deploy-token-01',
  boards: 'test-boards-deploy-token-1',
};

export interface TestPlatform {
  url: string;
  root: string;
  platform: OpenedPlatform;
  deps: PlatformDeps;
  close: () => Promise<void>;
}

export async function startTestPlatform(
  options: {
    localBuilds?: Partial<Record<RemoteName, string>>;
    devMode?: boolean;
    minLoads?: number;
    /** Distinct failing visitors and networks a rollback needs (the platform's defaults when left out). */
    minVisitors?: number;
    minAddresses?: number;
    /** The share of the failures (0-1) one network may hold before the registry alerts instead of rolling back. */
    maxNetworkShare?: number;
    root?: string;
    logLines?: string[];
  } = {},
): Promise<TestPlatform> {
  const root = options.root ?? mkdtempSync(path.join(os.tmpdir(), 'platform-'));
  const accessFile = path.join(root, 'access.json');
  writeFileSync(
    accessFile,
    JSON.stringify({
      signingSecret: 'test-signing-secret-0123456789-abcdef',
      tokens: [
        { name: 'ops', scope: 'platform', hash: tokenHash(TEST_TOKENS.platform) },
        { name: 'feed-team', scope: 'deploy:mf_feed', hash: tokenHash(TEST_TOKENS.feed) },
        { name: 'boards-team', scope: 'deploy:mf_boards', hash: tokenHash(TEST_TOKENS.boards) },
      ],
    }),
  );
  const sharedFile = path.join(root, 'shared-versions.json');
  writeFileSync(sharedFile, JSON.stringify(TEST_SHELL));
  const platform = await openPlatform({
    dataDir: path.join(root, 'data'),
    accessFile,
    shellSharedVersionsFile: sharedFile,
    localBuilds: options.localBuilds ?? {},
    canaryPolicy: {
      maxFailureRate: 0.5,
      minLoads: options.minLoads ?? 4,
      ...(options.minVisitors === undefined ? {} : { minVisitors: options.minVisitors }),
      ...(options.minAddresses === undefined ? {} : { minAddresses: options.minAddresses }),
      ...(options.maxNetworkShare === undefined ? {} : { maxNetworkShare: options.maxNetworkShare }),
    },
  });
  const deps: PlatformDeps = {
    registry: platform.registry,
    access: platform.access,
    devMode: options.devMode ?? false,
    secureCookies: false,
    anonCookie: { name: 'pb_anon', maxAgeDays: 365 },
    // Visitors are told apart by a test header; first visits get an anonymous id.
    identify: async (cookies, userAgent) => {
      if (userAgent === 'bot') return { key: null, newAnonId: null };
      if (cookies.pb_anon) return { key: `anon:${cookies.pb_anon}`, newAnonId: null };
      const fresh = `fresh${Math.random().toString(36).slice(2, 14)}`;
      return { key: `anon:${fresh}`, newAnonId: fresh };
    },
    // Who is an employee is the shell's to say (its session); here a test header plays the session.
    staffOf: async (request) => {
      const standing = request.headers[TEST_STAFF_HEADER];
      return standing === 'employee' || standing === 'not-employee' ? standing : 'signed-out';
    },
  };
  const lines = options.logLines;
  const app: FastifyInstance = Fastify(
    lines ? { logger: { level: 'trace', stream: { write: (line: string) => void lines.push(line) } } } : {},
  );
  await app.register(async (child) => platformRoutes(child, deps));
  app.get('/page', async (request, reply) => {
    if (applyOverrideParam(request, reply, deps)) return reply;
    return platform.registry.documentSet(await visitorRequestOf(request, reply, deps));
  });
  // An area's entry as the edge server serves it: the fetch adds the build to the browser's proof.
  app.get<{ Params: { name: string; version: string } }>('/remotes/:name/:version/remoteEntry.js', async (request, reply) => {
    proveEntryFetch(request, reply, deps, request.params.name, request.params.version, 'remoteEntry.js');
    return reply.type('text/javascript').send('/* entry */');
  });
  // Runs the override handling on an arbitrary request URL, as the edge server's catch-all would.
  app.get<{ Querystring: { to: string } }>('/redirect-probe', async (request, reply) => {
    const probe = Object.create(request, { url: { value: request.query.to } }) as typeof request;
    if (applyOverrideParam(probe, reply, deps)) return reply;
    return { redirected: false };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    url,
    root,
    platform,
    deps,
    async close() {
      await app.close();
      await platform.close();
      if (!options.root) rmSync(root, { recursive: true, force: true });
    },
  };
}
