// The build `pinboard deploy` runs before it uploads: the package's own build script (a stock
// webpack config, `npm run build`), or, for a package built with build-config's pinboard-build,
// build-config's build, found from the area's folder. Its output is relayed, indented.

import { spawn } from 'node:child_process';
import { CliError, type CliContext } from './cliContext';

/** The command for the build of the package in `dir` whose build script is `buildScript`. */
export function buildCommand(dir: string, buildScript: string | undefined): [string, string[]] {
  if (buildScript && !buildScript.startsWith('pinboard-build')) {
    return [process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', '--silent', 'build']];
  }
  try {
    return [process.execPath, [require.resolve('build-config/bin/build.js', { paths: [dir] })]];
  } catch {
    throw new CliError(
      buildScript
        ? `the build script is ${buildScript}, but build-config is not installed here: run npm install`
        : 'this package has no build script: add "scripts": { "build": "…" } that writes its build, or deploy the build as it is with --skip-build',
    );
  }
}

export function runBuild(ctx: CliContext, dir: string, buildScript: string | undefined): Promise<void> {
  const [command, args] = buildCommand(dir, buildScript);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'], shell: process.platform === 'win32' });
    const relay = (write: (line: string) => void) => (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) write(`  │ ${line}`);
    };
    child.stdout.on('data', relay(ctx.out));
    child.stderr.on('data', relay(ctx.err));
    child.once('error', (error) => reject(new CliError(`the build could not start (${command}): ${error.message}`)));
    child.once('close', (code) => (code === 0 ? resolve() : reject(new CliError('the build failed (see above); nothing was uploaded'))));
  });
}
