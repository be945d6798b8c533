// The published types of the modules areas lend each other (mf_feed's './PinGrid'), where the
// consumers' typecheck and lint find them: each remote tsconfig.base.json maps into .mf-types/
// (git-ignored) gets its @mf-types.zip, the one its mf-manifest.json names, checked against the
// SHA-384 that manifest gives and extracted into .mf-types/<remote>/.
//
//   node scripts/remoteTypes.mjs                          the local build's, built first when missing
//                                                         or older than its sources: what the local
//                                                         registry adopts and serves (npm run typecheck)
//   node scripts/remoteTypes.mjs --registry URL           the version a registry serves (its stable)
//   node scripts/remoteTypes.mjs --registry URL --version 1.4.0   a pinned version
//
// Remote names may follow (mf_feed …); by default every remote tsconfig.base.json maps.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from './build.mjs';
import { BUILDABLE, ROOT } from './lib/packages.mjs';
import { zipEntries } from './lib/zipEntries.mjs';

/** Where the extracted types live, as tsconfig.base.json's paths name it. */
export const TYPES_DIR = '.mf-types';
const MANIFEST = 'mf-manifest.json';

class TypesError extends Error {}

/** The remotes whose types the repository's TypeScript reads from TYPES_DIR: tsconfig.base.json's `"mf_feed/*": ["./.mf-types/mf_feed/*"]`. */
export function consumedRemotes(root = ROOT) {
  const { compilerOptions } = JSON.parse(readFileSync(path.join(root, 'tsconfig.base.json'), 'utf8'));
  return Object.entries(compilerOptions.paths ?? {})
    .filter(([, targets]) => targets.some((target) => target.startsWith(`./${TYPES_DIR}/`)))
    .map(([pattern]) => pattern.replace(/\/\*$/, ''));
}

const integrityOf = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** The archive's name as the manifest gives it; refuses a build that publishes none. */
export function typesArchiveOf(manifest, label) {
  const zip = manifest?.metaData?.types?.zip;
  if (typeof zip !== 'string' || zip === '') {
    throw new TypesError(
      `${label} publishes no types (its ${MANIFEST} names no metaData.types.zip): build it with build-config's remoteConfig, which generates them for every module it exposes but ./app, or pin a version that has them`,
    );
  }
  return zip;
}

/** Refuses archive bytes that are not the ones the build's manifest lists (when it lists them). */
export function checkArchive(manifest, zip, bytes, label) {
  const expected = manifest?.pinboard?.integrity?.[zip];
  if (expected !== undefined && expected !== integrityOf(bytes)) {
    throw new TypesError(`${label}'s ${zip} is not the one its ${MANIFEST} lists (its SHA-384 differs): build or deploy it again`);
  }
}

/** Replaces `<root>/.mf-types/<remote>/` with the archive's files. */
export function extractTypes(remote, bytes, root = ROOT) {
  const folder = path.join(root, TYPES_DIR, remote);
  const entries = zipEntries(bytes);
  rmSync(folder, { recursive: true, force: true });
  for (const { name, bytes: content } of entries) {
    const file = path.join(folder, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
  return { folder, files: entries.length };
}

/** The area folder of a remote (mf_feed: mf-feed). */
const areaOf = (remote) => remote.replace(/_/g, '-');

async function localArchive(remote) {
  const area = areaOf(remote);
  const pkg = BUILDABLE.find((candidate) => candidate.name === area);
  if (!pkg) throw new TypesError(`${remote} is not an area of this repository: map only mf_* remotes into ${TYPES_DIR}`);
  await build({ packages: [pkg] });
  const dist = path.join(ROOT, area, 'dist');
  const manifest = JSON.parse(readFileSync(path.join(dist, MANIFEST), 'utf8'));
  const label = `${area}/dist`;
  const zip = typesArchiveOf(manifest, label);
  const bytes = readFileSync(path.join(dist, zip));
  checkArchive(manifest, zip, bytes, label);
  return { bytes, label };
}

async function fetchOk(url, what) {
  let response;
  try {
    response = await fetch(url);
  } catch (error) {
    throw new TypesError(
      `could not reach ${url} for ${what} (${error.cause?.code ?? error.message}): is --registry the registry's address?`,
    );
  }
  if (response.status === 404)
    throw new TypesError(`${url} answered 404 for ${what}: is that version deployed there? (pinboard status lists them)`);
  if (!response.ok) throw new TypesError(`${url} answered ${response.status} for ${what}`);
  return response;
}

async function servedArchive(registry, remote, pinned) {
  let version = pinned;
  if (version === undefined) {
    const routing = await (await fetchOk(new URL('/_platform/routing', registry), 'the routing')).json();
    version = routing[remote]?.stable ?? undefined;
    if (!version) throw new TypesError(`${registry} serves no stable version of ${remote}: promote one, or pin one with --version`);
  }
  const base = new URL(`/remotes/${remote}/${encodeURIComponent(version)}/`, registry);
  const label = `${remote}@${version}`;
  const manifest = await (await fetchOk(new URL(MANIFEST, base), `${label}'s manifest`)).json();
  const zip = typesArchiveOf(manifest, label);
  const bytes = Buffer.from(await (await fetchOk(new URL(zip, base), `${label}'s types`)).arrayBuffer());
  checkArchive(manifest, zip, bytes, label);
  return { bytes, label: `${new URL(zip, base).href}` };
}

function parseArgs(argv) {
  const options = { remotes: [] };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--registry' || arg === '--version') {
      const value = argv[i + 1];
      if (!value || value.startsWith('--')) throw new TypesError(`${arg} needs a value`);
      options[arg.slice(2)] = value;
      i += 1;
    } else if (arg.startsWith('--')) {
      throw new TypesError(`unknown option ${arg} (use --registry URL, --version x.y.z and remote names)`);
    } else options.remotes.push(arg);
  }
  if (options.version !== undefined && options.registry === undefined) {
    throw new TypesError('--version pins a version a registry serves: add --registry URL');
  }
  if (options.registry !== undefined && !URL.canParse(options.registry)) {
    throw new TypesError(`--registry ${options.registry} is not a URL: give the registry's address, e.g. http://localhost:8080`);
  }
  return options;
}

/** Puts the chosen remotes' types in .mf-types/: from the local builds, or from `registry`. */
export async function remoteTypes({ registry, version, remotes = [] } = {}) {
  const consumed = consumedRemotes();
  const unknown = remotes.find((remote) => !consumed.includes(remote));
  if (unknown) throw new TypesError(`tsconfig.base.json maps no types of ${unknown} into ${TYPES_DIR} (it maps ${consumed.join(', ')})`);
  for (const remote of remotes.length > 0 ? remotes : consumed) {
    const { bytes, label } = registry === undefined ? await localArchive(remote) : await servedArchive(registry, remote, version);
    const { folder, files } = extractTypes(remote, bytes);
    console.log(`${remote}'s types: ${files} files from ${label} in ${path.relative(ROOT, folder)}/`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  Promise.resolve()
    .then(() => remoteTypes(parseArgs(process.argv.slice(2))))
    .catch((error) => {
      console.error(`remoteTypes: ${error.message}`);
      process.exit(1);
    });
}
