// Where the video encoder is: PINBOARD_FFMPEG when set, else the static ffmpeg that the npm
// package @ffmpeg-installer/linux-x64 ships inside its tarball (from the npm registry: nothing is
// fetched from anywhere else at install or run time). Null on machines it does not cover: the
// seed then writes no video files and says so.

import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

// Resolved from the working directory (the repository or a folder in it), not from this file: the
// edge server bundles the API, and a bundle has no file of its own to resolve packages from.
const requireFromHere = () => createRequire(path.resolve('package.json'));

export function ffmpegBinary(env: NodeJS.ProcessEnv = process.env): string | null {
  const named = env.PINBOARD_FFMPEG;
  if (named) return existsSync(named) ? named : null;
  try {
    const packageDir = path.dirname(requireFromHere().resolve('@ffmpeg-installer/linux-x64/package.json'));
    const binary = path.join(packageDir, 'ffmpeg');
    return existsSync(binary) ? binary : null;
  } catch {
    return null;
  }
}
