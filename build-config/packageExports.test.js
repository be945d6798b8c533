// The shared packages export only what another package imports: an export nobody outside uses is
// surface to keep compatible for no one (the page runtime and the React kit are shared by name,
// so every export is a promise to every deployed area). The exports are the TypeScript compiler's
// view of each entry; the users are the named imports of every other tracked source file.

const { execFileSync } = require('node:child_process');
const { readFileSync } = require('node:fs');
const path = require('node:path');
const ts = require('typescript');
const { repositoryCompilerOptions } = require('test-support/repositoryCompilerOptions');

const ROOT = path.resolve(__dirname, '..');
// shared-contracts has an entry per job (its package.json exports); each is checked on its own.
const ENTRIES = {
  'shared-contracts/rules': 'shared-contracts/src/rules/index.ts',
  'shared-contracts/api': 'shared-contracts/src/api/index.ts',
  'shared-contracts/platform': 'shared-contracts/src/platform/index.ts',
  'shared-contracts/contract': 'shared-contracts/contract.ts',
  'page-runtime': 'page-runtime/src/index.ts',
  'react-kit': 'react-kit/src/index.ts',
};
// Reading every entry and its imports takes seconds on a loaded machine.
jest.setTimeout(60_000);

function exportsOf(entries) {
  const files = Object.values(entries).map((file) => path.join(ROOT, file));
  const program = ts.createProgram(files, repositoryCompilerOptions());
  const checker = program.getTypeChecker();
  return Object.fromEntries(
    Object.entries(entries).map(([name, file]) => {
      const source = program.getSourceFile(path.join(ROOT, file));
      const module = source && checker.getSymbolAtLocation(source);
      if (!module) throw new Error(`${file} is not a module`);
      return [name, checker.getExportsOfModule(module).map((symbol) => symbol.name)];
    }),
  );
}

const NAMED = /(?:import|export)\s+(?:type\s+)?\{([^}]*)\}\s*from\s*'([^']+)'/g;

const packageOf = (entry) => entry.split('/')[0];

/** The names each entry is imported by from outside its package. */
function importedNames(entries) {
  const files = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.js', '*.mjs'], { cwd: ROOT, encoding: 'utf8' }).split('\n');
  const used = Object.fromEntries(entries.map((name) => [name, new Set()]));
  for (const file of files.filter(Boolean)) {
    let text;
    try {
      text = readFileSync(path.join(ROOT, file), 'utf8');
    } catch {
      continue; // deleted in the work tree
    }
    for (const [, names, source] of text.matchAll(NAMED)) {
      if (!(source in used) || file.startsWith(`${packageOf(source)}/`)) continue;
      for (const part of names.split(',')) {
        const name = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0];
        if (name) used[source].add(name);
      }
    }
  }
  return used;
}

describe('the shared packages', () => {
  const exported = exportsOf(ENTRIES);
  const used = importedNames(Object.keys(ENTRIES));

  it.each(Object.keys(ENTRIES))('%s exports nothing that no other package imports', (name) => {
    expect(exported[name].length).toBeGreaterThan(5);
    expect(exported[name].filter((symbol) => !used[name].has(symbol))).toEqual([]);
  });

  it.each([
    ['shared-contracts', /from '(page-runtime|react-kit)'/],
    ['page-runtime', /from 'react-kit'/],
  ])('%s depends on no package built on it (the domain on neither, the runtime not on the kit)', (name, reaching) => {
    const files = execFileSync('git', ['ls-files', name], { cwd: ROOT, encoding: 'utf8' })
      .split('\n')
      .filter((file) => /\.tsx?$/.test(file) && !/\.(test|typetest)\.tsx?$/.test(file));
    expect(files.length).toBeGreaterThan(10);
    expect(files.filter((file) => reaching.test(readFileSync(path.join(ROOT, file), 'utf8')))).toEqual([]);
  });
});
