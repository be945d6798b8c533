// Gives the scripts a page runs as it starts V8's explicit compile hint, a first line
// `//# allFunctionsCalledOnLoad`. Chromium then compiles every function in such a file on the
// thread that streams it in, instead of each on the main thread the first time it is called: that
// was about a fifth of the start's script time on the home feed (issue 17). Only what runs as soon as
// it arrives is marked: the shell's start, and an area's entry and exposed modules, whenever the area
// loads. A lazy chunk (a business screen, the debug panel) runs a part of itself when opened, and
// compiling all of it ahead would be wasted. Other engines read the line as a comment.
const HINT = '//# allFunctionsCalledOnLoad\n';

class CompileHintsPlugin {
  /** @param {{ startup: (compilation: import('webpack').Compilation) => Iterable<string> }} options the files to mark */
  constructor({ startup }) {
    this.startup = startup;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      // After minifying, which drops comments; before source maps and real content hashes are made.
      compilation.hooks.processAssets.tap({ name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, () => {
        for (const file of new Set(this.startup(compilation))) {
          if (!file.endsWith('.js')) continue;
          // Once per file, though two instances (the one-bundle build's) may both list it.
          if (compilation.getAsset(file)?.source.source().toString().startsWith(HINT)) continue;
          compilation.updateAsset(file, (source) => new sources.ConcatSource(HINT, source));
        }
      });
    });
  }
}

/** The files of the build's entries (a remote's remoteEntry.js, the shell's shell.js). */
function entryFiles(compilation) {
  return [...compilation.entrypoints.values()].flatMap((entrypoint) => entrypoint.getFiles());
}

/** The files of the chunk groups with these names (an area's exposed modules). */
function groupFiles(compilation, names) {
  return names.flatMap((name) => compilation.namedChunkGroups.get(name)?.getFiles() ?? []);
}

module.exports = { CompileHintsPlugin, entryFiles, groupFiles, HINT };
