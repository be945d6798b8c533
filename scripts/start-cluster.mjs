// `npm run start:cluster`: the site as several machines would run it, on this one: a PostgreSQL
// cluster (Debian's package, installed where missing, kept in .data/cluster/postgres on a loopback
// port) and two edge servers over it, each with its own DATA_DIR and one shared media folder (a
// real deployment's object store). The first edge seeds the database; the second starts once it
// has. Ctrl-C stops both edges and PostgreSQL. Installed packages are imported only after the
// install (scripts/freshClone.test.ts).
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { ensureDependencies, ensurePostgres } from './lib/ensure.mjs';
import { onProjectNode } from './lib/projectNode.mjs';
import { ROOT } from './lib/packages.mjs';

const CLUSTER_DIR = path.join(ROOT, '.data', 'cluster');
const POSTGRES_PORT = Number(process.env.PINBOARD_POSTGRES_PORT ?? 54329);
const FIRST_PORT = Number(process.env.PORT ?? 8080);
const DATABASE = 'pinboard';

/** Makes the site's database where the cluster has none yet. */
async function ensureDatabase(cluster) {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: cluster.url() });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    if (rowCount === 0) await admin.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await admin.end();
  }
  return cluster.url(DATABASE);
}

/** One edge server as a child process; resolves once it says where it listens. */
function startEdge(name, port, env) {
  const child = spawn(process.execPath, [path.join(ROOT, 'shell', 'dist', 'server', 'main.js')], {
    env: { ...process.env, ...env, PORT: String(port), HOST: process.env.HOST ?? 'localhost' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => `[edge ${name}] ${line}\n`)
      .join('');
  child.stdout.on('data', (chunk) => process.stdout.write(prefix(chunk)));
  child.stderr.on('data', (chunk) => process.stderr.write(prefix(chunk)));
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk.toString();
      if (/running at http:\/\//.test(output)) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`edge ${name} stopped (exit code ${code}) before it served`)));
  });
}

const edges = [];
let cluster;
async function stopAll(code) {
  for (const edge of edges) if (edge.exitCode === null) edge.kill('SIGTERM');
  await Promise.all(edges.map((edge) => (edge.exitCode === null ? new Promise((r) => edge.once('exit', r)) : undefined)));
  await cluster?.stop();
  process.exit(code);
}
try {
  await ensureDependencies();
  await onProjectNode();
  // Only the process that runs the cluster stops it: one that ran this script again on the
  // project's Node waits for that one to finish stopping (onProjectNode).
  process.once('SIGINT', () => void stopAll(0));
  process.once('SIGTERM', () => void stopAll(0));
  const missing = await ensurePostgres();
  if (missing) throw new Error(missing);
  const { build } = await import('./build.mjs');
  await build();
  const { startPostgresCluster } = await import('test-support/postgresCluster');
  mkdirSync(CLUSTER_DIR, { recursive: true, mode: 0o711 });
  cluster = await startPostgresCluster({ dataDir: path.join(CLUSTER_DIR, 'postgres'), port: POSTGRES_PORT, log: console.log });
  const databaseUrl = await ensureDatabase(cluster);
  console.log(`PostgreSQL: ${databaseUrl} (data in ${path.relative(ROOT, cluster.dataDir)})`);
  const shared = { DATABASE_URL: databaseUrl, MEDIA_DIR: path.join(CLUSTER_DIR, 'media') };
  // One after the other: the first seeds the empty database, the second finds it seeded.
  for (const [index, name] of ['A', 'B'].entries()) {
    edges.push(await startEdge(name, FIRST_PORT + index, { ...shared, DATA_DIR: path.join(CLUSTER_DIR, `edge-${name.toLowerCase()}`) }));
  }
  console.log(
    `\nPinboard runs on two edges over one PostgreSQL:\n  edge A: http://localhost:${FIRST_PORT}\n  edge B: http://localhost:${FIRST_PORT + 1}\nCtrl-C stops both and PostgreSQL.`,
  );
  for (const edge of edges) edge.once('exit', (code) => void stopAll(code ?? 1));
} catch (error) {
  console.error(error.message);
  await stopAll(1);
}
