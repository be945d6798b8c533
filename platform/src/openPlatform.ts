// Opens the platform for the edge server: the access file, the registry's tables and build files
// (DATA_DIR's SQLite database and DATA_DIR/registry/, or PostgreSQL: openRegistryStorage.ts), and
// the shell's shared versions; then takes the working tree's builds where nothing deployed is
// stable yet. The public demo tokens and signing secret stop it unless the caller says only this
// machine reaches the server (demoAccess.ts).

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from 'shared-contracts/platform';
import { parseAccessConfig, type AccessConfig } from './rules/access';
import { demoAccessRefusedMessage, isDemoSigningSecret } from './rules/demoAccess';
import type { CanaryPolicySettings } from './rules/canaryHealth';
import type { ShellProvides } from './rules/compatibility';
import { readBuildBundle } from './registry/buildBundle';
import { createRegistry, type Registry } from './registry/registry';
import { RegistryError } from './registry/registryError';
import type { DatabaseConfig } from './database/databaseConfig';
import { openRegistryStorage } from './registry/openRegistryStorage';

export interface OpenPlatformOptions {
  dataDir: string;
  /** Where the registry's state lives (DATABASE_URL); SQLite in dataDir when left out. */
  database?: DatabaseConfig;
  /** The JSON file of tokens and the signing secret. */
  accessFile: string;
  /**
   * Why the public demo access may not be used here (demoAccessRefusal's answer), or null where
   * only this machine reaches the server. Left out, it is refused: only a caller that looked may
   * allow it.
   */
  demoRefusedBecause?: string | null;
  /** shell/dist/shared-versions.json, written by the shell's build. */
  shellSharedVersionsFile: string;
  /** Build folders to take at start (each area's dist/), by remote. */
  localBuilds: Partial<Record<RemoteName, string>>;
  canaryPolicy: CanaryPolicySettings;
  log?: (line: string) => void;
}

export interface OpenedPlatform {
  registry: Registry;
  access: AccessConfig;
  close: () => Promise<void>;
}

async function readJson(file: string, what: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    throw new Error(`${what} ${file} is missing`);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`${what} ${file} is not valid JSON`);
  }
}

function parseShellProvides(input: unknown, file: string): ShellProvides {
  const { contractsVersion, shared } = (input ?? {}) as Record<string, unknown>;
  if (typeof contractsVersion !== 'string' || typeof shared !== 'object' || shared === null) {
    throw new Error(`${file} must hold {"contractsVersion", "shared"}: rebuild the shell`);
  }
  return { contractsVersion, shared: shared as Record<string, string> };
}

async function packageVersionOf(buildDir: string): Promise<string> {
  const pkg = (await readJson(path.join(buildDir, '..', 'package.json'), 'the package file')) as { version?: unknown };
  if (typeof pkg.version !== 'string') throw new Error(`${path.join(buildDir, '..', 'package.json')} has no "version"`);
  return pkg.version;
}

export async function openPlatform(options: OpenPlatformOptions): Promise<OpenedPlatform> {
  const log = options.log ?? (() => undefined);
  const access = parseAccessConfig(await readJson(options.accessFile, 'the access file'), options.accessFile);
  const demoRefused =
    options.demoRefusedBecause === undefined ? 'its start did not say that only this machine reaches it' : options.demoRefusedBecause;
  if (access.demo && demoRefused !== null) throw new Error(demoAccessRefusedMessage(options.accessFile, demoRefused));
  const shell = parseShellProvides(
    await readJson(options.shellSharedVersionsFile, 'the shell build file'),
    options.shellSharedVersionsFile,
  );
  const { store, files, signingSecret } = await openRegistryStorage(
    options.database ?? { kind: 'sqlite' },
    options.dataDir,
    access.signingSecret,
    log,
  );
  if (isDemoSigningSecret(signingSecret) && demoRefused !== null) {
    await store.close();
    throw new Error(
      "the signing secret every edge shares, kept in PostgreSQL's registry_secrets, is the public demo one (an edge that started " +
        `with the demo access file stored it), so the server refuses it: ${demoRefused}. Delete it ` +
        "(DELETE FROM registry_secrets WHERE name = 'signing'; open override links stop working) and start an edge with your own access file: it stores that file's secret",
    );
  }
  const registry = createRegistry({
    store,
    files,
    shell,
    signingSecret,
    canaryPolicy: options.canaryPolicy,
    log,
  });
  try {
    for (const remote of REMOTE_NAMES) {
      const dir = options.localBuilds[remote];
      if (!dir) continue;
      let bundle;
      try {
        bundle = await readBuildBundle(remote, dir, await packageVersionOf(dir));
      } catch (error) {
        log(`platform: no local build of ${remote} taken (${(error as Error).message})`);
        continue;
      }
      try {
        const adopted = await registry.adoptLocalBuild(bundle);
        if (adopted) log(`platform: serving the local build ${remote}@${adopted}`);
      } catch (error) {
        if (!(error instanceof RegistryError)) throw error;
        log(`platform: the local build of ${remote} was refused: ${error.message}`);
      }
    }
  } catch (error) {
    await store.close();
    throw error;
  }
  return {
    registry,
    access: { ...access, signingSecret },
    close: async () => {
      await registry.closeDocumentCounts();
      await store.close();
    },
  };
}
