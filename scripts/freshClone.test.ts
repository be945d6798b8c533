// The README's commands on a fresh clone: everything that runs before the install may import only
// Node's own modules, since no package (a workspace's included) is there yet. Each command runs in a
// copy of the repository without node_modules, with an npm that refuses to install: it must get as
// far as asking npm, and fail with npm's words, not with a missing package.
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const SYSTEM_NODE = '/usr/bin/node';
// The Node jest runs on (the project's, 24) and the machine's own where it has one (Debian's 20).
const NODES = [process.execPath, ...(existsSync(SYSTEM_NODE) ? [SYSTEM_NODE] : [])];
const COMMANDS = ['scripts/start.mjs', 'scripts/test.mjs', 'scripts/start-cluster.mjs'];

let clone: string;
let stubBin: string;

/** A copy of the working tree as git sees it (tracked and new files, nothing ignored). */
function copyWorkingTree(to: string) {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT })
    .toString()
    .split('\0')
    .filter((file) => file !== '' && existsSync(path.join(ROOT, file)));
  for (const file of files) {
    mkdirSync(path.dirname(path.join(to, file)), { recursive: true });
    copyFileSync(path.join(ROOT, file), path.join(to, file));
  }
}

function runCommand(node: string, script: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const env = { ...process.env, PATH: `${stubBin}${path.delimiter}${process.env.PATH ?? ''}` };
    const child = spawn(node, [script], { cwd: clone, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, output }));
  });
}

beforeAll(() => {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'pinboard-fresh-clone-'));
  clone = path.join(scratch, 'pinboard');
  stubBin = path.join(scratch, 'bin');
  copyWorkingTree(clone);
  mkdirSync(stubBin);
  writeFileSync(path.join(stubBin, 'npm'), '#!/bin/sh\necho "stub npm refused: $1"\nexit 1\n');
  chmodSync(path.join(stubBin, 'npm'), 0o755);
});

afterAll(() => rmSync(path.dirname(clone), { recursive: true, force: true }));

describe.each(NODES)('a fresh clone on %s', (node) => {
  it.each(COMMANDS)('%s reaches the install and fails with npm’s words, not a missing package', async (script) => {
    const { code, output } = await runCommand(node, script);
    expect(output).not.toMatch(/ERR_MODULE_NOT_FOUND|Cannot find (package|module)/);
    expect(output).toContain('stub npm refused: ci');
    expect(code).toBe(1);
  });
});
