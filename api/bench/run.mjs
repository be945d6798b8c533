// Builds the benchmark bundle, then runs it.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const step = (command, args) => {
  const result = spawnSync(command, args, { cwd: apiDir, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
step('npx', ['pinboard-build', '--config', 'webpack.bench.config.js']);
step(process.execPath, [path.join(apiDir, 'dist', 'bench', 'main.js')]);
