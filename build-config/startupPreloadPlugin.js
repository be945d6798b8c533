// The shell's page preloads the scripts it needs to start: the chunks of its async bootstrap and of
// the shared packages (React, the query library, shared-contracts) it provides, when those are not
// in its entry file already (they are eager there today). Without it the browser learns of them
// only after shell.js has run, one round trip per level: document → shell.js → bootstrap's chunks.
const HtmlWebpackPlugin = require('html-webpack-plugin');

const isShellEntryImport = (origin) => Boolean(origin.module?.resource && /[\\/]src[\\/]index\.tsx?$/.test(origin.module.resource));
// What the shell shares it also provides: at run time a consumer gets the provided copy (the
// provide module's chunk), not its own fallback, so those are the chunks that load.
const isProvidedShare = (origin) => origin.module?.type === 'provide-module';

/** The JS files of the chunk groups loaded at start: the entry's own import() and the shared packages the shell provides. */
function startupFiles(compilation, entryName) {
  const entrypoint = compilation.entrypoints.get(entryName);
  if (!entrypoint) return [];
  const initial = new Set(entrypoint.getFiles());
  const groups = [...entrypoint.getChildren()].filter((group) => group.origins.some((o) => isShellEntryImport(o) || isProvidedShare(o)));
  const files = new Set();
  for (const group of groups) for (const file of group.getFiles()) if (file.endsWith('.js') && !initial.has(file)) files.add(file);
  return [...files].sort();
}

class StartupPreloadPlugin {
  constructor({ entry }) {
    this.entry = entry;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('StartupPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('StartupPreloadPlugin', (data) => {
        const publicPath = compilation.outputOptions.publicPath;
        const base = typeof publicPath === 'string' && publicPath !== 'auto' ? publicPath : '';
        const links = startupFiles(compilation, this.entry).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${base}${file}` }),
        );
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

module.exports = { StartupPreloadPlugin, startupFiles };
