// How a build gets into the registry: an upload is checked (paths, integrity, size, its own
// manifest), then held to the deploy gate (its container's name, './app', the shell's singletons
// shared, its area's budget) before its files are stored and its record added, and a version is
// never replaced. A refused deploy is in the audit log with its reasons.

import { effectiveBudget, buildRefusals, type GateManifest } from '../rules/buildGate';
import { overBudgetDeployRefusal } from '../rules/budgets';
import { isSha384Integrity, sha384Integrity } from '../rules/integrity';
import { isPackageVersion, versionOf } from '../rules/versionRefs';
import {
  ENTRY_FILE,
  MANIFEST_FILE,
  buildIdOf,
  isServedFile,
  builtFilesMismatch,
  compressedBytes,
  isServerOnlyFile,
  readAreaManifest,
  readManifestContract,
  type BuildBundle,
} from './buildBundle';
import type { RegisteredBuilds } from './registeredBuilds';
import { RegistryError } from './registryError';
import type { RegistryStore, VersionRecord } from './registryStore';
import type { Actor, RoutingChanges } from './routingChanges';
import type { VersionFiles } from './versionFiles';

export const MAX_FILES = 500;
export const MAX_BUILD_BYTES = 40 * 1024 * 1024;

/**
 * A build as the registry receives it. The contracts version and shared ranges are the build's own
 * manifest's; an uploader may send them too, and then they must match.
 */
export type DeployInput = Omit<BuildBundle, 'contractsVersion' | 'shared'> & Partial<Pick<BuildBundle, 'contractsVersion' | 'shared'>>;

export interface DeployOptions {
  /** A platform engineer's deploy of a build over its area's budget (then held to a small canary until forced again). */
  forceOverBudget?: boolean;
  /** Why, for the audit log. */
  reason?: string;
}

// Word characters, dots and dashes; a name may start with '@' (Module Federation's @mf-types.zip).
const SAFE_PATH = /^@?[\w.-]+(\/@?[\w.-]+)*$/;

export interface DeploysDeps {
  store: RegistryStore;
  files: VersionFiles;
  builds: Pick<RegisteredBuilds, 'findVersion' | 'checkCompatible'>;
  /** A local build adopted at start is served through the same audited change as any other. */
  changeRouting: RoutingChanges['changeRouting'];
  now: () => number;
  log: (line: string) => void;
}

