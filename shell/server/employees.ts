// Who among visitors is one of the site's own people: the debug panel's calls, the files only they
// are sent (source maps, the panel's code) and the platform's status ask here.

import { fastifyCookie } from '@fastify/cookie';
import type { Storage } from 'api';
import type { FastifyRequest } from 'fastify';
import type { PlatformDeps, StaffStanding } from 'pinboard-platform';
import type { FrameViewer } from 'shared-contracts/platform';
import { documentVisitorOf } from './documentVisitor';
import { pageFrameOf } from './pageFrame';

export interface EmployeeDeps {
  platform: Pick<PlatformDeps, 'identify'>;
  /** The API's storage; absent for a site without data, where nobody is signed in. */
  storage?: Pick<Storage, 'getViewer'>;
}

/**
 * The signed-in viewer of this request, or null for a visitor. It only reads the cookies: asking
 * who someone is gives a first-time visitor no anonymous id (a page does that).
 */
export async function signedInViewer(request: FastifyRequest, deps: EmployeeDeps): Promise<FrameViewer | null> {
  if (!deps.storage) return null;
  const cookieHeader = request.headers.cookie;
  const userAgent = request.headers['user-agent'];
  const { key } = await deps.platform.identify(fastifyCookie.parse(cookieHeader ?? ''), userAgent);
  const { viewer } = await pageFrameOf(cookieHeader, documentVisitorOf(key, userAgent).userId, { storage: deps.storage });
  return viewer;
}

/** Where this request's viewer stands among the site's people. */
export async function staffStandingOf(request: FastifyRequest, deps: EmployeeDeps): Promise<StaffStanding> {
  const viewer = await signedInViewer(request, deps);
  return viewer === null ? 'signed-out' : viewer.isEmployee ? 'employee' : 'not-employee';
}

/**
 * Files for employees only: every source map, and the debug panel's chunk (startDebugPanel.ts
 * names it), in any folder. `file` is a canonical path (requestPath.ts); the name is matched
 * without regard to case, as a case-insensitive file system (macOS, Windows) opens it.
 */
export function isEmployeeFile(file: string): boolean {
  const name = file.slice(file.lastIndexOf('/') + 1);
  return /\.map$/i.test(name) || /^debug-panel\.[0-9a-f]+\.js$/i.test(name);
}
