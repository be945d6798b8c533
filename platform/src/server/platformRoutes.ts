// The platform's HTTP side under /_platform/: deploys (per-area tokens), routing changes and
// overrides (platform token), the audit log, load reports from pages, the current builds for a
// page whose build went away, and the status figures as JSON and as a page.

import { fastifyCookie } from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type CurrentRemotes, isRemoteName, MAX_LOADS_PER_REPORT, REMOTE_NAMES, type RemoteName } from 'shared-contracts/platform';
import { bearerToken, identify, permits, type AccessToken, type Permission } from '../rules/access';
import { DEFAULT_OVERRIDE_TTL_MS, MAX_FILES, type IncomingLoad, type RoutingCommand } from '../registry/registry';
import { ENTRY_PROOF_COOKIE } from '../registry/entryProofs';
import { RegistryError } from '../registry/registryError';
import { visitorRequestOf } from './overrideCookies';
import type { PlatformDeps, StaffStanding } from './platformDeps';
import { createCspViolationCounter, cspReportRoutes } from './cspReports';
import { closeUnreadBodies } from './closeUnreadBodies';
import { servePlatformOpenApi } from './platformOpenApi';
import { deployedSizeReport } from '../rules/budgets';
import { renderStatusPage, renderStatusRefusal, STATUS_STYLESHEET, STATUS_STYLESHEET_PATH } from './statusPage';

const REMOTE_ENUM = [...REMOTE_NAMES];

function tokenHolder(request: FastifyRequest, deps: PlatformDeps): AccessToken {
  const holder = identify(deps.access, bearerToken(request.headers.authorization));
  if (!holder)
    throw new RegistryError(401, 'missing or unknown token: send "Authorization: Bearer <token>" (see README, "Deploying an area")');
  return holder;
}

function authorise(request: FastifyRequest, deps: PlatformDeps, permission: Permission): AccessToken {
  const holder = tokenHolder(request, deps);
  if (!permits(holder, permission)) {
    const wanted = permission.action === 'deploy' ? `deploy ${permission.remote}` : 'change routing or issue overrides';
    const has = holder.scope.kind === 'deploy' ? `may deploy only ${holder.scope.remote}` : 'has no such right';
    throw new RegistryError(
      403,
      `${holder.name}'s token ${has}; to ${wanted} use ${permission.action === 'deploy' ? `${permission.remote}'s deploy token or ` : ''}a platform token`,
    );
  }
  return holder;
}

/**
 * Who may read the registry's figures (status, builds and who deployed them, rollback evidence):
 * anyone holding one of its tokens, a signed-in employee, and anyone in development mode.
 */
async function readerStanding(request: FastifyRequest, deps: PlatformDeps): Promise<'reader' | Exclude<StaffStanding, 'employee'>> {
  if (deps.devMode || identify(deps.access, bearerToken(request.headers.authorization))) return 'reader';
  const standing = deps.staffOf ? await deps.staffOf(request) : 'signed-out';
  return standing === 'employee' ? 'reader' : standing;
}

const NOT_A_READER =
  'the registry\'s figures are for the site\'s own people: send "Authorization: Bearer <token>" (a platform or deploy token) or sign in with an employee account';

async function requireReader(request: FastifyRequest, deps: PlatformDeps): Promise<void> {
  const standing = await readerStanding(request, deps);
  if (standing !== 'reader') throw new RegistryError(standing === 'signed-out' ? 401 : 403, NOT_A_READER);
}

function remoteParam(value: string): RemoteName {
  if (!isRemoteName(value)) throw new RegistryError(404, `"${value}" is not a remote (known: ${REMOTE_NAMES.join(', ')})`);
  return value;
}

const deployBody = {
  type: 'object',
  additionalProperties: false,
  required: ['remote', 'packageVersion', 'files'],
  properties: {
    remote: { type: 'string', enum: REMOTE_ENUM },
    forceOverBudget: { type: 'boolean' },
    reason: { type: 'string', minLength: 1, maxLength: 500 },
    packageVersion: { type: 'string', maxLength: 64 },
    contractsVersion: { type: 'string', maxLength: 64 },
    shared: {
      type: 'array',
      maxItems: 100,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'requiredVersion', 'singleton'],
        properties: {
          name: { type: 'string', maxLength: 200 },
          requiredVersion: { type: 'string', maxLength: 100 },
          singleton: { type: 'boolean' },
        },
      },
    },
    files: {
      type: 'array',
      minItems: 1,
      maxItems: MAX_FILES,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['path', 'integrity', 'contentBase64'],
        properties: {
          path: { type: 'string', maxLength: 300 },
          integrity: { type: 'string', maxLength: 100 },
          contentBase64: { type: 'string' },
        },
      },
    },
  },
} as const;

interface DeployBody {
  remote: RemoteName;
  packageVersion: string;
  /** A platform engineer's deploy over the area's budget, said why in `reason`. */
  forceOverBudget?: boolean;
  reason?: string;
  contractsVersion?: string;
  shared?: { name: string; requiredVersion: string; singleton: boolean }[];
  files: { path: string; integrity: string; contentBase64: string }[];
}

