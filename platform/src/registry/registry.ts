// The registry: immutable builds per remote, routing per remote with canaries and a kill switch,
// signed overrides, load reports with automatic rollback, and the status figures. The edge
// server asks it which build of each area a document gets.

import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { REMOTE_NAMES, type RemoteDescriptor, type RemoteName } from 'shared-contracts';
import { bucketOf } from '../rules/bucketing';
import { canaryRollbackReason, type CanaryPolicy } from '../rules/canaryHealth';
import { incompatibilities, type ShellProvides } from '../rules/compatibility';
import { isSha384Integrity, sha384Integrity } from '../rules/integrity';
import { percentile } from '../rules/percentiles';
import {
  RoutingRefusal,
  chooseVersion,
  clearCanary,
  promoteCanary,
  rollBack,
  setCanary,
  setKilled,
  setStable,
  type Change,
  type RemoteRouting,
} from '../rules/routing';
import { signToken, verifyToken } from '../rules/signedTokens';
import { isPackageVersion, parseVersionRef, resolveVersion, versionOf } from '../rules/versionRefs';
import { ENTRY_FILE, MANIFEST_FILE, buildIdOf, isServedFile, readManifestContract, type BuildBundle } from './buildBundle';
import { RegistryError } from './registryError';
import type { AuditEntry, LoadReport, RegistryStore, VersionRecord } from './registryStore';
import type { VersionFiles } from './versionFiles';

export const MAX_FILES = 500;
export const MAX_BUILD_BYTES = 40 * 1024 * 1024;
export const MAX_OVERRIDE_TTL_MS = 7 * 24 * 3600_000;
export const DEFAULT_OVERRIDE_TTL_MS = 3600_000;
const REPORT_TOKEN_TTL_MS = 24 * 3600_000;
/** Accepted load reports per client address per minute: a page view sends a handful. */
export const MAX_LOADS_PER_ADDRESS_PER_MINUTE = 60;
const LOAD_STATS_WINDOW_MS = 24 * 3600_000;
/** Load reports are kept this long (a canary's health counts from when it started). */
export const LOAD_RETENTION_MS = 14 * 24 * 3600_000;

export type RoutingCommand =
  | { kind: 'stable'; version: string }
  | { kind: 'canary'; version: string; share: number }
  | { kind: 'stop-canary' }
  | { kind: 'promote' }
  | { kind: 'rollback' }
  | { kind: 'kill'; killed: boolean };

export interface Actor {
  name: string;
}

export interface VisitorRequest {
  /** 'user:N' or 'anon:<id>'; null for bots, which always get stable. */
  visitorKey: string | null;
  /** remote → version from a verified override token. */
  overrides?: Partial<Record<RemoteName, string>>;
  /** remote → entry URL from a development override (only honoured in development mode). */
  devEntries?: Partial<Record<RemoteName, string>>;
}

export interface ServedSet {
  remotes: RemoteDescriptor[];
  reportToken: string;
}

export interface IncomingLoad {
  token: string;
  remote: string;
  version: string;
  ok: boolean;
  durationMs: number;
  reason?: string | undefined;
}

export interface VersionStatus {
  version: string;
  source: 'deploy' | 'local';
  deployedAt: string;
  deployedBy: string;
  role: 'stable' | 'canary' | 'previous' | 'idle';
  documents: number;
  /** Percent of this remote's documents since the server started. */
  documentShare: number;
  loads: number;
  failures: number;
  loadP50Ms: number | null;
  loadP95Ms: number | null;
}

export interface RemoteStatus {
  remote: RemoteName;
  routing: Omit<RemoteRouting, 'history' | 'canarySince'> & { previousStable: string | null; canarySince: string | null };
  documents: number;
  versions: VersionStatus[];
}

export interface PlatformStatus {
  generatedAt: string;
  documentsSince: string;
  loadWindowHours: number;
  remotes: RemoteStatus[];
}

export interface RegistryOptions {
  store: RegistryStore;
  files: VersionFiles;
  shell: ShellProvides;
  signingSecret: string;
  canaryPolicy: CanaryPolicy;
  now?: () => number;
  log?: (line: string) => void;
}

