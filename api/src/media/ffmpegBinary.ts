// Where the video encoder is: PINBOARD_FFMPEG when set, else the static ffmpeg that the npm
// package @ffmpeg-installer/linux-x64 ships inside its tarball (from the npm registry: nothing is
// fetched from anywhere else at install or run time). Null on machines it does not cover: the
// seed then writes no video files and says so.

import { existsSync } from 'node:fs';
import path from 'node:path';

const PACKAGED = path.join('node_modules', '@ffmpeg-installer', 'linux-x64', 'ffmpeg');

/**
 * Looked for in node_modules from the working directory up, as Node resolves packages: the edge
 * server bundles the API (webpack), so there is no source file of its own to resolve from.
 */
export function ffmpegBinary(env: NodeJS.ProcessEnv = process.env, from: string = process.cwd()): string | null {
  const named = env.PINBOARD_FFMPEG;
  if (named) return existsSync(named) ? named : null;
  for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, PACKAGED);
    if (existsSync(candidate)) return candidate;
    if (path.dirname(dir) === dir) return null;
  }
}
