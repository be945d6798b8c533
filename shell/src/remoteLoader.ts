// Module Federation at run time: the shell's build knows no remote; the list comes from the
// document. Registering costs no request; a remote's entry is fetched only when its area is first
// mounted, and every script and stylesheet of it is checked against the SHA-384 the registry
// recorded: the entry through the federation runtime's script hook, its chunks (<script>) and their
// CSS (<link>) through the remote's own chunk loaders, which read the same table (build-config's
// ChunkIntegrityPlugin). A file whose bytes differ is refused by the browser, so only that area fails.

import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteDescriptor } from 'shared-contracts';
import { assertAreaModule, type AreaModule } from './areaModule';

/** Where the shell leaves the table the remotes' chunk loaders read (build-config/integrityPlugin.js). */
export const INTEGRITY_GLOBAL = '__pinboardIntegrity';

type IntegrityTable = Record<string, string>;

function integrityTable(): IntegrityTable {
  const holder = globalThis as unknown as Record<string, IntegrityTable | undefined>;
  return (holder[INTEGRITY_GLOBAL] ??= {});
}

/** Absolute file URL → expected integrity, for every script and stylesheet of this build. */
function recordIntegrity(remote: RemoteDescriptor): void {
  if (!remote.integrity) return;
  const table = integrityTable();
  const base = new URL(remote.entryUrl, document.baseURI);
  for (const [file, hash] of Object.entries(remote.integrity)) table[new URL(file, base).href] = hash;
}

function integrityFor(url: string): string | undefined {
  return integrityTable()[new URL(url, document.baseURI).href];
}

/** Gives each entry <script> its expected integrity before the browser fetches it. */
export const integrityPlugin: ModuleFederationRuntimePlugin = {
  name: 'pinboard-integrity',
  createScript({ url }) {
    const expected = integrityFor(url);
    if (!expected) return undefined;
    const script = document.createElement('script');
    script.src = url;
    script.integrity = expected;
    script.crossOrigin = 'anonymous';
    return script;
  },
};

const registered = new Map<string, RemoteDescriptor>();

function toFederationRemote(remote: RemoteDescriptor) {
  return { name: remote.name, entry: remote.entryUrl };
}

export function registerAreaRemotes(remotes: readonly RemoteDescriptor[]): void {
  registerPlugins([integrityPlugin]);
  for (const remote of remotes) {
    recordIntegrity(remote);
    registered.set(remote.name, remote);
  }
  registerRemotes(remotes.map(toFederationRemote));
}

export async function loadAreaModule(remote: RemoteDescriptor, failedLoads: number): Promise<AreaModule> {
  const previous = registered.get(remote.name);
  const replaced = previous !== undefined && previous.entryUrl !== remote.entryUrl;
  if (replaced || previous === undefined) {
    recordIntegrity(remote);
    registered.set(remote.name, remote);
    // Another build of this remote: its chunks must not be mistaken for the old build's ones,
    // which webpack's shared chunk array would replay into the new runtime.
    if (replaced) (globalThis as unknown as Record<string, unknown>)[`webpackChunk${remote.name}`] = [];
  }
  // After a failure the runtime may hold the broken entry: register it again so it is refetched.
  if (failedLoads > 0 || replaced) registerRemotes([toFederationRemote(remote)], { force: true });
  const module: unknown = await loadRemote(`${remote.name}/app`);
  return assertAreaModule(module, remote.name);
}

/** Another of a remote's exposed modules ('./PinGrid'), through the same runtime and integrity checks. */
export function loadExposedModule(remote: string, exposed: string): Promise<unknown> {
  return loadRemote(`${remote}/${exposed.replace(/^\.\//, '')}`);
}
