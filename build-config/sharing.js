// @ts-check
// What the page shares and how: its singletons (one React, one page runtime, one React kit with the
// query library), the versions the shell provides and the one federation runtime's options. The
// shell provides these, every area consumes them, and the registry checks them (build-config/index.js).
const fs = require('node:fs');
const path = require('node:path');

// The page's singletons, each shared under its package's name: one React and one react-dom (every
// subpath React code imports needs its own key, or a second copy is bundled), the page runtime (bus,
// API client, session, navigation: state there must be one of per page) and the React kit (the
// page's one query cache; it re-exports the hooks of the query library the site uses, so the library
// is shared inside it, cut to those). shared-contracts, the domain, is not shared: it holds no state,
// so each area bundles only the rules and contracts it calls.
const SINGLETONS = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  'page-runtime': 'page-runtime',
  'react-kit': 'react-kit',
};

/**
 * @param {string} packageName
 * @param {string} fromDir
 * @returns {string}
 */
function installedVersion(packageName, fromDir) {
  try {
    return require(require.resolve(`${packageName}/package.json`, { paths: [fromDir] })).version;
  } catch {
    // A package whose exports hide its package.json: walk up from its entry to it.
    let dir = path.dirname(require.resolve(packageName, { paths: [fromDir] }));
    for (; dir !== path.dirname(dir); dir = path.dirname(dir)) {
      const file = path.join(dir, 'package.json');
      if (fs.existsSync(file) && JSON.parse(fs.readFileSync(file, 'utf8')).name === packageName) return require(file).version;
    }
    throw new Error(`cannot find the installed version of ${packageName} from ${fromDir}`);
  }
}

/** @typedef {{ singleton: boolean, version: string, requiredVersion: string, eager?: boolean, import?: false }} SharedConfig */

/**
 * Shared singletons with caret ranges from the versions installed for this package.
 * @param {string} packageDir
 * @returns {Record<string, SharedConfig>}
 */
function sharedSingletons(packageDir) {
  /** @param {string} packageName */
  const singleton = (packageName) => {
    const version = installedVersion(packageName, packageDir);
    // Stated, not inferred: a subpath's own folder may have a package.json without a version.
    return { singleton: true, version, requiredVersion: `^${version}` };
  };
  return Object.fromEntries(Object.entries(SINGLETONS).map(([request, packageName]) => [request, singleton(packageName)]));
}

/**
 * The shell's provided singletons go in its entry file rather than one chunk each: every page
 * runs all of them before anything else, and one file compresses better than eight small ones
 * (7 KB less on every route) and takes one request. Areas still consume them from the share scope.
 */
/** @param {Record<string, SharedConfig>} shared */
const eagerly = (shared) => Object.fromEntries(Object.entries(shared).map(([key, config]) => [key, { ...config, eager: true }]));

/**
 * What an area asks of the share scope: the shell's copies only. An area bundles no copy of its own
 * to fall back on and offers none to the page. The registry refuses to deploy, route or override an
 * area whose ranges the shell's versions do not satisfy (platform rules/compatibility.ts); a
 * fallback was never loaded then.
 */
/** @param {Record<string, SharedConfig>} shared */
const consumedOnly = (shared) =>
  Object.fromEntries(Object.entries(shared).map(([key, config]) => [key, { ...config, import: /** @type {const} */ (false) }]));

/** The package areas' entries take from the shell instead of bundling it (experiments.externalRuntime). */
const FEDERATION_RUNTIME = '@module-federation/runtime-core';
const federationRuntimeVersion = () => installedVersion(FEDERATION_RUNTIME, path.dirname(require.resolve('@module-federation/enhanced')));

/**
 * Both sides of the page's one federation runtime. `disableSnapshot` leaves out the runtime's
 * manifest-fetching snapshot plugin: the document already carries what each remote's manifest says
 * (its entry, files and integrity, from the registry), and the shell's own preload plugin turns that
 * into preloadRemote's assets (shell/src/federation). `target: 'web'` drops the runtime's Node paths.
 */
const RUNTIME_OPTIMIZATION = /** @type {const} */ ({ disableSnapshot: true, target: 'web' });

/**
 * What the shell provides: each shared package's installed version, the federation runtime's, and the contracts version.
 * @param {string} packageDir
 */
function sharedVersions(packageDir) {
  /** @type {Record<string, string>} */
  const shared = Object.fromEntries(
    Object.entries(SINGLETONS).map(([request, packageName]) => [request, installedVersion(packageName, packageDir)]),
  );
  shared[FEDERATION_RUNTIME] = federationRuntimeVersion();
  return { contractsVersion: installedVersion('shared-contracts', packageDir), shared };
}

module.exports = {
  installedVersion,
  sharedSingletons,
  eagerly,
  consumedOnly,
  federationRuntimeVersion,
  RUNTIME_OPTIMIZATION,
  sharedVersions,
};
