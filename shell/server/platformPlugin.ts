// The platform's routes on the edge: the registry's /_platform/ (routing, canaries, status, load
// reports) and the debug panel's calls, each in its own context with its own error answers.

import type { Storage } from 'api';
import type { FastifyInstance } from 'fastify';
import { platformRoutes, type PlatformDeps } from 'pinboard-platform';
import { debugRoutes } from './debugRoutes';
import { staffStandingOf } from './employees';

export interface EdgePlatformOptions {
  platform: PlatformDeps;
  /** The API's storage, for who is an employee; absent for a site without data. */
  storage?: Storage;
}

export async function platformPlugin(app: FastifyInstance, { platform, storage }: EdgePlatformOptions): Promise<void> {
  const employeeDeps = { platform, storage };
  await app.register(async (routes) =>
    platformRoutes(routes, { ...platform, staffOf: (request) => staffStandingOf(request, employeeDeps) }),
  );
  await app.register(async (debug) => debugRoutes(debug, { platform, storage }));
}
