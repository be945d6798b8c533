// A package.json as the CLI reads it: the package's name, version and build script, and its
// "pinboard" field, which configures the CLI for that package (registry, tokenFile, remote, dist).

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CliError } from './cliContext';

export interface PinboardField {
  registry?: string;
  tokenFile?: string;
  remote?: string;
  dist?: string;
}

export interface PackageFile {
  /** The package.json itself; its folder is what tokenFile and dist are relative to. */
  file: string;
  name: string | undefined;
  version: string | undefined;
  buildScript: string | undefined;
  pinboard: PinboardField;
}

const PINBOARD_KEYS = ['registry', 'tokenFile', 'remote', 'dist'] as const;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const stringOrUndefined = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

function readPinboardField(file: string, field: unknown): PinboardField {
  if (field === undefined) return {};
  const example = '"pinboard": { "registry": "https://…", "tokenFile": "…", "remote": "mf_business", "dist": "dist" }';
  if (!isRecord(field)) throw new CliError(`${file}: "pinboard" must be an object, e.g. ${example}`);
  const pinboard: PinboardField = {};
  // Other keys are other tools' (the field is the package's Pinboard settings, not only the CLI's).
  for (const key of PINBOARD_KEYS) {
    const value = field[key];
    if (value === undefined) continue;
    if (typeof value !== 'string' || value.trim() === '') throw new CliError(`${file}: "pinboard.${key}" must be a non-empty string`);
    pinboard[key] = value;
  }
  return pinboard;
}

export function readPackageFile(file: string): PackageFile {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new CliError(`cannot read ${file}: ${(error as Error).message}`);
  }
  if (!isRecord(parsed)) throw new CliError(`${file} is not a package.json: it holds no object`);
  const scripts = isRecord(parsed.scripts) ? parsed.scripts : {};
  return {
    file,
    name: stringOrUndefined(parsed.name),
    version: stringOrUndefined(parsed.version),
    buildScript: stringOrUndefined(scripts.build),
    pinboard: readPinboardField(file, parsed.pinboard),
  };
}

/** The package.json in this folder, or in the nearest folder above it; undefined when there is none. */
export function findPackageFile(from: string): PackageFile | undefined {
  for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (existsSync(file)) return readPackageFile(file);
    if (path.dirname(dir) === dir) return undefined;
  }
}

/** A path a package.json names, taken relative to that package.json's folder. */
export function fromPackage(pkg: PackageFile, relative: string): string {
  return path.resolve(path.dirname(pkg.file), relative);
}
