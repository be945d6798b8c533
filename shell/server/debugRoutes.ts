// The employee debug panel's calls (spec section 6), under /_platform/debug/: the builds each area
// could be switched to, and a signed override link for one of them, written to the audit log with
// the employee's username. Who is asking is resolved as the page's frame is (the session cookie →
// 'user:N' → the API's viewer); anyone who is not a signed-in employee gets 403 before anything is
// read. The link is a write made on the strength of the session cookie, so it carries the CSRF
// token the API hands every visitor and is checked exactly as the API's writes are.

import { fastifyCookie } from '@fastify/cookie';
import fastifyCsrf from '@fastify/csrf-protection';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { CSRF_SECRET_COOKIE, csrfBindingOptions, type Storage } from 'api';
import type { PlatformDeps } from 'pinboard-platform';
import {
  CSRF_HEADER,
  DEBUG_OVERRIDE_LINK_PATH,
  DEBUG_OVERRIDE_REASON,
  DEBUG_VERSIONS_PATH,
  type DebugAreaVersions,
  type DebugBuild,
  type DebugOverrideLink,
  type DebugOverrideLinkRequest,
  type DebugVersions,
  REMOTE_NAMES,
} from 'shared-contracts/platform';
import { signedInViewer } from './employees';

/** How long a link from the panel pins a browser: long enough to try a build, short enough to be forgotten. */
export const DEBUG_OVERRIDE_TTL_MS = 3_600_000;

export const NOT_SIGNED_IN_MESSAGE = 'The debug panel is for employees: log in with an employee account to use it.';
export const NOT_EMPLOYEE_MESSAGE = 'The debug panel is for employees only.';
export const CSRF_MESSAGE = 'This request is missing its security token. Reload the page and try again.';

export interface DebugRoutesDeps {
  platform: PlatformDeps;
  /** The API's storage, to tell employees; absent for a site without data, where nobody is one. */
  storage?: Pick<Storage, 'getViewer' | 'serverSecret'>;
}

class DebugRefusal extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

const linkBody = {
  type: 'object',
  additionalProperties: false,
  required: ['remote', 'version'],
  properties: {
    remote: { type: 'string', enum: [...REMOTE_NAMES] },
    version: { type: 'string', minLength: 1, maxLength: 100 },
  },
} as const;

function roleOf(version: string, routing: { stable: string | null; canary: string | null }): DebugBuild['role'] {
  if (version === routing.stable) return 'stable';
  if (version === routing.canary) return 'canary';
  return null;
}

export async function debugRoutes(app: FastifyInstance, deps: DebugRoutesDeps): Promise<void> {
  const { registry } = deps.platform;
  // Each admitted request's employee, for the audit log.
  const employees = new WeakMap<FastifyRequest, string>();

  app.setErrorHandler((error: FastifyError, _request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (error.code === 'FST_CSRF_MISSING_SECRET' || error.code === 'FST_CSRF_INVALID_TOKEN') {
      return reply.code(403).send({ error: CSRF_MESSAGE });
    }
    if (error.validation) return reply.code(400).send({ error: `bad request: ${error.message}` });
    const status = error.statusCode ?? 500;
    if (status < 500) return reply.code(status).send({ error: error.message });
    app.log.error(error);
    return reply.code(500).send({ error: 'the debug panel could not answer; nothing was changed. Try again.' });
  });

  await app.register(fastifyCookie);
  // The API's own check, over the API's cookies: the secret (HttpOnly) and the token echoed in the header.
  await app.register(fastifyCsrf, {
    sessionPlugin: '@fastify/cookie',
    cookieKey: CSRF_SECRET_COOKIE,
    getToken: (request) => {
      const header = request.headers[CSRF_HEADER.toLowerCase()];
      return typeof header === 'string' ? header : undefined;
    },
    // Tokens are bound to their session as the API binds them; without data nobody gets this far.
    ...(deps.storage ? await csrfBindingOptions(deps.storage) : {}),
  });

  /** Admits signed-in employees only, before any body is read. */
  const employeesOnly = async (request: FastifyRequest) => {
    const viewer = await signedInViewer(request, deps);
    if (!viewer) throw new DebugRefusal(403, NOT_SIGNED_IN_MESSAGE);
    if (!viewer.isEmployee) throw new DebugRefusal(403, NOT_EMPLOYEE_MESSAGE);
    employees.set(request, viewer.username);
  };

  app.get(DEBUG_VERSIONS_PATH, { onRequest: employeesOnly }, async (_request, reply): Promise<DebugVersions> => {
    const routing = await registry.routing();
    const areas = await Promise.all(
      REMOTE_NAMES.map(async (remote): Promise<DebugAreaVersions> => {
        const current = routing[remote];
        const runnable = (await registry.versions(remote)).filter((record) => {
          try {
            registry.checkCompatible(record);
            return true;
          } catch {
            return false;
          }
        });
        return {
          remote,
          killed: current.killed,
          canaryShare: current.canary ? current.share : 0,
          builds: runnable
            .sort((a, b) => b.deployedAt - a.deployedAt)
            .map((record) => ({
              version: record.version,
              deployedAt: new Date(record.deployedAt).toISOString(),
              deployedBy: record.deployedBy,
              role: roleOf(record.version, current),
            })),
        };
      }),
    );
    reply.header('Cache-Control', 'no-store');
    return { areas };
  });

  app.post<{ Body: DebugOverrideLinkRequest }>(
    DEBUG_OVERRIDE_LINK_PATH,
    {
      schema: { body: linkBody },
      onRequest: employeesOnly,
      preValidation: (request, reply, done) => app.csrfProtection(request, reply, done),
    },
    async (request, reply): Promise<DebugOverrideLink> => {
      const { remote, version } = request.body;
      const holder = employees.get(request);
      if (!holder) throw new DebugRefusal(403, NOT_EMPLOYEE_MESSAGE);
      const issued = await registry.issueOverride([`${remote}@${version}`], DEBUG_OVERRIDE_TTL_MS, { name: holder }, DEBUG_OVERRIDE_REASON);
      reply.header('Cache-Control', 'no-store');
      return {
        remote,
        version: issued.versions[remote] ?? version,
        link: `/?pb-override=${issued.token}`,
        expiresAt: new Date(issued.expiresAt).toISOString(),
      };
    },
  );
}
