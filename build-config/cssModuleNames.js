// The class names of CSS modules (`*.module.css`). Every area's classes share the one page, so a
// name carries the package it comes from: `mf-feed__PinCard__title__3f9c1a`. The package name
// comes first, then the file and the local name (for people reading the DOM), then a hash of
// package, path inside the package and local name, so two files of the same name in two folders of
// one package do not meet either. webpack's css-loader (index.js) and the Jest transform
// (cssModuleTransform.js) both call scopedClassName, so tests see the names the browser gets.
const { createHash } = require('node:crypto');
const { existsSync, readFileSync } = require('node:fs');
const path = require('node:path');

const packages = new Map();

/** The nearest package.json above a file: its folder and its name. */
function packageOf(file) {
  const start = path.dirname(path.resolve(file));
  for (let dir = start; ; dir = path.dirname(dir)) {
    const known = packages.get(dir);
    if (known) return known;
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8'));
      if (typeof name !== 'string' || name === '') throw new Error(`${manifest} has no name: CSS module classes are named after it`);
      const found = { dir, name };
      packages.set(dir, found);
      return found;
    }
    if (path.dirname(dir) === dir) throw new Error(`${file} is in no package: CSS module classes are named after the package`);
  }
}

/** Letters, digits, '-' and '_' only: a package name such as @scope/name becomes scope_name. */
function identPart(text) {
  return text.replace(/^@/, '').replace(/[^A-Za-z0-9_-]/g, '_');
}

/** The class a local name of a CSS module gets on the page (the file need not exist yet). */
function scopedClassName(file, localName) {
  const pkg = packageOf(file);
  const name = pkg.name;
  const relative = path.relative(pkg.dir, path.resolve(file)).split(path.sep).join('/');
  const base = path
    .basename(file)
    .replace(/\.module\.css$/, '')
    .replace(/\.css$/, '');
  const hash = createHash('sha256').update(`${name}\0${relative}\0${localName}`).digest('hex').slice(0, 6);
  return `${identPart(name)}__${identPart(base)}__${localName}__${hash}`;
}

module.exports = { scopedClassName };
