// A throwaway PostgreSQL cluster from Debian's `postgresql` package: initdb into a folder of ours,
// one server on a loopback port (and its socket in that folder), trust authentication on loopback
// only, stopped by whoever started it. `npm run start:cluster`, the unit tests' global setup and
// the e2e suites over two edges start theirs through here. PostgreSQL refuses to run as root, so
// as root the cluster belongs to Debian's `postgres` user.
import { execFile, execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';

const exec = promisify(execFile);
const DEBIAN_ROOT = '/usr/lib/postgresql';

/** The newest installed server's bin folder, or null when PostgreSQL is not installed. */
export function postgresBinDir() {
  if (process.env.PINBOARD_POSTGRES_BIN) return process.env.PINBOARD_POSTGRES_BIN;
  if (!existsSync(DEBIAN_ROOT)) return null;
  const versions = readdirSync(DEBIAN_ROOT)
    .filter((v) => existsSync(path.join(DEBIAN_ROOT, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(DEBIAN_ROOT, versions[0], 'bin') : null;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** As root, the folder is given to the postgres user, who runs the cluster; else we do. */
function clusterOwner(dataDir) {
  if (process.getuid?.() !== 0) return null;
  const id = (flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  chownSync(dataDir, id('-u'), id('-g'));
  try {
    execFileSync('runuser', ['-u', 'postgres', '--', 'test', '-x', path.dirname(dataDir)]);
  } catch {
    throw new Error(`the postgres user cannot reach ${path.dirname(dataDir)}: give the cluster a folder whose parents others may enter`);
  }
  return 'postgres';
}

/** A fresh folder for a throwaway cluster under `parent`, reachable by the postgres user. */
export function throwawayClusterDir(parent, prefix = 'pinboard-pg-') {
  const dir = mkdtempSync(path.join(parent, prefix));
  chmodSync(dir, 0o711);
  return path.join(dir, 'data');
}

/** Runs one of PostgreSQL's programs (as `owner` when given); its own words on failure. */
async function pgProgram(binDir, program, args, owner) {
  const file = path.join(binDir, program);
  const [command, commandArgs] = owner ? ['runuser', ['-u', owner, '--', file, ...args]] : [file, args];
  try {
    return await exec(command, commandArgs, { maxBuffer: 8 * 1024 * 1024 });
  } catch (error) {
    throw new Error(`${program} failed: ${String(error.stderr || error.stdout || error.message).trim()}`);
  }
}

/**
 * Starts a cluster in `dataDir` (made when missing; a cluster already there is reused) on `port`
 * or a free one. `durable: false` turns fsync off, for tests.
 */
export async function startPostgresCluster({ dataDir, port, durable = true, log = () => undefined }) {
  const binDir = postgresBinDir();
  if (!binDir) throw new Error(`PostgreSQL is not installed (no ${DEBIAN_ROOT}/*/bin/initdb): run "apt-get install -y postgresql"`);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const owner = clusterOwner(dataDir);
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    log(`PostgreSQL: a new cluster in ${dataDir}`);
    await pgProgram(binDir, 'initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync'], owner);
  }
  const listenPort = port ?? (await freePort());
  const settings = [
    '-c listen_addresses=127.0.0.1',
    `-c port=${listenPort}`,
    `-c unix_socket_directories=${dataDir}`,
    '-c max_connections=200',
    ...(durable ? [] : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']),
  ].join(' ');
  const logFile = path.join(dataDir, 'server.log');
  await pgProgram(binDir, 'pg_ctl', ['-D', dataDir, '-o', settings, '-l', logFile, '-w', '-t', '60', 'start'], owner);
  const url = (database = 'postgres') => `postgres://postgres@127.0.0.1:${listenPort}/${database}`;
  let stopped = false;
  return {
    port: listenPort,
    dataDir,
    url,
    /** Makes an empty database; answers its URL. */
    async createDatabase(name) {
      if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a database name: ${name}`);
      const psql = ['-q', '-v', 'ON_ERROR_STOP=1', '-h', '127.0.0.1', '-p', String(listenPort), '-U', 'postgres', '-d', 'postgres'];
      await pgProgram(binDir, 'psql', [...psql, '-c', `CREATE DATABASE ${name}`], owner);
      return url(name);
    },
    /** Stops the server (fast: open sessions are ended); `remove` deletes its folder too. */
    async stop({ remove = false } = {}) {
      if (!stopped) {
        stopped = true;
        await pgProgram(binDir, 'pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop'], owner).catch(() => undefined);
      }
      // A throwaway folder goes with its parent (throwawayClusterDir's).
      if (remove)
        rmSync(path.basename(path.dirname(dataDir)).startsWith('pinboard-pg-') ? path.dirname(dataDir) : dataDir, {
          recursive: true,
          force: true,
        });
    },
  };
}
