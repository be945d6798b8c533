// The server serves exactly the API contract: every call of shared-contracts' map is a route here,
// documented in OpenAPI with the contract's own option schemas.

import { API_RESOURCES, API_ROUTES, type ResourceCall } from 'shared-contracts/contract';
import { startTestApiForFile } from '../testing/testApiForFile';

const api = startTestApiForFile();
let doc: { paths: Record<string, Record<string, { parameters?: Array<{ name: string; in: string }>; requestBody?: unknown }>> };

beforeAll(async () => {
  doc = (await (await fetch(`${api.baseUrl}/v3/openapi.json`)).json()) as typeof doc;
}, 60_000);

const resourceCalls = Object.entries(API_RESOURCES).flatMap(([resource, actions]) =>
  Object.entries(actions as Record<string, ResourceCall>).map(([action, call]) => [resource, action, call] as const),
);

describe('the API contract on the server', () => {
  it.each(resourceCalls)('%s %s is a route documented with the contract options', (resource, action, call) => {
    const operation = doc.paths[`/resource/${resource}/${action}/`]?.[action === 'get' ? 'get' : 'post'];
    expect(operation).toBeDefined();
    const names = Object.keys(call.options.properties);
    if (action === 'get') expect((operation?.parameters ?? []).map((p) => p.name).sort()).toEqual([...names].sort());
    else expect(operation?.requestBody).toBeDefined();
  });

  it.each(Object.keys(API_ROUTES))('%s is a route', (key) => {
    const [method = '', path = ''] = key.split(' ');
    const openApiPath = path.replace(/:([A-Za-z_]+)/g, '{$1}');
    expect(doc.paths[openApiPath]?.[method.toLowerCase()]).toBeDefined();
  });
});
