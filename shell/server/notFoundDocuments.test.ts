// The one not-found page, as the edge server answers it: HTTP 404, kept by no cache (the page may
// exist a moment later), titled 'Page not found', for an unknown route, a reserved first segment,
// and a profile, board or section that is not there. Over the real API's seeded demo world.
import type { FastifyInstance } from 'fastify';
import { startTestApi, type TestApi } from 'api/src/testing/testApi';
import type { OpenedPlatform } from 'pinboard-platform';
import { createEdgeServer } from './edgeServer';
import { edgeTestDocument, listenOnLoopback } from './testing/edgeTestDocument';
import { platformDepsFor } from './testing/platformDepsFor';
import { openTestPlatform, type TestPlatform } from './testing/testPlatform';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';

const TEMPLATE = edgeTestDocument(['mf_boards', 'not-found']);

let testApi: TestApi;
let site: TestPlatform;
let platform: OpenedPlatform;
let app: FastifyInstance;
let base: string;

beforeAll(async () => {
  testApi = await startTestApi();
  site = await openTestPlatform({ name: 'edge-not-found', document: TEMPLATE, builds: { mf_boards: { packageVersion: '2.1.0' } } });
  platform = site.platform;
  app = await createEdgeServer({
    shellDistDir: site.shellDistDir,
    loadTimeoutMs: 5000,
    api: testApi.api.deps,
    platform: platformDepsFor(platform, testApi.api.deps.storage),
  });
  base = await listenOnLoopback(app);
}, 60_000);

afterAll(async () => {
  await app?.close();
  await testApi?.stop();
  await site?.close();
});

describe('the not-found document', () => {
  it.each(['/no/such/page/here', '/careers/', '/nobody_here/', '/demo/no-such-board/', '/demo/kitchen-ideas/no-such-section/'])(
    'answers %s with HTTP 404, kept by no cache',
    async (url) => {
      const response = await fetch(`${base}${url}`, { headers: { 'user-agent': BROWSER } });
      expect(response.status).toBe(404);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.text()).toContain('<title>Page not found · Pinboard</title>');
    },
  );

  it('is not what an existing board is answered with', async () => {
    const response = await fetch(`${base}/demo/kitchen-ideas/`, { headers: { 'user-agent': BROWSER } });
    expect(response.status).toBe(200);
    expect(await response.text()).not.toContain('<title>Page not found · Pinboard</title>');
  });
});