export function createDeploys({ store, files, builds, changeRouting, now, log }: DeploysDeps) {
  const { findVersion, checkCompatible } = builds;

  function checkUpload(input: DeployInput): { bundle: BuildBundle; manifest: GateManifest; area: ReturnType<typeof readAreaManifest> } {
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
      if (!isServedFile(file.path))
        throw new RegistryError(
          400,
          `"${file.path}" is not a file the registry serves (.js, .json or .css, and Module Federation's @mf-types.zip and @mf-types.d.ts at the top)`,
        );
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
    let area;
    let parsed: unknown;
    try {
      parsed = JSON.parse(manifest.bytes.toString('utf8'));
      contract = readManifestContract(parsed);
      area = readAreaManifest(parsed);
    } catch (error) {
      throw new RegistryError(400, `the build's ${MANIFEST_FILE} is unreadable: ${(error as Error).message}`);
    }
    const mismatch = area.builtIntegrity ? builtFilesMismatch(input.files, area.builtIntegrity) : null;
    if (mismatch) throw new RegistryError(400, `${mismatch}. Build the area again and deploy what it wrote.`);
    const sentContracts = input.contractsVersion ?? contract.contractsVersion;
    const sentShared = input.shared ?? contract.shared;
    if (contract.contractsVersion !== sentContracts || JSON.stringify(contract.shared) !== JSON.stringify(sentShared)) {
      throw new RegistryError(400, `the contracts version and shared ranges sent do not match the build's ${MANIFEST_FILE}`);
    }
    return { bundle: { ...input, ...contract }, manifest: parsed as GateManifest, area };
  }

  /** The deploy gate: every reason to refuse the build, each naming its fix. */
  function gateRefusals(
    bundle: BuildBundle,
    manifest: GateManifest,
    area: ReturnType<typeof readAreaManifest>,
    options: DeployOptions,
  ): string[] {
    const scripts = bundle.files
      .filter((f) => f.path.endsWith('.js') && !isServerOnlyFile(f.path))
      .map((f) => ({ path: f.path, text: f.bytes.toString('utf8') }));
    const refusals = buildRefusals({ remote: bundle.remote, manifest, scripts });
    // Compressing is the costly part: skipped where the budget cannot refuse (a forced deploy, the working tree at start).
    if (options.forceOverBudget) return refusals;
    const initial = new Set([ENTRY_FILE, ...area.initialFiles]);
    const size = {
      initialBytes: compressedBytes(bundle.files.filter((f) => initial.has(f.path)).map((f) => f.bytes)),
      budgetBytes: effectiveBudget(bundle.remote, area.budgetBytes),
    };
    if (size.initialBytes > size.budgetBytes) refusals.push(overBudgetDeployRefusal(size));
    return refusals;
  }

  async function register(
    input: DeployInput,
    actor: Actor,
    source: VersionRecord['source'],
    options: DeployOptions = {},
  ): Promise<VersionRecord> {
    const { bundle, manifest, area } = checkUpload(input);
    const refusals = gateRefusals(bundle, manifest, area, source === 'local' ? { forceOverBudget: true } : options);
    if (refusals.length > 0 && source === 'deploy') {
      throw new RegistryError(422, `${input.remote} ${input.packageVersion} was not registered: ${refusals.join(' ')}`, refusals);
    }
    // A developer's own working tree is served all the same; the deploy tools are where it is held back.
    for (const refusal of refusals) log(`registry: warning: the working tree's ${input.remote} would be refused at deploy: ${refusal}`);
    const buildId = buildIdOf(input.files);
    const version = versionOf(input.packageVersion, buildId);
    const record: VersionRecord = {
      remote: input.remote,
      version,
      packageVersion: input.packageVersion,
      buildId,
      contractsVersion: bundle.contractsVersion,
      shared: bundle.shared,
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
      reason:
        source === 'local'
          ? 'the working-tree build, taken at server start'
          : options.forceOverBudget
            ? `deploy, forced over budget: ${options.reason ?? ''}`
            : 'deploy',
    });
    if (!added) throw exists('');
    log(`registry: ${actor.name} registered ${input.remote}@${version}`);
    return record;
  }

  /** A refused deploy in the audit log: who tried, which build, and the registry's words. */
  function auditRefusal(attempt: Pick<DeployInput, 'remote' | 'packageVersion'>, actor: Actor, refusal: RegistryError): Promise<void> {
    return store.appendAudit({
      at: now(),
      actor: actor.name,
      remote: attempt.remote,
      action: 'deploy-refused',
      summary: `refused ${attempt.remote} ${attempt.packageVersion}: ${refusal.message}`,
      reason: 'deploy',
    });
  }

  async function deploy(input: DeployInput, actor: Actor, options: DeployOptions = {}): Promise<VersionRecord> {
    try {
      return await register(input, actor, 'deploy', options);
    } catch (error) {
      if (error instanceof RegistryError) await auditRefusal(input, actor, error);
      throw error;
    }
  }

  /**
   * At server start: registers the working tree's build of a remote and serves it, unless a
   * deployed (not local) build is stable, which only the deploy tools may change.
   */
  async function adoptLocalBuild(bundle: BuildBundle): Promise<string | null> {
    const buildId = buildIdOf(bundle.files);
    const version = versionOf(bundle.packageVersion, buildId);
    const actor = { name: 'local-build' };
    if (!(await findVersion(bundle.remote, version))) {
      try {
        await register(bundle, actor, 'local');
      } catch (error) {
        // Another edge started from the same working tree and registered it first: serve it the same.
        if (!(error instanceof RegistryError && error.statusCode === 409 && (await findVersion(bundle.remote, version)))) throw error;
      }
    }
    // A database copied without its build folders (or restored from a backup): the working tree
    // holds the same bytes (same build id), so put them back.
    else if (!(await files.ensureLocal(bundle.remote, version))) await files.write(bundle.remote, version, bundle.files);
    const routing = (await store.routing())[bundle.remote];
    const stable = routing.stable ? await findVersion(bundle.remote, routing.stable) : undefined;
    if (routing.stable === version || (stable && stable.source === 'deploy')) return null;
    // A working tree over its budget is still served locally, with a warning; the deploy tools are where it is held back.
    const { forcedOverBudget } = await changeRouting(
      bundle.remote,
      { kind: 'stable', version },
      actor,
      'the working-tree build, taken at server start',
      {
        forceOverBudget: true,
      },
    );
    if (forcedOverBudget) log(`registry: warning: ${bundle.remote} (forced over budget: ${forcedOverBudget})`);
    return version;
  }

  return { deploy, adoptLocalBuild, auditRefusal };
}
