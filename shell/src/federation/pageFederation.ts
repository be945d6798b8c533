// The page's one Module Federation runtime (@module-federation/enhanced), which the shell's build
// provides and every area's entry uses (experiments.externalRuntime). The shell's build knows no
// remote: the registry's list comes with the document. Registering costs no request; a remote's entry
// is fetched when its area is first mounted (or preloaded for the route), and the runtime plugins
// check every file's integrity, bound and retry the entry's load, and preload from the registry's
// data instead of each remote's manifest.

import { init, loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteDescriptor } from 'shared-contracts/platform';
import { assertAreaModule, type AreaModule } from '../areaModule';
import { entryRetryPlugin } from './entryRetryPlugin';
import { integrityRuntimePlugin } from './integrityRuntimePlugin';
import { recordIntegrity } from './integrityTable';
import { registryPreloadPlugin } from './registryPreloadPlugin';

const registered = new Map<string, RemoteDescriptor>();

const pageGlobals = globalThis as unknown as Record<string, unknown>;

/** Starts the runtime with the page's plugins (the shell's build has made its instance already). */
export function startPageFederation(entryTimeoutMs: number): void {
  init({
    name: 'shell',
    remotes: [],
    plugins: [integrityRuntimePlugin(entryTimeoutMs), entryRetryPlugin(), registryPreloadPlugin((name) => registered.get(name))],
  });
}

const asFederationRemote = (remote: RemoteDescriptor) => ({ name: remote.name, entry: new URL(remote.entryUrl, document.baseURI).href });

/** Makes a build the one the runtime loads for its remote; a different build replaces the last. */
function register(remote: RemoteDescriptor): void {
  const known = registered.get(remote.name);
  // The same build: a failed load left no entry behind, so the next one fetches it again.
  if (known?.entryUrl === remote.entryUrl) return;
  recordIntegrity(remote);
  registered.set(remote.name, remote);
  if (known) {
    // Another build of this remote (a canary or an override after a failed load): its chunks must
    // not be mistaken for the old build's, which webpack's chunk array would replay into the new
    // runtime; `force` makes the runtime forget the old entry and container (it warns that it does).
    pageGlobals[`webpackChunk${remote.name}`] = [];
  }
  registerRemotes([asFederationRemote(remote)], { force: known !== undefined });
}

export function registerAreaRemotes(remotes: readonly RemoteDescriptor[]): void {
  for (const remote of remotes) register(remote);
}

function loadExposed(remote: RemoteDescriptor, exposed: string): Promise<unknown> {
  register(remote);
  return loadRemote(`${remote.name}/${exposed.replace(/^\.\//, '')}`);
}

export async function loadAreaModule(remote: RemoteDescriptor): Promise<AreaModule> {
  return assertAreaModule(await loadExposed(remote, './app'), remote.name);
}

/** Another of a remote's exposed modules ('./PinGrid'), through the same runtime and integrity checks. */
export function loadExposedModule(remote: string, exposed: string): Promise<unknown> {
  const descriptor = registered.get(remote);
  if (!descriptor) return Promise.reject(new Error(`${remote} is not among this page's remotes`));
  return loadExposed(descriptor, exposed);
}

/** Starts fetching and running a remote's entry and what its './app' needs, before its area mounts. */
export function preloadArea(remote: RemoteDescriptor): void {
  register(remote);
  // A failed preload is not the area's failure: its load tries again and reports the outcome.
  preloadRemote([{ nameOrAlias: remote.name, exposes: ['./app'] }]).catch(() => undefined);
}
