// Each package's share of the JavaScript a route fetched: every file's source map says which source
// each stretch of its minified text came from, and a file's compressed bytes are divided among the
// packages in proportion to their minified bytes in it (compression is about even across them).
import fs from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map-js';

/** The built files of the shell and every area, by file name (names carry their content hash). */
function builtFiles(root) {
  const byName = new Map();
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.js')) byName.set(entry.name, full);
    }
  };
  for (const pkg of fs.readdirSync(root)) {
    const dist = path.join(root, pkg, 'dist');
    if ((pkg === 'shell' || pkg.startsWith('mf-')) && fs.existsSync(dist)) walk(dist);
  }
  return byName;
}

/** The package a source belongs to: an npm package by its name, else the workspace or webpack's runtime. */
export function packageOf(source, ownPackage) {
  const relative = source.replace(/^webpack:\/\/[^/]*\//, '');
  const modules = relative.lastIndexOf('node_modules/');
  if (modules !== -1) {
    const [first, second] = relative.slice(modules + 'node_modules/'.length).split('/');
    return first.startsWith('@') ? `${first}/${second}` : first;
  }
  if (relative.startsWith('webpack/')) return 'webpack runtime';
  // source-map-js normalises 'webpack://shell/../shared-contracts/...' to 'webpack://shell/shared-contracts/...'.
  const workspace = /^(?:\.\.\/)?(shared-contracts|page-runtime|react-kit|design-tokens|shell|mf-[a-z]+)\//.exec(relative);
  return workspace ? workspace[1] : ownPackage;
}

/** Minified bytes of one file by package. */
function minifiedByPackage(file, ownPackage) {
  const text = fs.readFileSync(file, 'utf8');
  const lines = text.split('\n');
  const shares = new Map();
  const add = (pkg, n) => shares.set(pkg, (shares.get(pkg) ?? 0) + n);
  const mapFile = `${file}.map`;
  if (!fs.existsSync(mapFile)) {
    add('(no source map)', text.length);
    return shares;
  }
  const consumer = new SourceMapConsumer(JSON.parse(fs.readFileSync(mapFile, 'utf8')));
  const segments = [];
  consumer.eachMapping((m) =>
    segments.push([m.generatedLine, m.generatedColumn, m.source ? packageOf(m.source, ownPackage) : '(unmapped)']),
  );
  segments.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let mapped = 0;
  for (let i = 0; i < segments.length; i++) {
    const [line, column, pkg] = segments[i];
    const next = segments[i + 1];
    const end = next && next[0] === line ? next[1] : (lines[line - 1]?.length ?? column);
    add(pkg, end - column);
    mapped += end - column;
  }
  add('(unmapped)', Math.max(0, text.length - mapped));
  return shares;
}

/** [package, compressed bytes] for the files a route fetched ([pathname, transferSize] pairs), largest first. */
export function packageShares(root, fetched) {
  const files = builtFiles(root);
  const totals = new Map();
  for (const [pathname, transferred] of fetched) {
    const file = files.get(path.basename(pathname));
    const shares = file ? minifiedByPackage(file, path.relative(root, file).split(path.sep)[0]) : new Map([['(not built here)', 1]]);
    const whole = [...shares.values()].reduce((a, b) => a + b, 0) || 1;
    for (const [pkg, n] of shares) totals.set(pkg, (totals.get(pkg) ?? 0) + (transferred * n) / whole);
  }
  return [...totals.entries()].sort((a, b) => b[1] - a[1]);
}
