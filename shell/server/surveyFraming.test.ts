// A survey is framed only where the site's policy allows it: the origins the page is told it may
// frame (its config's frameOrigins, PINBOARD_SURVEY_ORIGINS) are exactly the policy's frame-src
// beyond the site itself, and with none set the page frames nothing (a survey opens in a new tab,
// SurveyPrompt.test.tsx), so the browser never has a frame to refuse and report.
import type { FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parsePlatformConfig } from 'shared-contracts';
import { openPlatform, type OpenedPlatform, type PlatformDeps } from 'pinboard-platform';
import { TEST_SHELL, writeFakeBuild } from 'pinboard-platform/src/testing/fakeBuild';
import { PLATFORM_PLACEHOLDER } from './document';
import { createEdgeServer } from './edgeServer';
import { defaultRemoteDirs } from './localBuilds';

const SURVEYS = 'https://survey.example.com';

let root: string;
let platform: OpenedPlatform;
let platformDeps: PlatformDeps;

function write(file: string, text: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'edge-survey-framing-'));
  write(
    path.join(root, 'shell/dist/document.html'),
    `<html><head><title>Pinboard</title></head><body><script id="pinboard-platform" type="application/json">${PLATFORM_PLACEHOLDER}</script></body></html>`,
  );
  write(path.join(root, 'shell/dist/shared-versions.json'), JSON.stringify(TEST_SHELL));
  write(
    path.join(root, 'access.json'),
    JSON.stringify({ signingSecret: 's'.repeat(40), tokens: [{ name: 'ops', scope: 'platform', token: 'platform-token-123456' }] }),
  );
  writeFakeBuild(root, 'mf_feed', { packageVersion: '2.1.0' });
  platform = await openPlatform({
    dataDir: path.join(root, 'data'),
    accessFile: path.join(root, 'access.json'),
    shellSharedVersionsFile: path.join(root, 'shell/dist/shared-versions.json'),
    localBuilds: defaultRemoteDirs(root),
    canaryPolicy: { maxFailureRate: 0.1, minLoads: 50 },
  });
  platformDeps = {
    registry: platform.registry,
    access: platform.access,
    devMode: false,
    secureCookies: false,
    anonCookie: { name: 'pb_anon', maxAgeDays: 365 },
    identify: async () => ({ key: 'anon:survey-test-visitor', newAnonId: null }),
  };
});
afterAll(async () => {
  await platform?.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

/** Home's document from an edge server with these survey origins: the policy's frame-src and the page's frameOrigins. */
async function framing(surveyOrigins: string[] | undefined) {
  const app: FastifyInstance = await createEdgeServer({
    shellDistDir: path.join(root, 'shell/dist'),
    platform: platformDeps,
    loadTimeoutMs: 5000,
    ...(surveyOrigins ? { surveyOrigins } : {}),
  });
  try {
    const response = await app.inject({ method: 'GET', url: '/' });
    const policy = String(response.headers['content-security-policy']);
    const frameSrc = /(?:^|;)\s*frame-src ([^;]*)/.exec(policy)?.[1]?.trim().split(/\s+/) ?? null;
    const json = /<script id="pinboard-platform" type="application\/json">([^<]*)<\/script>/.exec(response.body)?.[1];
    if (!json) throw new Error('no platform config in the document');
    return { status: response.statusCode, policy, frameSrc, frameOrigins: parsePlatformConfig(JSON.parse(json)).frameOrigins };
  } finally {
    await app.close();
  }
}

describe('survey framing', () => {
  it('with no survey origins set, tells the page to frame nothing, and the policy allows no other site in a frame', async () => {
    const { status, policy, frameSrc, frameOrigins } = await framing(undefined);
    expect(status).toBe(200);
    expect(frameOrigins).toBeUndefined();
    expect(frameSrc).toBeNull();
    // Frames fall back to the default source: the site itself.
    expect(policy).toMatch(/default-src 'self'/);
  });

  it("with survey origins set, tells the page exactly the origins the policy's frame-src allows", async () => {
    const { frameSrc, frameOrigins } = await framing([SURVEYS]);
    expect(frameOrigins).toEqual([SURVEYS]);
    expect(frameSrc).toEqual(["'self'", SURVEYS]);
  });
});
