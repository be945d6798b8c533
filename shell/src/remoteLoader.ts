// Module Federation at run time, by webpack's own container protocol: the shell's build knows no
// remote; the list comes from the document. Registering costs no request; a remote's entry is
// fetched only when its area is first mounted, its container is initialised with the page's share
// scope (the singletons the shell provides), and every script and stylesheet of it is checked
// against the SHA-384 the registry recorded: the entry through the <script> made here, its chunks
// (<script>) and their CSS (<link>) through the remote's own chunk loaders, which read the same
// table (build-config's ChunkIntegrityPlugin). A file whose bytes differ is refused by the browser,
// so only that area fails.

import type { RemoteDescriptor } from 'shared-contracts';
import { assertAreaModule, type AreaModule } from './areaModule';

// webpack's sharing runtime, present in a build with `shared` (build-config's hostConfig).
declare const __webpack_init_sharing__: (scope: string) => Promise<void>;
declare const __webpack_share_scopes__: Record<string, unknown>;

const SHARE_SCOPE = 'default';

/** Where the shell leaves the table the remotes' chunk loaders read (build-config/integrityPlugin.js). */
export const INTEGRITY_GLOBAL = '__pinboardIntegrity';

type IntegrityTable = Record<string, string>;

const pageGlobals = globalThis as unknown as Record<string, unknown>;

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

/** An entry's <script>, with the integrity recorded for it (a dev server's entry has none). */
export function entryScript(url: string): HTMLScriptElement {
  const script = document.createElement('script');
  script.src = url;
  const expected = integrityTable()[new URL(url, document.baseURI).href];
  if (expected) {
    script.integrity = expected;
    // The same request as the document's preload of it, so the browser reuses those bytes.
    script.crossOrigin = 'anonymous';
  }
  return script;
}

/** What a remote's entry defines: webpack's container interface. */
interface RemoteContainer {
  init: (shareScope: unknown) => unknown;
  get: (module: string) => Promise<() => unknown>;
}

function isContainer(value: unknown): value is RemoteContainer {
  return (
    typeof value === 'object' &&
    value !== null &&
    'init' in value &&
    typeof value.init === 'function' &&
    'get' in value &&
    typeof value.get === 'function'
  );
}

/** Runs the entry's script; its container is then in the global named after the remote. */
function runEntry(remote: RemoteDescriptor): Promise<RemoteContainer> {
  // Cleared first, so a container an earlier build left there is not taken for this one's.
  pageGlobals[remote.name] = undefined;
  return new Promise((resolve, reject) => {
    const script = entryScript(remote.entryUrl);
    script.addEventListener('load', () => {
      script.remove();
      const container = pageGlobals[remote.name];
      if (isContainer(container)) resolve(container);
      else reject(new Error(`${remote.entryUrl} ran but defined no ${remote.name} container`));
    });
    script.addEventListener('error', () => {
      script.remove();
      reject(new Error(`${remote.entryUrl} could not be loaded (or its bytes are not the registered ones)`));
    });
    document.head.append(script);
  });
}

const registered = new Map<string, RemoteDescriptor>();
const containers = new Map<string, { entryUrl: string; container: Promise<RemoteContainer> }>();

function register(remote: RemoteDescriptor): void {
  recordIntegrity(remote);
  registered.set(remote.name, remote);
}

export function registerAreaRemotes(remotes: readonly RemoteDescriptor[]): void {
  for (const remote of remotes) register(remote);
}

/** The remote's initialised container: loaded once per build; a failed load is tried afresh next time. */
function containerOf(remote: RemoteDescriptor): Promise<RemoteContainer> {
  const known = containers.get(remote.name);
  if (known?.entryUrl === remote.entryUrl) return known.container;
  // Another build of this remote: its chunks must not be mistaken for the old build's ones, which
  // webpack's chunk array would replay into the new runtime.
  if (known) pageGlobals[`webpackChunk${remote.name}`] = [];
  const container = runEntry(remote).then(async (loaded) => {
    await __webpack_init_sharing__(SHARE_SCOPE);
    await loaded.init(__webpack_share_scopes__[SHARE_SCOPE]);
    return loaded;
  });
  containers.set(remote.name, { entryUrl: remote.entryUrl, container });
  container.catch(() => {
    if (containers.get(remote.name)?.container === container) containers.delete(remote.name);
  });
  return container;
}

async function loadExposed(remote: RemoteDescriptor, exposed: string): Promise<unknown> {
  const factory = await (await containerOf(remote)).get(exposed);
  return factory();
}

export async function loadAreaModule(remote: RemoteDescriptor): Promise<AreaModule> {
  register(remote);
  return assertAreaModule(await loadExposed(remote, './app'), remote.name);
}

/** Another of a remote's exposed modules ('./PinGrid'), through the same container and integrity checks. */
export function loadExposedModule(remote: string, exposed: string): Promise<unknown> {
  const descriptor = registered.get(remote);
  if (!descriptor) return Promise.reject(new Error(`${remote} is not among this page's remotes`));
  return loadExposed(descriptor, `./${exposed.replace(/^\.\//, '')}`);
}
