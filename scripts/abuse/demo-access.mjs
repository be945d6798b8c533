// Issue 59, item 2: the probe ran the server on localhost behind a proxy on the same machine
// (HOST=localhost, PINBOARD_TRUSTED_PROXIES=127.0.0.1) with the demo access file, and a remote
// visitor used the public demo tokens to read /_platform/status and turn on mf_boards' kill switch.
// Here the built server is started as the probe started it, and as others who can be reached: each
// must refuse to start, saying why. Where one starts anyway (an older build), the probe's requests
// are made through it and their answers counted. Then a server only this machine reaches takes the
// demo token straight from here, and refuses it with a proxy's X-Forwarded-For.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../lib/packages.mjs';

export const title = 'The public demo tokens on a server others can reach';
export const startsItsOwnServers = true;

const DEMO_FILE = path.join(ROOT, 'platform', 'demo-access.json');
const demo = JSON.parse(readFileSync(DEMO_FILE, 'utf8'));
const DEMO_PLATFORM_TOKEN = demo.tokens.find((t) => t.scope === 'platform').token;
const FROM_AFAR = { 'x-forwarded-for': '203.0.113.9' };

/**
 * The built server with `env`, in a throwaway DATA_DIR; resolves once it listens (`url`) or has
 * exited (`code`, what it said on stderr), with how long that took.
 */
function start(env) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pinboard-abuse-demo-access-'));
  const clean = { ...process.env };
  for (const name of [
    'PINBOARD_ACCESS_FILE',
    'PINBOARD_TRUSTED_PROXIES',
    'NODE_ENV',
    'PINBOARD_SECURE_COOKIES',
    'PINBOARD_PUBLIC_ORIGIN',
  ]) {
    delete clean[name];
  }
  const began = performance.now();
  const child = spawn(process.execPath, [path.join(ROOT, 'shell/dist/server/main.js')], {
    env: { ...clean, PORT: '0', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stderr.on('data', (chunk) => (err += chunk));
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) resolve();
      else {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }
    }).then(() => rmSync(dataDir, { recursive: true, force: true }));
  return new Promise((resolve) => {
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const match = /running at http:\/\/localhost:(\d+)/.exec(out);
      if (match) resolve({ url: `http://127.0.0.1:${match[1]}`, ms: performance.now() - began, stop });
    });
    child.once('exit', (code) => {
      resolve({ code, said: err.trim(), ms: performance.now() - began, stop });
    });
  });
}

async function statusWith(url, headers) {
  const response = await fetch(`${url}/_platform/status`, { headers: { authorization: `Bearer ${DEMO_PLATFORM_TOKEN}`, ...headers } });
  await response.arrayBuffer();
  return response.status;
}

async function killBoards(url, headers) {
  const response = await fetch(`${url}/_platform/routing/mf_boards`, {
    method: 'POST',
    headers: { authorization: `Bearer ${DEMO_PLATFORM_TOKEN}`, 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ action: 'kill', reason: 'bench:abuse demo-access, as the probe did' }),
  });
  await response.arrayBuffer();
  return response.status;
}

export async function run({ log }) {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'pinboard-abuse-demo-copy-'));
  // The demo values under another name, without their "demo" mark.
  const copied = path.join(scratch, 'access.json');
  writeFileSync(copied, JSON.stringify({ signingSecret: demo.signingSecret, tokens: demo.tokens }));
  const reachable = [
    [
      "the probe's set-up: HOST=localhost, PINBOARD_TRUSTED_PROXIES=127.0.0.1",
      { HOST: 'localhost', PINBOARD_TRUSTED_PROXIES: '127.0.0.1' },
    ],
    [
      'the demo values copied to another file, behind the same proxy',
      { HOST: 'localhost', PINBOARD_TRUSTED_PROXIES: '127.0.0.1', PINBOARD_ACCESS_FILE: copied },
    ],
    ['NODE_ENV=production on 127.0.0.1', { HOST: '127.0.0.1', NODE_ENV: 'production' }],
    ['PINBOARD_SECURE_COOKIES=1 on 127.0.0.1', { HOST: '127.0.0.1', PINBOARD_SECURE_COOKIES: '1' }],
  ];
  const rows = [];
  try {
    for (const [label, env] of reachable) {
      const started = await start(env);
      try {
        if (started.url) {
          // An older build: what the probe did, through the proxy's header.
          const read = await statusWith(started.url, FROM_AFAR);
          const kill = await killBoards(started.url, FROM_AFAR);
          rows.push([label, `STARTED with the demo access; through a proxy the status answered ${read}, the kill switch ${kill}`]);
        } else {
          log(`${label}: exit ${started.code}: ${started.said}`);
          const named = /refuses them: (.*?)\. Make an access file/.exec(started.said)?.[1];
          rows.push([
            label,
            `refused to start (exit ${started.code}, ${started.ms.toFixed(0)} ms)${named ? `: ${named}` : `: ${started.said.slice(0, 160)}`}`,
          ]);
        }
      } finally {
        await started.stop();
      }
    }
    // Only this machine reaches it: the CLI's demo tokens work from here, straight to the server.
    const local = await start({ HOST: '127.0.0.1' });
    try {
      if (!local.url) throw new Error(`the server on 127.0.0.1 with the demo file did not start: ${local.said}`);
      rows.push(['HOST=127.0.0.1, no proxy: demo token straight from this machine, status', String(await statusWith(local.url, {}))]);
      rows.push([
        'the same, through an undeclared proxy (X-Forwarded-For 203.0.113.9), status',
        String(await statusWith(local.url, FROM_AFAR)),
      ]);
      rows.push(['the same, through that proxy, kill switch for mf_boards', String(await killBoards(local.url, FROM_AFAR))]);
    } finally {
      await local.stop();
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return rows;
}