const routingBody = {
  type: 'object',
  additionalProperties: false,
  required: ['action', 'reason'],
  properties: {
    action: { type: 'string', enum: ['stable', 'canary', 'stop-canary', 'promote', 'rollback', 'kill', 'revive'] },
    version: { type: 'string', maxLength: 100 },
    share: { type: 'number', minimum: 0, maximum: 100 },
    reason: { type: 'string', minLength: 1, maxLength: 500 },
    forceOverBudget: { type: 'boolean' },
  },
} as const;

interface RoutingBody {
  action: 'stable' | 'canary' | 'stop-canary' | 'promote' | 'rollback' | 'kill' | 'revive';
  version?: string;
  share?: number;
  reason: string;
  forceOverBudget?: boolean;
}

function routingCommand(body: RoutingBody): RoutingCommand {
  const needVersion = () => {
    if (!body.version) throw new RegistryError(400, `"${body.action}" needs a version, e.g. 1.3.0`);
    return body.version;
  };
  switch (body.action) {
    case 'stable':
      return { kind: 'stable', version: needVersion() };
    case 'canary':
      if (body.share === undefined) throw new RegistryError(400, '"canary" needs a share from 0 to 100 (percent of visitors)');
      return { kind: 'canary', version: needVersion(), share: body.share };
    case 'stop-canary':
      return { kind: 'stop-canary' };
    case 'promote':
      return { kind: 'promote' };
    case 'rollback':
      return { kind: 'rollback' };
    case 'kill':
      return { kind: 'kill', killed: true };
    case 'revive':
      return { kind: 'kill', killed: false };
  }
}

const overrideBody = {
  type: 'object',
  additionalProperties: false,
  required: ['versions', 'reason'],
  properties: {
    versions: { type: 'array', minItems: 1, maxItems: REMOTE_NAMES.length, items: { type: 'string', maxLength: 100 } },
    ttlMinutes: { type: 'integer', minimum: 1, maximum: 7 * 24 * 60 },
    reason: { type: 'string', minLength: 1, maxLength: 500 },
  },
} as const;

function parseLoads(body: unknown): IncomingLoad[] {
  const loads = (body as { loads?: unknown } | null)?.loads;
  if (!Array.isArray(loads) || loads.length > MAX_LOADS_PER_REPORT) {
    throw new RegistryError(400, `a report is {"loads": [...]} with at most ${MAX_LOADS_PER_REPORT} loads`);
  }
  return loads.flatMap((entry: unknown): IncomingLoad[] => {
    const { token, remote, version, ok, durationMs, reason } = (entry ?? {}) as Record<string, unknown>;
    if (typeof token !== 'string' || typeof remote !== 'string' || typeof version !== 'string' || typeof ok !== 'boolean') return [];
    if (typeof durationMs !== 'number' || !Number.isFinite(durationMs)) return [];
    return [{ token, remote, version, ok, durationMs, reason: typeof reason === 'string' ? reason : undefined }];
  });
}