/** A build as the CLI reads it from dist/ and as the registry receives it. */
export type DeployInput = BuildBundle;

const SAFE_PATH = /^[\w.-]+(\/[\w.-]+)*$/;

export type Registry = ReturnType<typeof createRegistry>;

export function createRegistry(options: RegistryOptions) {
  const { store, files, shell, signingSecret, canaryPolicy } = options;
  const now = options.now ?? Date.now;
  const startedAt = now();
  const log = options.log ?? (() => undefined);
  // Builds never change once registered, so a found record is kept for good.
  const versionCache = new Map<string, VersionRecord>();
  const documentCounts = new Map<string, number>();
  // One outcome per page view (report token) and remote: a replayed token counts once.
  const reported = new Map<string, number>();
  const perAddress = new Map<string, { count: number; resetAt: number }>();
  let prunedAt = 0;

  async function findVersion(remote: RemoteName, version: string): Promise<VersionRecord | undefined> {
    const key = `${remote}@${version}`;
    const cached = versionCache.get(key);
    if (cached) return cached;
    const record = await store.getVersion(remote, version);
    if (record) versionCache.set(key, record);
    return record;
  }

  function checkCompatible(record: Pick<VersionRecord, 'remote' | 'version' | 'contractsVersion' | 'shared'>): void {
    const problems = incompatibilities(record, shell);
    if (problems.length > 0) {
      throw new RegistryError(422, `${record.remote}@${record.version} cannot run in this shell: ${problems.join(' ')}`, problems);
    }
  }

  function checkUpload(input: DeployInput): void {
    if (!isPackageVersion(input.packageVersion)) {
      throw new RegistryError(400, `"${input.packageVersion}" is not a package version: set "version" in package.json to x.y.z`);
    }
    if (input.files.length === 0 || input.files.length > MAX_FILES) {
      throw new RegistryError(400, `a build must have 1 to ${MAX_FILES} files, not ${input.files.length}`);
    }
    let total = 0;
    const seen = new Set<string>();
    for (const file of input.files) {
      if (!SAFE_PATH.test(file.path) || file.path.split('/').some((part) => part === '..' || part === '.')) {
        throw new RegistryError(400, `"${file.path}" is not a file path inside the build`);
      }
      if (!isServedFile(file.path)) throw new RegistryError(400, `"${file.path}" is not a file the registry serves (.js, .json or .css)`);
      if (seen.has(file.path)) throw new RegistryError(400, `"${file.path}" is in the build twice`);
      seen.add(file.path);
      if (!isSha384Integrity(file.integrity)) throw new RegistryError(400, `"${file.path}" has no sha384 integrity`);
      if (sha384Integrity(file.bytes) !== file.integrity) {
        throw new RegistryError(400, `"${file.path}" arrived damaged: its bytes do not match its integrity. Deploy again.`);
      }
      total += file.bytes.length;
    }
    if (total > MAX_BUILD_BYTES) throw new RegistryError(400, `the build is ${total} bytes; the limit is ${MAX_BUILD_BYTES}`);
    if (!seen.has(ENTRY_FILE)) throw new RegistryError(400, `the build has no ${ENTRY_FILE}`);
    // The compatibility check must judge the build itself, not what the uploader says about it.
    const manifest = input.files.find((f) => f.path === MANIFEST_FILE);
    if (!manifest) throw new RegistryError(400, `the build has no ${MANIFEST_FILE}: build it with manifest: true`);
    let contract;
    try {
      contract = readManifestContract(JSON.parse(manifest.bytes.toString('utf8')));
    } catch (error) {
      throw new RegistryError(400, `the build's ${MANIFEST_FILE} is unreadable: ${(error as Error).message}`);
    }
    if (contract.contractsVersion !== input.contractsVersion || JSON.stringify(contract.shared) !== JSON.stringify(input.shared)) {
      throw new RegistryError(400, `the contracts version and shared ranges sent do not match the build's ${MANIFEST_FILE}`);
    }
  }

  async function register(input: DeployInput, actor: Actor, source: VersionRecord['source']): Promise<VersionRecord> {
    checkUpload(input);
    const buildId = buildIdOf(input.files);
    const version = versionOf(input.packageVersion, buildId);
    const record: VersionRecord = {
      remote: input.remote,
      version,
      packageVersion: input.packageVersion,
      buildId,
      contractsVersion: input.contractsVersion,
      shared: input.shared,
      files: input.files.map((f) => ({ path: f.path, integrity: f.integrity, size: f.bytes.length })),
      source,
      deployedAt: now(),
      deployedBy: actor.name,
    };
    checkCompatible(record);
    const exists = (message: string) =>
      new RegistryError(
        409,
        `${input.remote}@${version} is already registered${message}: versions are immutable. Change the code or bump "version" in package.json, then deploy again.`,
      );
    if (await findVersion(input.remote, version)) throw exists('');
    try {
      await files.write(input.remote, version, input.files);
    } catch {
      // The same build racing in, or files with no record from a deploy that stopped between the
      // two steps (same id, same bytes): only in the second case are the files replaced.
      if (await store.getVersion(input.remote, version)) throw exists('');
      await files.remove(input.remote, version);
      await files.write(input.remote, version, input.files);
    }
    const added = await store.addVersion(record, {
      at: record.deployedAt,
      actor: actor.name,
      remote: input.remote,
      action: 'deploy',
      summary: `registered ${input.remote}@${version} (${record.files.length} files, contracts ${record.contractsVersion})`,
      reason: source === 'local' ? 'the working-tree build, taken at server start' : 'deploy',
    });
    if (!added) throw exists('');
    log(`registry: ${actor.name} registered ${input.remote}@${version}`);
    return record;
  }

  async function versionsOf(remote: RemoteName): Promise<string[]> {
    return (await store.listVersions(remote)).map((v) => v.version);
  }

  async function resolveRef(remote: RemoteName, version: string): Promise<VersionRecord> {
    let resolved: string;
    try {
      resolved = resolveVersion({ remote, version }, await versionsOf(remote));
    } catch (error) {
      throw new RegistryError(404, (error as Error).message);
    }
    return (await findVersion(remote, resolved))!;
  }

  function changeFor(command: RoutingCommand, record: VersionRecord | undefined): (routing: RemoteRouting) => Change {
    switch (command.kind) {
      case 'stable':
        return (routing) => setStable(routing, record!.version);
      case 'canary':
        return (routing) => setCanary(routing, record!.version, command.share, now());
      case 'stop-canary':
        return clearCanary;
      case 'promote':
        return promoteCanary;
      case 'rollback':
        return rollBack;
      case 'kill':
        return (routing) => setKilled(routing, command.killed);
    }
  }

  async function changeRouting(
    remote: RemoteName,
    command: RoutingCommand,
    actor: Actor,
    reason: string,
  ): Promise<{ routing: RemoteRouting; summary: string }> {
    if (reason.trim() === '') throw new RegistryError(400, 'say why: every routing change needs a reason for the audit log');
    const record = command.kind === 'stable' || command.kind === 'canary' ? await resolveRef(remote, command.version) : undefined;
    if (record) checkCompatible(record);
    const change = changeFor(command, record);
    let summary = '';
    try {
      // Promote and rollback serve a version nobody named: check it can still run in this shell first.
      if (command.kind === 'promote' || command.kind === 'rollback') {
        const current = (await store.routing())[remote];
        const target = change(current).next.stable;
        if (target && target !== current.stable) checkCompatible((await findVersion(remote, target))!);
      }
      const routing = await store.updateRouting(remote, (current) => {
        const applied = change(current);
        summary = applied.summary;
        return {
          next: applied.next,
          audit: { at: now(), actor: actor.name, remote, action: command.kind, summary, reason: reason.trim() },
        };
      });
      log(`registry: ${actor.name} changed ${remote}: ${summary}`);
      return { routing, summary };
    } catch (error) {
      if (error instanceof RegistryError) throw error;
      // The routing rules refuse with a plain Error; anything else (the database) is a 500.
      if (error instanceof RoutingRefusal) throw new RegistryError(409, `${remote}: ${error.message}`);
      throw error;
    }
  }

  // What a document says about a build; immutable, so made once per build, not per document.
  const descriptors = new Map<string, RemoteDescriptor>();
  async function descriptorOf(remote: RemoteName, version: string): Promise<RemoteDescriptor | undefined> {
    const key = `${remote}@${version}`;
    const made = descriptors.get(key);
    if (made) return made;
    const record = await findVersion(remote, version);
    if (!record) return undefined;
    const integrity: Record<string, string> = {};
    // Scripts and stylesheets: the shell and the remotes' chunk loaders set it on each <script> and <link>.
    for (const file of record.files) if (/\.(js|css)$/.test(file.path)) integrity[file.path] = file.integrity;
    const descriptor = { name: remote, version, entryUrl: `/remotes/${remote}/${encodeURIComponent(version)}/${ENTRY_FILE}`, integrity };
    descriptors.set(key, descriptor);
    return descriptor;
  }

  async function servedSet(request: VisitorRequest, countDocument: boolean): Promise<ServedSet> {
    const routing = await store.routing();
    const remotes: RemoteDescriptor[] = [];
    const served: Partial<Record<RemoteName, string>> = {};
    for (const remote of REMOTE_NAMES) {
      const devEntry = request.devEntries?.[remote];
      if (devEntry) {
        remotes.push({ name: remote, version: 'dev', entryUrl: devEntry });
        continue;
      }
      const bucket = request.visitorKey ? bucketOf(remote, request.visitorKey) : 100;
      const overridden = request.overrides?.[remote];
      // An override for a build that is gone falls back to normal routing.
      const overrideDescriptor = overridden ? await descriptorOf(remote, overridden) : undefined;
      const choice = chooseVersion(routing[remote], bucket, overrideDescriptor?.version);
      if (choice.version === null) continue;
      const descriptor = overrideDescriptor ?? (await descriptorOf(remote, choice.version));
      if (!descriptor) continue;
      remotes.push(descriptor);
      served[remote] = choice.version;
      if (countDocument) documentCounts.set(`${remote}@${choice.version}`, (documentCounts.get(`${remote}@${choice.version}`) ?? 0) + 1);
    }
    // A nonce per page view: two documents in the same millisecond still report separately.
    const token = signToken(signingSecret, 'report', { ...served, n: randomBytes(6).toString('base64url') }, now() + REPORT_TOKEN_TTL_MS);
    return { remotes, reportToken: token };
  }

  async function checkCanary(remote: RemoteName, version: string): Promise<string | null> {
    const routing = (await store.routing())[remote];
    if (routing.canary !== version || routing.canarySince === null) return null;
    const summary = await store.loadSummary(remote, version, routing.canarySince);
    const reason = canaryRollbackReason(version, summary, canaryPolicy);
    if (!reason) return null;
    try {
      await store.updateRouting(remote, (current) => {
        if (current.canary !== version) throw new Error('the canary changed meanwhile');
        const change = clearCanary(current);
        return {
          next: change.next,
          audit: { at: now(), actor: 'auto-rollback', remote, action: 'rollback', summary: change.summary, reason },
        };
      });
    } catch {
      return null;
    }
    log(`registry: ${reason}`);
    return reason;
  }

  return {
    startedAt,

    deploy(input: DeployInput, actor: Actor): Promise<VersionRecord> {
      return register(input, actor, 'deploy');
    },

    /**
     * At server start: registers the working tree's build of a remote and serves it, unless a
     * deployed (not local) build is stable, which only the deploy tools may change.
     */
    async adoptLocalBuild(bundle: BuildBundle): Promise<string | null> {
      const buildId = buildIdOf(bundle.files);
      const version = versionOf(bundle.packageVersion, buildId);
      const actor = { name: 'local-build' };
      if (!(await findVersion(bundle.remote, version))) await register(bundle, actor, 'local');
      // A database copied without its build folders (or restored from a backup): the working tree
      // holds the same bytes (same build id), so put them back.
      else if (!existsSync(files.folder(bundle.remote, version))) await files.write(bundle.remote, version, bundle.files);
      const routing = (await store.routing())[bundle.remote];
      const stable = routing.stable ? await findVersion(bundle.remote, routing.stable) : undefined;
      if (routing.stable === version || (stable && stable.source === 'deploy')) return null;
      await changeRouting(bundle.remote, { kind: 'stable', version }, actor, 'the working-tree build, taken at server start');
      return version;
    },

    /** The folder holding one file of a registered build, if the build lists that file. */
    async servedFile(remote: string, version: string, file: string): Promise<string | undefined> {
      if (!(REMOTE_NAMES as readonly string[]).includes(remote)) return undefined;
      const record = await findVersion(remote as RemoteName, version);
      if (!record || !record.files.some((f) => f.path === file)) return undefined;
      return files.folder(record.remote, record.version);
    },

    async versions(remote: RemoteName): Promise<VersionRecord[]> {
      return store.listVersions(remote);
    },

    routing: () => store.routing(),

    changeRouting,

    audit: (limit: number, remote?: RemoteName): Promise<AuditEntry[]> => store.audit({ limit, ...(remote ? { remote } : {}) }),

    /** A signed override naming registered versions, good for `ttlMs`. */
    async issueOverride(
      refs: readonly string[],
      ttlMs: number,
      actor: Actor,
      reason: string,
    ): Promise<{ token: string; expiresAt: number; versions: Record<string, string> }> {
      if (refs.length === 0) throw new RegistryError(400, 'name at least one version, e.g. mf_feed@1.3.0');
      if (!Number.isInteger(ttlMs) || ttlMs < 60_000 || ttlMs > MAX_OVERRIDE_TTL_MS) {
        throw new RegistryError(400, `an override lasts from 1 minute to ${MAX_OVERRIDE_TTL_MS / 3600_000} hours`);
      }
      if (reason.trim() === '') throw new RegistryError(400, 'say why: every override needs a reason for the audit log');
      const versions: Partial<Record<RemoteName, string>> = {};
      for (const text of refs) {
        let ref;
        try {
          ref = parseVersionRef(text);
        } catch (error) {
          throw new RegistryError(400, (error as Error).message);
        }
        if (versions[ref.remote]) throw new RegistryError(400, `${ref.remote} is named twice`);
        const record = await resolveRef(ref.remote, ref.version);
        checkCompatible(record);
        versions[ref.remote] = record.version;
      }
      const expiresAt = now() + ttlMs;
      const token = signToken(signingSecret, 'override', versions, expiresAt);
      const named = Object.entries(versions)
        .map(([r, v]) => `${r}@${v}`)
        .join(', ');
      await store.appendAudit({
        at: now(),
        actor: actor.name,
        remote: null,
        action: 'override',
        summary: `issued an override for ${named} until ${new Date(expiresAt).toISOString()}`,
        reason: reason.trim(),
      });
      return { token, expiresAt, versions: versions };
    },

    /** The versions a signed override names, or undefined when it is forged, expired or malformed. */
    readOverride(token: string): { versions: Partial<Record<RemoteName, string>>; expiresAt: number } | undefined {
      const verified = verifyToken(signingSecret, 'override', token, now());
      if (!verified.ok || typeof verified.data !== 'object' || verified.data === null) return undefined;
      const versions: Partial<Record<RemoteName, string>> = {};
      for (const [remote, version] of Object.entries(verified.data)) {
        if ((REMOTE_NAMES as readonly string[]).includes(remote) && typeof version === 'string') versions[remote as RemoteName] = version;
      }
      return Object.keys(versions).length > 0 ? { versions, expiresAt: verified.expiresAt } : undefined;
    },

    /** The builds a document for this visitor gets, counted for the status figures. */
    documentSet: (request: VisitorRequest) => servedSet(request, true),

    /** The same choice again, mid-session, when a page's build has gone. Not counted. */
    currentSet: (request: VisitorRequest) => servedSet(request, false),

    /** Stores load reports from pages this server served, then checks each canary they name. */
    async acceptLoads(loads: readonly IncomingLoad[], address = 'unknown'): Promise<{ accepted: number; rolledBack: string[] }> {
      const at = now();
      for (const [key, expiresAt] of reported) if (expiresAt <= at) reported.delete(key);
      for (const [key, entry] of perAddress) if (entry.resetAt <= at) perAddress.delete(key);
      const budget = perAddress.get(address) ?? { count: 0, resetAt: at + 60_000 };
      perAddress.set(address, budget);
      const accepted: LoadReport[] = [];
      for (const load of loads) {
        if (budget.count >= MAX_LOADS_PER_ADDRESS_PER_MINUTE) break;
        const verified = verifyToken(signingSecret, 'report', load.token, at);
        if (!verified.ok) continue;
        const served = verified.data as Record<string, unknown>;
        if (!(REMOTE_NAMES as readonly string[]).includes(load.remote) || served[load.remote] !== load.version) continue;
        const key = `${load.token}\u0000${load.remote}`;
        if (reported.has(key)) continue;
        reported.set(key, verified.expiresAt);
        budget.count += 1;
        accepted.push({
          remote: load.remote as RemoteName,
          version: load.version,
          ok: load.ok,
          durationMs: Math.max(0, Math.min(600_000, Math.round(load.durationMs))),
          reason: load.ok ? null : (load.reason ?? 'unknown').slice(0, 300),
          at,
        });
      }
      if (accepted.length > 0) await store.recordLoads(accepted);
      if (at - prunedAt > 3600_000) {
        prunedAt = at;
        await store.pruneLoads(at - LOAD_RETENTION_MS);
      }
      const rolledBack: string[] = [];
      const failedVersions = new Set(accepted.filter((l) => !l.ok).map((l) => `${l.remote}@${l.version}`));
      for (const key of failedVersions) {
        const [remote, version] = key.split('@') as [RemoteName, string];
        const reason = await checkCanary(remote, version);
        if (reason) rolledBack.push(reason);
      }
      return { accepted: accepted.length, rolledBack };
    },

    async status(): Promise<PlatformStatus> {
      const routing = await store.routing();
      const since = now() - LOAD_STATS_WINDOW_MS;
      const remotes = await Promise.all(
        REMOTE_NAMES.map(async (remote): Promise<RemoteStatus> => {
          const r = routing[remote];
          const records = await store.listVersions(remote);
          const documents = records.reduce((sum, v) => sum + (documentCounts.get(`${remote}@${v.version}`) ?? 0), 0);
          const previousStable = r.history.at(-1) ?? null;
          const versions = await Promise.all(
            records.map(async (v): Promise<VersionStatus> => {
              const loads = await store.loadSummary(remote, v.version, since);
              const count = documentCounts.get(`${remote}@${v.version}`) ?? 0;
              return {
                version: v.version,
                source: v.source,
                deployedAt: new Date(v.deployedAt).toISOString(),
                deployedBy: v.deployedBy,
                role:
                  v.version === r.stable
                    ? 'stable'
                    : v.version === r.canary
                      ? 'canary'
                      : v.version === previousStable
                        ? 'previous'
                        : 'idle',
                documents: count,
                documentShare: documents === 0 ? 0 : Math.round((count / documents) * 1000) / 10,
                loads: loads.loads,
                failures: loads.failures,
                loadP50Ms: percentile(loads.durations, 50),
                loadP95Ms: percentile(loads.durations, 95),
              };
            }),
          );
          return {
            remote,
            routing: {
              stable: r.stable,
              canary: r.canary,
              share: r.share,
              killed: r.killed,
              previousStable,
              canarySince: r.canarySince === null ? null : new Date(r.canarySince).toISOString(),
            },
            documents,
            versions: versions.reverse(),
          };
        }),
      );
      return {
        generatedAt: new Date(now()).toISOString(),
        documentsSince: new Date(startedAt).toISOString(),
        loadWindowHours: LOAD_STATS_WINDOW_MS / 3600_000,
        remotes,
      };
    },
  };
}
