// `npm run platform:token`: what it writes is what the server's access file check takes, and the
// token it prints once is the one that file names by hash.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { identify, parseAccessConfig } from 'pinboard-platform';
import { tokenHash } from 'pinboard-platform/src/rules/tokenHash';

const SCRIPT = path.join(__dirname, 'platform-token.mjs');

function platformToken(args: string[], input?: string) {
  const run = spawnSync(process.execPath, [SCRIPT, ...args], { encoding: 'utf8', ...(input === undefined ? {} : { input }) });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

const tokenIn = (out: string): string => /^token: (\S+)$/m.exec(out)?.[1] ?? '';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'platform-token-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it('makes an access file the server takes, for its owner only, and adds to it', () => {
  const file = path.join(dir, 'access.json');
  const ops = platformToken(['--file', file, '--name', 'ops', '--scope', 'platform']);
  expect(ops.code).toBe(0);
  const feed = platformToken(['--file', file, '--name', 'feed-team', '--scope', 'deploy:mf_feed']);
  expect(feed.code).toBe(0);
  const text = readFileSync(file, 'utf8');
  const access = parseAccessConfig(JSON.parse(text), file);
  expect(access.demo).toBe(false);
  expect(identify(access, tokenIn(ops.out))?.name).toBe('ops');
  expect(identify(access, tokenIn(feed.out))?.scope).toEqual({ kind: 'deploy', remote: 'mf_feed' });
  // The file keeps hashes, never the tokens; each token is long and random.
  expect(text).not.toContain(tokenIn(ops.out));
  expect(tokenIn(ops.out)).toMatch(/^pb_[\w-]{43}$/);
  expect(tokenIn(ops.out)).not.toBe(tokenIn(feed.out));
  expect(statSync(file).mode & 0o777).toBe(0o600);
});

it('prints an entry to paste in without --file', () => {
  const run = platformToken(['--name', 'ops', '--scope', 'platform']);
  expect(run.code).toBe(0);
  const entry = JSON.parse(/^entry: (.*)$/m.exec(run.out)?.[1] ?? '') as Record<string, string>;
  expect(entry).toEqual({ name: 'ops', scope: 'platform', hash: tokenHash(tokenIn(run.out)) });
});

it('hashes a token given on standard input as the server does', () => {
  const run = platformToken(['--hash'], 'an-existing-token-0123456789\n');
  expect(run.code).toBe(0);
  expect(run.out.trim()).toBe(tokenHash('an-existing-token-0123456789'));
});

it.each([
  [['--name', 'has space', '--scope', 'platform'], '--name is who holds the token'],
  [['--name', 'ops', '--scope', 'everything'], '--scope is "platform" or "deploy:<area>"'],
  [['--name', 'ops'], '--scope is'],
  [['--nmae', 'ops'], "Unknown option '--nmae'"],
])('refuses %j, saying how to call it', (args, message) => {
  const run = platformToken(args);
  expect(run.code).toBe(2);
  expect(run.err).toContain(message);
  expect(run.err).toContain('usage: npm run --silent platform:token');
});

it('does not add to the demo file', () => {
  const file = path.join(dir, 'demo-access.json');
  writeFileSync(file, readFileSync(path.join(__dirname, '..', 'platform', 'demo-access.json')));
  const run = platformToken(['--file', file, '--name', 'ops', '--scope', 'platform']);
  expect(run.code).toBe(2);
  expect(run.err).toContain('is the public demo file: name a file of your own');
});
