// Which of the shell's chunks its page preloads: those of its bootstrap import and of the shared
// packages it provides, and nothing lazy (the debug panel) or already in the entry.
const { startupFiles } = require('./startupPreloadPlugin');

const group = (files, origins, children = []) => ({ getFiles: () => files, getChildren: () => children, origins });
const fromIndex = { module: { resource: '/repo/shell/src/index.ts' } };
const provided = { module: { type: 'provide-module' } };
const fallback = { module: { type: 'consume-shared-module' } };
const lazy = { module: { resource: '/repo/shell/src/debug/debugPanelLoader.ts' } };

function compilationWith(children) {
  return { entrypoints: new Map([['shell', group(['shell.abc.js', 'styles.css'], [], children)]]) };
}

describe('startupFiles', () => {
  it('lists the bootstrap chunks and the provided shares, sorted, without the entry, stylesheets, fallbacks or lazy chunks', () => {
    const compilation = compilationWith([
      group(['234.js', 'shell.abc.js', 'bootstrap.css'], [fromIndex], [group(['706.js'], [fallback])]),
      group(['470.js'], [provided]),
      group(['325.js', '470.js'], [provided]),
      group(['debug-panel.js'], [lazy]),
    ]);
    expect(startupFiles(compilation, 'shell')).toEqual(['234.js', '325.js', '470.js']);
  });

  it('is nothing for an entry the build does not have', () => {
    expect(startupFiles(compilationWith([]), 'other')).toEqual([]);
  });
});
