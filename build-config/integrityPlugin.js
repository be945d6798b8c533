// Makes a remote's own chunk loader set `integrity` on every chunk <script> it creates, from the
// SHA-384 map the shell takes from the document (the registry computed it at deploy). The entry
// itself is verified by the federation runtime's script hook, so the whole chain is checked.
// (webpack-subresource-integrity bakes hashes into the entry instead, but cannot build a
// federation entry: "remoteEntry.js contains unresolved integrity placeholders".)
const { runtime } = require('webpack');

const INTEGRITY_GLOBAL = '__pinboardIntegrity';

class ChunkIntegrityPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('ChunkIntegrityPlugin', (compilation) => {
      runtime.LoadScriptRuntimeModule.getCompilationHooks(compilation).createScript.tap('ChunkIntegrityPlugin', (source) =>
        [
          source,
          `var pinboardIntegrity = typeof globalThis === "object" && globalThis.${INTEGRITY_GLOBAL};`,
          'var expectedIntegrity = pinboardIntegrity && pinboardIntegrity[script.src];',
          'if (expectedIntegrity) { script.integrity = expectedIntegrity; script.crossOrigin = "anonymous"; }',
        ].join('\n'),
      );
    });
  }
}

/** The shell's side of the compatibility check: what it was built against and what it shares. */
class SharedVersionsPlugin {
  constructor(versions) {
    this.versions = versions;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('SharedVersionsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'SharedVersionsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const json = `${JSON.stringify(this.versions, null, 2)}\n`;
          compilation.emitAsset('../shared-versions.json', new compiler.webpack.sources.RawSource(json));
        },
      );
    });
  }
}

module.exports = { ChunkIntegrityPlugin, SharedVersionsPlugin, INTEGRITY_GLOBAL };
