// `npm run bench:abuse [name ...]`: what a stranger can do to the running site, in figures. Each
// scenario in scripts/abuse/<name>.mjs attacks a fresh built server (its own throwaway DATA_DIR,
// loopback, a free port) over plain HTTP only, so the same script measures an older build too
// (`PINBOARD_ROOT`-independent: it runs whatever shell/dist/server/main.js this checkout built).
// A scenario exports `title`, optional `env` (extra server settings), optional `countLog` (the
// server's stderr is counted, `serverLog()` gives bytes and lines so far, instead of shown),
// optional `fileLimit` (the server's limit of open files, set with prlimit; where there is none,
// the scenario's `envWithoutPrlimit` settings instead) and `run({ url, dataDir, serverPid,
// serverLog, log, fileLimited })`, which resolves with rows of [figure, value]. A scenario about
// the server's start itself exports `startsItsOwnServers: true` and gets only `run({ log })`; it
// stops every server it starts.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { hasPrlimit, startBuiltServer } from './lib/builtServer.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const available = readdirSync(path.join(HERE, 'abuse'))
  .filter((f) => f.endsWith('.mjs'))
  .map((f) => f.replace(/\.mjs$/, ''))
  .sort();
const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !available.includes(name));
if (unknown.length > 0) {
  console.error(`bench:abuse: no scenario ${unknown.join(', ')}; there are: ${available.join(', ')}`);
  process.exit(2);
}

function printRows(rows) {
  console.log('| figure | value |\n|---|---|');
  for (const [figure, value] of rows) console.log(`| ${figure} | ${value} |`);
}

for (const name of wanted.length > 0 ? wanted : available) {
  const scenario = await import(pathToFileURL(path.join(HERE, 'abuse', `${name}.mjs`)).href);
  if (scenario.startsItsOwnServers === true) {
    console.log(`\n## ${scenario.title} (${name})\n`);
    printRows(await scenario.run({ log: (line) => console.log(`  ${line}`) }));
    continue;
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `pinboard-abuse-${name}-`));
  const fileLimited = scenario.fileLimit !== undefined && hasPrlimit();
  const { url, child, logged } = await startBuiltServer(
    { DATA_DIR: dataDir, ...(scenario.env ?? {}), ...(scenario.fileLimit !== undefined && !fileLimited ? scenario.envWithoutPrlimit : {}) },
    { countLog: scenario.countLog === true, ...(fileLimited ? { fileLimit: scenario.fileLimit } : {}) },
  );
  try {
    console.log(`\n## ${scenario.title} (${name})\n`);
    const log = (line) => console.log(`  ${line}`);
    printRows(await scenario.run({ url, dataDir, serverPid: child.pid, serverLog: logged, log, fileLimited }));
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
