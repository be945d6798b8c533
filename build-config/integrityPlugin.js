// Makes a remote's own chunk loader set `integrity` on every chunk <script> it creates, and its CSS
// loader (mini-css-extract-plugin) on every stylesheet <link>, from the SHA-384 map the shell takes
// from the document (the registry computed it at deploy). The entry itself is verified by the
// federation runtime's script hook, so the whole chain is checked.
// (webpack-subresource-integrity bakes hashes into the entry instead, but cannot build a
// federation entry: "remoteEntry.js contains unresolved integrity placeholders".)
const { runtime } = require('webpack');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');

const INTEGRITY_GLOBAL = '__pinboardIntegrity';

/** Runtime code that gives `element` (its `url` property already absolute) the integrity the table lists. */
function setIntegrity(element, url) {
  return [
    `var pinboardIntegrity = typeof globalThis === "object" && globalThis.${INTEGRITY_GLOBAL};`,
    `var expectedIntegrity = pinboardIntegrity && pinboardIntegrity[${element}.${url}];`,
    `if (expectedIntegrity) { ${element}.integrity = expectedIntegrity; ${element}.crossOrigin = "anonymous"; }`,
  ].join('\n');
}

class ChunkIntegrityPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('ChunkIntegrityPlugin', (compilation) => {
      runtime.LoadScriptRuntimeModule.getCompilationHooks(compilation).createScript.tap('ChunkIntegrityPlugin', (source) =>
        [source, setIntegrity('script', 'src')].join('\n'),
      );
      // Runs after the loader has set linkTag.href (so it reads back absolute) and before it
      // inserts the tag, when the browser starts the fetch.
      MiniCssExtractPlugin.getCompilationHooks(compilation).beforeTagInsert.tap('ChunkIntegrityPlugin', (source, varNames) =>
        [source, setIntegrity(varNames.tag, 'href')].join('\n'),
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
