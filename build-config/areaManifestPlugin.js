// Writes what the platform needs to know of an area into its federation manifest (mf-manifest.json,
// under "pinboard"): the bus commands and events it handles, so the shell can load it the first time
// one of them is sent instead of on every route (design: 'areas activated by messages'); and its size
// budget, the compressed bytes its entry and initial files may weigh, which the registry holds a
// promotion to. The registry reads both at deploy and checks every name against the bus's own list.
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

class AreaManifestPlugin {
  /**
   * @param {{ name: string, handles?: { commands?: string[], events?: string[] }, budget?: { initialKB: number }, federationRuntime?: string }} options
   * budget: required; what the entry and the files './app' needs first may weigh, gzip-compressed.
   * federationRuntime: the version of the federation runtime the entry takes from the shell (built
   * with experiments.externalRuntime); the registry requires a shell that provides it.
   */
  constructor({ name, handles = {}, budget, federationRuntime }) {
    this.name = name;
    this.area = {
      handles: { commands: checkNames(handles.commands ?? [], 'commands', name), events: checkNames(handles.events ?? [], 'events', name) },
      budget: checkBudget(budget, name),
      ...(federationRuntime ? { federationRuntime } : {}),
    };
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('AreaManifestPlugin', (compilation) => {
      // After Module Federation has written its manifest (it does so while optimising transfer).
      compilation.hooks.processAssets.tap(
        { name: 'AreaManifestPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const asset = compilation.getAsset(MANIFEST);
          if (!asset) {
            compilation.errors.push(new compiler.webpack.WebpackError(`${this.name}: Module Federation wrote no ${MANIFEST}`));
            return;
          }
          const manifest = JSON.parse(asset.source.source().toString());
          manifest.pinboard = this.area;
          compilation.updateAsset(MANIFEST, new compiler.webpack.sources.RawSource(`${JSON.stringify(manifest)}\n`));
        },
      );
    });
  }
}

module.exports = { AreaManifestPlugin, MANIFEST, checkBudget };
