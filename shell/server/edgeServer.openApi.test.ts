// The edge server with the real API and the real platform mounted: each publishes its own OpenAPI
// document, and neither lists the other's routes or security schemes.

import { OPENAPI_PATH as API_OPENAPI_PATH } from 'api/src/server/apiPlugin';
import { OPENAPI_PATH as PLATFORM_OPENAPI_PATH } from 'pinboard-platform/src/server/platformOpenApi';
import { edgeTestDocument } from './testing/edgeTestDocument';
import { edgeOverTestApiForFile } from './testing/edgeOverTestApi';

interface Document {
  openapi: string;
  paths: Record<string, unknown>;
  components?: { securitySchemes?: Record<string, unknown> };
}

const edge = edgeOverTestApiForFile({ name: 'edge-openapi', document: edgeTestDocument(['mf_feed']), builds: { mf_feed: {} } });

async function documentAt(path: string): Promise<Document> {
  const response = await fetch(`${edge.base}${path}`);
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
