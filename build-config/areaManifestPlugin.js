// Writes what the platform needs to know of an area into its federation manifest (mf-manifest.json,
// under "pinboard"): the bus commands and events it handles, so the shell can load it the first time
// one of them is sent instead of on every route (design: 'areas activated by messages'). The registry
// reads it at deploy and checks every name against the bus's own list.
const MANIFEST = 'mf-manifest.json';

function checkNames(list, what, name) {
  if (!Array.isArray(list) || list.some((entry) => typeof entry !== 'string' || entry === '')) {
    throw new Error(`${name}: handles.${what} must be a list of bus ${what} names`);
  }
  return [...new Set(list)].sort();
}

class AreaManifestPlugin {
  /**
   * @param {{ name: string, handles?: { commands?: string[], events?: string[] }, federationRuntime?: string }} options
   * federationRuntime: the version of the federation runtime the entry takes from the shell (built
   * with experiments.externalRuntime); the registry requires a shell that provides it.
   */
  constructor({ name, handles = {}, federationRuntime }) {
    this.name = name;
    this.area = {
      handles: { commands: checkNames(handles.commands ?? [], 'commands', name), events: checkNames(handles.events ?? [], 'events', name) },
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

module.exports = { AreaManifestPlugin, MANIFEST };
