// Another version of an area, as a team would make it, deployed by the real CLI: a copy of the
// package with a change, which the CLI builds (writeAreaVariant), or the area's own build under a
// new version (writeBuiltVariant). The copy lives inside the repository so it resolves the same
// node_modules; only its package version, and a changed copy's one module, differ.

import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './paths';

const VARIANTS_DIR = path.join(REPO_ROOT, '.e2e-artifacts', 'variants');
const variantDir = (area: string, label: string) => path.join(VARIANTS_DIR, `${area}-${label}`);

/**
 * Copies `area` (e.g. 'mf-feed') to a variant folder with `version`, and makes its exposed app
 * import `moduleSource` first. Returns the folder to run `pinboard deploy` in.
 */
export function writeAreaVariant(area: string, label: string, version: string, moduleSource: string): string {
  const source = path.join(REPO_ROOT, area);
  const target = variantDir(area, label);
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  cpSync(path.join(source, 'src'), path.join(target, 'src'), { recursive: true });
  cpSync(path.join(source, 'webpack.config.js'), path.join(target, 'webpack.config.js'));
  const pkg = JSON.parse(readFileSync(path.join(source, 'package.json'), 'utf8')) as { version: string };
  writeFileSync(path.join(target, 'package.json'), JSON.stringify({ ...pkg, version }, null, 2));
  writeFileSync(path.join(target, 'src', 'variantChange.ts'), moduleSource);
  const app = path.join(target, 'src', 'app.tsx');
  writeFileSync(app, `import './variantChange';\n${readFileSync(app, 'utf8')}`);
  return target;
}

/**
 * Another version of `area` made of its own build: its dist copied under `version`, deployed with
 * `pinboard deploy --skip-build` (a webpack build of a copy that changes nothing costs a browser
 * suite half a minute of processor for nothing). Returns the folder.
 */
export function writeBuiltVariant(area: string, label: string, version: string): string {
  const source = path.join(REPO_ROOT, area);
  const target = variantDir(area, label);
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  cpSync(path.join(source, 'dist'), path.join(target, 'dist'), { recursive: true });
  const pkg = JSON.parse(readFileSync(path.join(source, 'package.json'), 'utf8')) as { version: string };
  writeFileSync(path.join(target, 'package.json'), JSON.stringify({ ...pkg, version }, null, 2));
  return target;
}

/** Removes the variant `writeAreaVariant` or `writeBuiltVariant` made, and only it: other suites may be building theirs. */
export function removeAreaVariant(area: string, label: string): void {
  rmSync(variantDir(area, label), { recursive: true, force: true });
}
