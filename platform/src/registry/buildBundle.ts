// A build folder (an area's dist/) read into what the registry stores: its files with their
// SHA-384, the contracts version it was built against and its shared-dependency ranges, both taken
// from the federation manifest the build wrote.

import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type AreaHandles, isExposedModuleName, parseAreaHandles, type RemoteName } from 'shared-contracts/platform';
import { parseBudget } from '../rules/budgets';
import { NO_CONTRACTS, type SharedRequirement } from '../rules/compatibility';
import { sha384Integrity } from '../rules/integrity';

export const ENTRY_FILE = 'remoteEntry.js';
export const MANIFEST_FILE = 'mf-manifest.json';
export { NO_CONTRACTS } from '../rules/compatibility';

/** The federation runtime, as a shared requirement: what an area's entry takes from the shell. */
export const FEDERATION_RUNTIME = '@module-federation/runtime-core';

/**
 * A remote's server build (build-config's `serverEntry`, e.g. the closeup's page for search
 * engines): one CommonJS file the edge server loads for the version a document is served. It is
 * part of the registered, immutable build (listed with its SHA-384 and checked before it is
 * loaded) but it is server code: it is never served to browsers.
 */
export const SERVER_DIR = 'server/';
export const SERVER_ENTRY_FILE = `${SERVER_DIR}render.js`;

export function isServerOnlyFile(relativePath: string): boolean {
  return relativePath.startsWith(SERVER_DIR);
}

/** Module Federation's types of a build's exposed modules, as its manifest names them (metaData.types: zip, api). */
const TYPES_FILE = /^@mf-types\.(zip|d\.ts)$/;

/** Files the registry keeps: what a browser needs, the build's published types and the server build; source maps and licence notes stay out. */
export function isServedFile(relativePath: string): boolean {
  return (/\.(js|json|css)$/.test(relativePath) && !relativePath.endsWith('.map')) || TYPES_FILE.test(relativePath);
}

export interface BundleFile {
  path: string;
  integrity: string;
  bytes: Buffer;
}

export interface BuildBundle {
  remote: RemoteName;
  packageVersion: string;
  contractsVersion: string;
  shared: SharedRequirement[];
  files: BundleFile[];
}

/** Content-addressed: the same bytes always get the same id. */
export function buildIdOf(files: readonly { path: string; integrity: string }[]): string {
  const hash = createHash('sha256');
  for (const file of [...files].sort((a, b) => (a.path < b.path ? -1 : 1))) hash.update(`${file.path}\u0000${file.integrity}\n`);
  return hash.digest('hex').slice(0, 10);
}

interface ManifestShared {
  name?: unknown;
  version?: unknown;
  requiredVersion?: unknown;
  singleton?: unknown;
}

/** The shared ranges and contracts version recorded in mf-manifest.json. */
export function readManifestContract(manifest: unknown): { contractsVersion: string; shared: SharedRequirement[] } {
  const shared = (manifest as { shared?: unknown } | null)?.shared;
  if (!Array.isArray(shared)) throw new Error(`${MANIFEST_FILE} has no "shared" list: is this a federation build?`);
  const requirements = (shared as ManifestShared[]).map((entry, index): SharedRequirement & { version: string } => {
    if (typeof entry.name !== 'string' || typeof entry.requiredVersion !== 'string' || typeof entry.version !== 'string') {
      throw new Error(`${MANIFEST_FILE}: shared[${index}] lacks a name, version or requiredVersion`);
    }
    return { name: entry.name, requiredVersion: entry.requiredVersion, singleton: entry.singleton === true, version: entry.version };
  });
  // An entry built by @module-federation/enhanced to take its runtime from the shell
  // (experiments.externalRuntime) needs a shell that provides that runtime's minor version.
  // A stock build says nothing of it: its Module Federation plugin's version (metaData.pluginVersion)
  // is the runtime its entry was built for, the same numbering as runtime-core's.
  const { pinboard, metaData } = manifest as { pinboard?: { federationRuntime?: unknown }; metaData?: { pluginVersion?: unknown } };
  const federationRuntime = pinboard?.federationRuntime ?? metaData?.pluginVersion;
  if (federationRuntime !== undefined) {
    if (typeof federationRuntime !== 'string' || !/^\d+\.\d+\.\d+/.test(federationRuntime)) {
      throw new Error(`${MANIFEST_FILE}: "pinboard.federationRuntime" (or "metaData.pluginVersion") must be a version`);
    }
    requirements.push({ name: FEDERATION_RUNTIME, requiredVersion: `~${federationRuntime}`, singleton: true, version: federationRuntime });
  }
  // The shared-contracts version the build bundled (pinboard.contractsVersion); builds before the
  // page runtime was a package of its own shared a part of shared-contracts under its name. A build
  // that names neither (a team's remote on a stock config) uses none of it.
  const named = (manifest as { pinboard?: { contractsVersion?: unknown } }).pinboard?.contractsVersion;
  if (named !== undefined && typeof named !== 'string') throw new Error(`${MANIFEST_FILE}: "pinboard.contractsVersion" must be a version`);
  const contracts = requirements.find((r) => r.name === 'shared-contracts' || r.name.startsWith('shared-contracts/'));
  return {
    contractsVersion: named ?? contracts?.version ?? NO_CONTRACTS,
    shared: requirements.map(({ name, requiredVersion, singleton }) => ({ name, requiredVersion, singleton })),
  };
}

