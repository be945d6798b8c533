// A build folder read for upload: the files a browser or the edge server is served (scripts,
// stylesheets and JSON such as mf-manifest.json), and the exposed modules' types Module
// Federation writes beside them (@mf-types.zip, @mf-types.d.ts), but no source maps or licence
// notes; each with its SHA-384 as a subresource integrity string and its bytes in base64, as the
// registry takes them.

import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { CliError } from './cliContext';

export interface UploadFile {
  /** Relative to the build folder, with '/' between folders. */
  path: string;
  integrity: string;
  contentBase64: string;
  bytes: number;
}

/** The types of the build's exposed modules, as its manifest names them (metaData.types). */
const TYPES_FILE = /^@mf-types\.(zip|d\.ts)$/;

export function isServedFile(relativePath: string): boolean {
  return (/\.(js|json|css)$/.test(relativePath) && !relativePath.endsWith('.map')) || TYPES_FILE.test(relativePath);
}

export function sha384Integrity(bytes: Buffer): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(path.join(dir, prefix), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return listFiles(dir, relative);
      return Promise.resolve(entry.isFile() ? [relative] : []);
    }),
  );
  return nested.flat();
}

/** The served files of a build folder, sorted by path; `label` names the folder in errors. */
export async function readDistFiles(dir: string, label: string): Promise<UploadFile[]> {
  let names: string[];
  try {
    names = (await listFiles(dir)).filter(isServedFile).sort();
  } catch {
    throw new CliError(`there is no build in ${label}: build the area first (or drop --skip-build)`);
  }
  if (names.length === 0) throw new CliError(`${label} holds no .js, .json or .css file: is it the build's output folder?`);
  return Promise.all(
    names.map(async (name) => {
      const bytes = await readFile(path.join(dir, name));
      return { path: name, integrity: sha384Integrity(bytes), contentBase64: bytes.toString('base64'), bytes: bytes.length };
    }),
  );
}
