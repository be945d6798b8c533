// Writes an area's federation manifest (mf-manifest.json), what the registry reads at deploy: the
// shared singletons it consumes with their ranges (checked against what the shell provides), the
// files each exposed module needs before it runs (the document preloads './app''s, and its size is
// held to the budget), and under "pinboard" the bus commands and events it handles, so the shell can
// load it the first time one of them is sent instead of on every route (design: 'areas activated by
// messages'), and its size budget, the compressed bytes its entry and initial files may weigh.
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

class AreaManifestPlugin {
  /**
   * @param {{ name: string, handles?: { commands?: string[], events?: string[] }, budget?: { initialKB: number },
   *   shared: Record<string, { version: string, requiredVersion: string, singleton: boolean, shareKey?: string }>, exposes: string[] }} options
   * budget: required; what the entry and the files './app' needs first may weigh, gzip-compressed.
   * shared: the build's Module Federation `shared` config; exposes: its exposed module names.
   */
  constructor({ name, handles = {}, budget, shared, exposes }) {
    this.name = name;
    this.shared = Object.entries(shared).map(([key, config]) => ({
      name: config.shareKey ?? key,
      version: config.version,
      singleton: config.singleton === true,
      requiredVersion: config.requiredVersion,
    }));
    this.exposes = exposes;
    this.area = {
      handles: { commands: checkNames(handles.commands ?? [], 'commands', name), events: checkNames(handles.events ?? [], 'events', name) },
      budget: checkBudget(budget, name),
    };
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('AreaManifestPlugin', (compilation) => {
      // After the files have their final names (real content hashes are set while optimising).
      compilation.hooks.processAssets.tap(
        { name: 'AreaManifestPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const exposes = this.exposes.map((key) => {
            const group = compilation.namedChunkGroups.get(exposeChunkName(key));
            if (!group) {
              compilation.errors.push(new compiler.webpack.WebpackError(`${this.name}: no chunk was built for the exposed module ${key}`));
              return { path: key, assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } } };
            }
            const files = [...new Set(group.getFiles())].sort();
            return {
              path: key,
              assets: {
                js: { sync: files.filter((file) => file.endsWith('.js')), async: [] },
                css: { sync: files.filter((file) => file.endsWith('.css')), async: [] },
              },
            };
          });
          const manifest = { id: this.name, name: this.name, shared: this.shared, exposes, pinboard: this.area };
          compilation.emitAsset(MANIFEST, new compiler.webpack.sources.RawSource(`${JSON.stringify(manifest)}\n`));
        },
      );
    });
  }
}

module.exports = { AreaManifestPlugin, MANIFEST, checkBudget, exposeChunkName };
