// Completes the federation manifest (mf-manifest.json) that @module-federation/enhanced writes for an
// area, with what the platform reads under "pinboard": the bus commands and events the area handles,
// so the shell can load it the first time one of them is sent instead of on every route (design:
// 'areas activated by messages'); its size budget, the compressed bytes its entry and initial files
// may weigh; the federation runtime version its entry takes from the shell; and the SHA-384 of every
// script, stylesheet and published types archive, which the registry checks the deployed files
// against (a build whose manifest names types it did not generate fails); and the version of
// shared-contracts (the domain) it bundled. Module Federation lists only shared packages it finds
// under node_modules, and the workspace's page-runtime and react-kit resolve to their own folders:
// those keys are added from the build's `shared` config, so the registry sees every range it must check.
const { createHash } = require('node:crypto');

const MANIFEST = 'mf-manifest.json';

function checkNames(list, what, name) {
  if (!Array.isArray(list) || list.some((entry) => typeof entry !== 'string' || entry === '')) {
    throw new Error(`${name}: handles.${what} must be a list of bus ${what} names`);
  }
  return [...new Set(list)].sort();
}

function checkBudget(budget, name) {
  const initialKB = budget?.initialKB;
  if (typeof initialKB !== 'number' || !(initialKB > 0) || initialKB > 2048) {
    throw new Error(
      `${name}: set budget: { initialKB: <number> } in webpack.config.js, the compressed KB its entry and initial files may weigh (at most 2048)`,
    );
  }
  return { initialBytes: Math.round(initialKB * 1024) };
}

/** The chunk an exposed module is built into: './app' is __federation_expose_app. */
function exposeChunkName(key) {
  return `__federation_expose_${key.replace(/^\.\//, '').replace(/[^A-Za-z0-9_]/g, '_')}`;
}

/** The types files (zip, API declarations) the manifest's metaData.types names: none when the build publishes no types. */
function typesFilesOf(manifest) {
  const types = manifest.metaData?.types ?? {};
  return [types.zip, types.api].filter((file) => typeof file === 'string' && file !== '');
}

const integrityOf = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

class AreaManifestPlugin {
  /**
   * @param {{ name: string, handles?: { commands?: string[], events?: string[] }, budget?: { initialKB: number }, federationRuntime: string,
   *   shared: Record<string, { version: string, requiredVersion: string, singleton: boolean, shareKey?: string }>, contractsVersion?: string }} options
   * budget: required; what the entry and the files './app' needs first may weigh, gzip-compressed.
   * federationRuntime: the version of the federation runtime the entry takes from the shell (built
   * with experiments.externalRuntime); the registry requires a shell that provides it.
   * shared: the build's Module Federation `shared` config.
   * contractsVersion: the shared-contracts version the build bundles (the registry refuses another major).
   */
  constructor({ name, handles = {}, budget, federationRuntime, shared, contractsVersion }) {
    this.name = name;
    this.shared = Object.entries(shared).map(([key, config]) => ({
      name: config.shareKey ?? key,
      version: config.version,
      singleton: config.singleton === true,
      requiredVersion: config.requiredVersion,
    }));
    this.area = {
      handles: { commands: checkNames(handles.commands ?? [], 'commands', name), events: checkNames(handles.events ?? [], 'events', name) },
      budget: checkBudget(budget, name),
      federationRuntime,
      ...(contractsVersion === undefined ? {} : { contractsVersion }),
    };
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('AreaManifestPlugin', (compilation) => {
      // After Module Federation has written its manifest (while optimising transfer) and every file
      // has its final bytes (source map comments included).
      compilation.hooks.processAssets.tap(
        { name: 'AreaManifestPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const asset = compilation.getAsset(MANIFEST);
          if (!asset) {
            compilation.errors.push(new compiler.webpack.WebpackError(`${this.name}: Module Federation wrote no ${MANIFEST}`));
            return;
          }
          const manifest = JSON.parse(asset.source.source().toString());
          const types = typesFilesOf(manifest);
          const missing = types.find((file) => !compilation.getAsset(file));
          if (missing) {
            compilation.errors.push(
              new compiler.webpack.WebpackError(
                `${this.name}: ${MANIFEST} names the types ${missing}, which Module Federation did not generate: its declarations did not compile (the command in its TYPE-001 error above shows why)`,
              ),
            );
            return;
          }
          const integrity = {};
          for (const { name, source } of compilation.getAssets()) {
            if (/\.(js|css)$/.test(name) || types.includes(name)) integrity[name] = integrityOf(source.buffer());
          }
          const listed = new Set(manifest.shared.map((entry) => entry.name));
          for (const entry of this.shared) {
            if (listed.has(entry.name)) continue;
            const assets = { js: { sync: [], async: [] }, css: { sync: [], async: [] } };
            manifest.shared.push({ id: `${this.name}:${entry.name}`, ...entry, assets, fallback: '' });
          }
          manifest.pinboard = { ...this.area, integrity };
          compilation.updateAsset(MANIFEST, new compiler.webpack.sources.RawSource(`${JSON.stringify(manifest)}\n`));
        },
      );
    });
  }
}

module.exports = { AreaManifestPlugin, MANIFEST, checkBudget, exposeChunkName };