/** What a build's manifest says of its area beyond the federation contract (build-config's AreaManifestPlugin). */
export interface AreaManifest {
  /** Bus messages it acts on wherever the visitor is: the shell loads it on the first one. */
  handles: AreaHandles;
  /** The scripts and stylesheets its './app' needs before it can mount, besides the entry: the document preloads them. */
  initialFiles: string[];
  /** The same for each of its other exposed modules ('./PinGrid'), which other areas load. */
  exposedFiles: Record<string, string[]>;
  /** The most its entry and initial files may weigh compressed (build-config's `budget`); none for older builds. */
  budgetBytes?: number;
  /** The SHA-384 of each script and stylesheet as the build wrote it (build-config's AreaManifestPlugin); none for older builds. */
  builtIntegrity?: Record<string, string>;
}

const stringsIn = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

/** The area part of mf-manifest.json; throws on a bus name the contracts do not know. */
export function readAreaManifest(manifest: unknown): AreaManifest {
  const { pinboard, exposes } = (manifest ?? {}) as {
    pinboard?: { handles?: unknown; budget?: unknown; integrity?: unknown };
    exposes?: unknown;
  };
  const handles = parseAreaHandles(pinboard?.handles, `${MANIFEST_FILE} "pinboard.handles"`);
  const budgetBytes = parseBudget(pinboard?.budget);
  const builtIntegrity = parseBuiltIntegrity(pinboard?.integrity);
  const listed = Array.isArray(exposes)
    ? (exposes as { path?: unknown; assets?: { js?: { sync?: unknown }; css?: { sync?: unknown } } }[])
    : [];
  const filesOf = (expose: (typeof listed)[number] | undefined) => [
    ...new Set([...stringsIn(expose?.assets?.js?.sync), ...stringsIn(expose?.assets?.css?.sync)]),
  ];
  const initialFiles = filesOf(listed.find((e) => e.path === './app'));
  const exposedFiles: Record<string, string[]> = {};
  for (const expose of listed) {
    if (!isExposedModuleName(expose.path) || expose.path === './app') continue;
    const files = filesOf(expose);
    if (files.length > 0) exposedFiles[expose.path] = files;
  }
  return { handles, initialFiles, exposedFiles, budgetBytes, ...(builtIntegrity ? { builtIntegrity } : {}) };
}

function parseBuiltIntegrity(input: unknown): Record<string, string> | undefined {
  if (input === undefined) return undefined;
  const valid =
    typeof input === 'object' &&
    input !== null &&
    Object.values(input).every((hash) => typeof hash === 'string' && hash.startsWith('sha384-'));
  if (!valid) throw new Error(`${MANIFEST_FILE} "pinboard.integrity" must map each built file to its sha384 integrity`);
  return input as Record<string, string>;
}

/**
 * Why the files sent are not the ones the build wrote, or null when they are: each script,
 * stylesheet and types archive its manifest lists, with the same SHA-384, and none it does not list (the server
 * build's files are not listed: they are never served to a browser).
 */
export function builtFilesMismatch(files: readonly { path: string; integrity: string }[], built: Record<string, string>): string | null {
  const listed = (file: string) => (/\.(js|css)$/.test(file) || TYPES_FILE.test(file)) && !isServerOnlyFile(file);
  const sent = new Map(files.filter((f) => listed(f.path)).map((f) => [f.path, f.integrity]));
  for (const [file, integrity] of Object.entries(built)) {
    if (!sent.has(file)) return `"${file}" is in the build's ${MANIFEST_FILE} but was not sent`;
    if (sent.get(file) !== integrity)
      return `"${file}" is not the file its build wrote: its SHA-384 differs from the one in ${MANIFEST_FILE}`;
  }
  const foreign = [...sent.keys()].find((file) => !(file in built));
  return foreign ? `"${foreign}" is not a file of this build: its ${MANIFEST_FILE} does not list it` : null;
}

/**
 * What files weigh as the edge server sends them (gzip at its highest level; brotli is a little
 * smaller): the measure of an area's size budget, taken over its entry and the files its './app'
 * needs first. Shared packages are not counted: the shell provides them to every area.
 */
export function compressedBytes(files: readonly Buffer[]): number {
  return files.reduce((sum, bytes) => sum + gzipSync(bytes, { level: 9 }).length, 0);
}

async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(path.join(dir, prefix), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      return entry.isDirectory() ? listFiles(dir, relative) : Promise.resolve([relative]);
    }),
  );
  return nested.flat();
}

export async function readBuildBundle(remote: RemoteName, dir: string, packageVersion: string): Promise<BuildBundle> {
  let names: string[];
  try {
    names = (await listFiles(dir)).filter(isServedFile).sort();
  } catch {
    throw new Error(`no build in ${dir}: build the area first`);
  }
  if (!names.includes(ENTRY_FILE)) throw new Error(`${dir} has no ${ENTRY_FILE}: build the area first`);
  if (!names.includes(MANIFEST_FILE)) throw new Error(`${dir} has no ${MANIFEST_FILE}: the build must set manifest: true`);
  const files = await Promise.all(
    names.map(async (name) => {
      const bytes = await readFile(path.join(dir, name));
      return { path: name, integrity: sha384Integrity(bytes), bytes };
    }),
  );
  const manifest: unknown = JSON.parse(files.find((f) => f.path === MANIFEST_FILE)!.bytes.toString('utf8'));
  return { remote, packageVersion, ...readManifestContract(manifest), files };
}