export async function platformRoutes(app: FastifyInstance, deps: PlatformDeps): Promise<void> {
  const { registry } = deps;
  closeUnreadBodies(app);
  // First: it documents the routes added after it.
  await servePlatformOpenApi(app);

  app.setErrorHandler((error: Error & { statusCode?: number; validation?: unknown }, _request, reply) => {
    if (error instanceof RegistryError) {
      return reply
        .code(error.statusCode)
        .header('Cache-Control', 'no-store')
        .send({ error: error.message, ...(error.details.length ? { details: error.details } : {}) });
    }
    if (error.validation) return reply.code(400).send({ error: `bad request: ${error.message}` });
    if (error.statusCode === 413) return reply.code(413).send({ error: 'the upload is too large' });
    if (error.statusCode && error.statusCode < 500) return reply.code(error.statusCode).send({ error: error.message });
    app.log.error(error);
    return reply.code(500).send({ error: 'the registry failed; nothing was changed. Try again.' });
  });

  // sendBeacon posts text/plain; its body is the same JSON.
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new RegistryError(400, 'a report must be JSON'), undefined);
    }
  });

  const cspViolations = createCspViolationCounter();
  cspReportRoutes(app, cspViolations);

  app.get('/_platform/status', async (request, reply) => {
    await requireReader(request, deps);
    return reply.header('Cache-Control', 'no-store').send({ ...(await registry.status()), cspViolations: cspViolations.snapshot() });
  });

  app.get('/_platform/', async (request, reply) => {
    void reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8');
    const standing = await readerStanding(request, deps);
    if (standing !== 'reader') return reply.code(standing === 'signed-out' ? 401 : 403).send(renderStatusRefusal(standing));
    return reply.send(
      renderStatusPage(await registry.status(), cspViolations.snapshot(), deps.devMode ? (deps.unsentMail?.() ?? []) : null),
    );
  });
  app.get(STATUS_STYLESHEET_PATH, async (_request, reply) =>
    reply.header('Cache-Control', 'public, max-age=3600').type('text/css; charset=utf-8').send(STATUS_STYLESHEET),
  );
  app.get('/_platform', async (_request, reply) => reply.redirect('/_platform/', 301));

  app.get('/_platform/remotes', async (request, reply): Promise<CurrentRemotes> => {
    const current = await registry.currentSet(await visitorRequestOf(request, reply, deps));
    reply.header('Cache-Control', 'no-store');
    return current;
  });

  app.post('/_platform/reports', { bodyLimit: 64 * 1024 }, async (request, reply) => {
    const proof = fastifyCookie.parse(request.headers.cookie ?? '')[ENTRY_PROOF_COOKIE];
    const result = await registry.acceptLoads(parseLoads(request.body), request.ip, proof);
    return reply.code(202).send({ accepted: result.accepted });
  });

  // A stranger is turned away before a 64 MB body is read; the area is checked once it is parsed.
  const knownToken = async (request: FastifyRequest) => {
    tokenHolder(request, deps);
  };
  app.post<{ Body: DeployBody }>(
    '/_platform/versions',
    { bodyLimit: 64 * 1024 * 1024, schema: { body: deployBody }, onRequest: knownToken },
    async (request, reply) => {
      const body = request.body;
      // A token holder refused here is in the audit log too (a stranger's try is not: it would let anyone write there).
      const holder = tokenHolder(request, deps);
      try {
        authorise(request, deps, { action: 'deploy', remote: body.remote });
        if (body.forceOverBudget) {
          authorise(request, deps, { action: 'route' });
          if (!body.reason) throw new RegistryError(400, 'a deploy forced over budget needs a reason, for the audit log');
        }
      } catch (error) {
        if (error instanceof RegistryError) await registry.auditRefusedDeploy(body, holder, error);
        throw error;
      }
      const record = await registry.deploy(
        {
          remote: body.remote,
          packageVersion: body.packageVersion,
          ...(body.contractsVersion === undefined ? {} : { contractsVersion: body.contractsVersion }),
          ...(body.shared === undefined ? {} : { shared: body.shared }),
          files: body.files.map((f) => ({ path: f.path, integrity: f.integrity, bytes: Buffer.from(f.contentBase64, 'base64') })),
        },
        holder,
        { forceOverBudget: body.forceOverBudget === true, ...(body.reason === undefined ? {} : { reason: body.reason }) },
      );
      const size = await registry.readSize(record);
      const { lines, canaryShare } = deployedSizeReport(size);
      return reply
        .code(201)
        .send({ remote: record.remote, version: record.version, files: record.files.length, ...size, report: lines, canaryShare });
    },
  );

  app.get<{ Params: { remote: string } }>('/_platform/versions/:remote', async (request) => {
    await requireReader(request, deps);
    const remote = remoteParam(request.params.remote);
    const versions = await registry.versions(remote);
    return {
      remote,
      versions: await Promise.all(
        versions.map(async (record) => {
          const { files, ...rest } = record;
          // A build whose files are gone from disk is still listed, without a size.
          const size = await registry.readSize(record).catch(() => ({}));
          return { ...rest, files: files.length, ...size };
        }),
      ),
    };
  });

  app.get('/_platform/routing', async () => registry.routing());

  app.post<{ Params: { remote: string }; Body: RoutingBody }>(
    '/_platform/routing/:remote',
    { schema: { body: routingBody } },
    async (request) => {
      const remote = remoteParam(request.params.remote);
      const holder = authorise(request, deps, { action: 'route' });
      const { routing, summary } = await registry.changeRouting(remote, routingCommand(request.body), holder, request.body.reason, {
        forceOverBudget: request.body.forceOverBudget === true,
      });
      return { remote, summary, routing };
    },
  );

  app.post<{ Body: { versions: string[]; ttlMinutes?: number; reason: string } }>(
    '/_platform/overrides',
    { schema: { body: overrideBody } },
    async (request) => {
      const holder = authorise(request, deps, { action: 'route' });
      const ttlMs = request.body.ttlMinutes === undefined ? DEFAULT_OVERRIDE_TTL_MS : request.body.ttlMinutes * 60_000;
      const issued = await registry.issueOverride(request.body.versions, ttlMs, holder, request.body.reason);
      return { ...issued, expiresAt: new Date(issued.expiresAt).toISOString(), link: `/?pb-override=${issued.token}` };
    },
  );

  app.get<{ Querystring: { remote?: string; limit?: string } }>('/_platform/audit', async (request) => {
    authorise(request, deps, { action: 'route' });
    const limit = Math.min(500, Math.max(1, Number(request.query.limit ?? 50) || 50));
    const remote = request.query.remote ? remoteParam(request.query.remote) : undefined;
    return { entries: await registry.audit(limit, remote) };
  });
}

export type { FastifyReply };
