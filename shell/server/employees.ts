// Who among visitors is one of the site's own people: the debug panel's calls, and the files only
// they are sent (source maps, the panel's code), ask here.

import type { Storage } from 'api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { visitorRequestOf, type PlatformDeps } from 'pinboard-platform';
import type { FrameViewer } from 'shared-contracts';
import { pageFrameOf } from './pageFrame';

export interface EmployeeDeps {
  platform: PlatformDeps;
  /** The API's storage; absent for a site without data, where nobody is signed in. */
  storage?: Pick<Storage, 'getViewer'>;
}

/** The signed-in viewer of this request, or null for a visitor. */
export async function signedInViewer(request: FastifyRequest, reply: FastifyReply, deps: EmployeeDeps): Promise<FrameViewer | null> {
  const visitor = await visitorRequestOf(request, reply, deps.platform);
  const { viewer } = await pageFrameOf(request.headers.cookie, visitor.visitorKey, { storage: deps.storage });
  return viewer;
}

/** Files for employees only: every source map, and the debug panel's chunk (startDebugPanel.ts names it). */
export function isEmployeeFile(file: string): boolean {
  return file.endsWith('.map') || /^debug-panel\.[0-9a-f]+\.js$/.test(file);
}
