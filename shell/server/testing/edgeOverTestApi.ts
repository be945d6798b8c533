// One test file's edge server over the real test API and a test platform: started before the file's
// tests, listening on loopback, and closed after them. The edge servers' test files each wrote these
// hooks themselves.

import type { FastifyInstance } from 'fastify';
import { startTestApi, type TestApi } from 'api/src/testing/testApi';
import type { OpenedPlatform } from 'pinboard-platform';
import { createEdgeServer, type EdgeServerOptions } from '../edgeServer';
import { listenOnLoopback } from './edgeTestDocument';
import { platformDepsFor } from './platformDepsFor';
import { openTestPlatform, type TestPlatform } from './testPlatform';

export interface EdgeOverTestApi {
  testApi: TestApi;
  site: TestPlatform;
  platform: OpenedPlatform;
  app: FastifyInstance;
  /** The server's loopback origin. */
  base: string;
}

/** What the file's own edge options may use: the API and the platform, before the server starts. */
export type EdgeParts = Pick<EdgeOverTestApi, 'testApi' | 'site' | 'platform'>;

/**
 * Registers the file's beforeAll and afterAll; the answer's fields are there from the file's own
 * beforeAll hooks on. `edgeOptions` may prepare the platform (deploys) and change the server's options;
 * `beforeListen` may add routes, which a listening server no longer takes.
 */
export function edgeOverTestApiForFile(
  siteOptions: Parameters<typeof openTestPlatform>[0],
  edgeOptions: (parts: EdgeParts) => Promise<Partial<EdgeServerOptions>> | Partial<EdgeServerOptions> = () => ({}),
  beforeListen: (app: FastifyInstance) => void = () => undefined,
): EdgeOverTestApi {
  const edge = {} as EdgeOverTestApi;
  beforeAll(async () => {
    edge.testApi = await startTestApi();
    edge.site = await openTestPlatform(siteOptions);
    edge.platform = edge.site.platform;
    edge.app = await createEdgeServer({
      shellDistDir: edge.site.shellDistDir,
      loadTimeoutMs: 5000,
      api: edge.testApi.api.deps,
      platform: platformDepsFor(edge.platform, edge.testApi.api.deps.storage),
      ...(await edgeOptions(edge)),
    });
    beforeListen(edge.app);
    edge.base = await listenOnLoopback(edge.app);
  }, 60_000);
  afterAll(async () => {
    await edge.app?.close();
    await edge.testApi?.stop();
    await edge.site?.close();
  });
  return edge;
}
