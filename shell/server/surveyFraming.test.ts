// A survey is framed only where the site's policy allows it: the origins the page is told it may
// frame (its config's frameOrigins, PINBOARD_SURVEY_ORIGINS) are exactly the policy's frame-src
// beyond the site itself, and with none set the page frames nothing (a survey opens in a new tab,
// SurveyPrompt.test.tsx), so the browser never has a frame to refuse and report.
import type { FastifyInstance } from 'fastify';
import { parsePlatformConfig } from 'shared-contracts/platform';
import type { OpenedPlatform, PlatformDeps } from 'pinboard-platform';
import { PLATFORM_PLACEHOLDER } from './documentTemplate';
import { openTestPlatform, type TestPlatform } from './testing/testPlatform';
import { platformDepsWithoutApi } from './testing/platformDepsWithoutApi';
import { createEdgeServer } from './edgeServer';

const SURVEYS = 'https://survey.example.com';

let site: TestPlatform;
let platform: OpenedPlatform;
let platformDeps: PlatformDeps;

beforeAll(async () => {
  site = await openTestPlatform({
    name: 'edge-survey-framing',
    document: `<html><head><title>Pinboard</title></head><body><script id="pinboard-platform" type="application/json">${PLATFORM_PLACEHOLDER}</script></body></html>`,
    builds: { mf_feed: { packageVersion: '2.1.0' } },
  });
  platform = site.platform;
  platformDeps = platformDepsWithoutApi(platform, 'anon:survey-test-visitor');
});
afterAll(async () => {
  await site?.close();
});

/** Home's document from an edge server with these survey origins: the policy's frame-src and the page's frameOrigins. */
async function framing(surveyOrigins: string[] | undefined) {
  const app: FastifyInstance = await createEdgeServer({
    shellDistDir: site.shellDistDir,
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
