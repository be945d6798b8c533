// The edge server with the real API and the real platform mounted: each publishes its own OpenAPI
// document, and neither lists the other's routes or security schemes.

import type { FastifyInstance } from 'fastify';
import { OPENAPI_PATH as API_OPENAPI_PATH } from 'api/src/server/apiPlugin';
import { startTestApi, type TestApi } from 'api/src/testing/testApi';
import { OPENAPI_PATH as PLATFORM_OPENAPI_PATH } from 'pinboard-platform/src/server/platformOpenApi';
import { createEdgeServer } from './edgeServer';
import { edgeTestDocument, listenOnLoopback } from './testing/edgeTestDocument';
import { platformDepsFor } from './testing/platformDepsFor';
import { openTestPlatform, type TestPlatform } from './testing/testPlatform';

interface Document {
  openapi: string;
  paths: Record<string, unknown>;
  components?: { securitySchemes?: Record<string, unknown> };
}

let testApi: TestApi;
let site: TestPlatform;
let app: FastifyInstance;
let base: string;

beforeAll(async () => {
  testApi = await startTestApi();
  site = await openTestPlatform({ name: 'edge-openapi', document: edgeTestDocument(['mf_feed']), builds: { mf_feed: {} } });
  app = await createEdgeServer({
    shellDistDir: site.shellDistDir,
    loadTimeoutMs: 5000,
    api: testApi.api.deps,
    platform: platformDepsFor(site.platform, testApi.api.deps.storage),
  });
  base = await listenOnLoopback(app);
}, 60_000);

afterAll(async () => {
  await app?.close();
  await testApi?.stop();
  await site?.close();
});

async function documentAt(path: string): Promise<Document> {
  const response = await fetch(`${base}${path}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/json\b/);
  return (await response.json()) as Document;
}

it('serves the product API’s document and the registry’s apart, neither listing the other’s routes', async () => {
  const api = await documentAt(API_OPENAPI_PATH);
  const platform = await documentAt(PLATFORM_OPENAPI_PATH);
  const apiPaths = Object.keys(api.paths);
  const platformPaths = Object.keys(platform.paths);
  expect(apiPaths.length).toBeGreaterThan(20);
  expect(apiPaths.filter((path) => path.startsWith('/_platform'))).toEqual([]);
  expect(platformPaths).toContain('/_platform/versions');
  expect(platformPaths.filter((path) => !path.startsWith('/_platform/'))).toEqual([]);
  expect(Object.keys(platform.components?.securitySchemes ?? {}).sort()).toEqual(['deployToken', 'employeeSession', 'platformToken']);
  expect(Object.keys(api.components?.securitySchemes ?? {})).not.toContain('deployToken');
  expect(platform.openapi).toBe('3.1.0');
});
