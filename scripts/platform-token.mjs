// `npm run --silent platform:token -- --name ops --scope platform [--file access.json]`: a new
// token for the platform (or --scope deploy:mf_feed for one area's deploys), printed once. The
// access file keeps only its hash ("sha256:<hex>", as platform/src/rules/tokenHash.ts checks it):
// with --file the entry is added to that file, which is made (with a new signing secret, readable
// by its owner only) when missing; without, the entry is printed to paste in.
// `echo -n "$TOKEN" | npm run --silent platform:token -- --hash`: the hash of a token you have.
// Node's own modules only, so it runs anywhere the server's access file is made.
import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const USAGE = `usage: npm run --silent platform:token -- --name <holder> --scope platform|deploy:<area> [--file <access file>]
       echo -n "$TOKEN" | npm run --silent platform:token -- --hash`;

function fail(message) {
  console.error(`platform:token: ${message}\n${USAGE}`);
  process.exit(2);
}

const hashOf = (token) => `sha256:${createHash('sha256').update(token, 'utf8').digest('hex')}`;

let options;
try {
  options = parseArgs({
    options: { name: { type: 'string' }, scope: { type: 'string' }, file: { type: 'string' }, hash: { type: 'boolean' } },
  }).values;
} catch (error) {
  fail(error.message);
}

if (options.hash) {
  // The token comes on standard input, so it is in no shell history nor process list.
  const token = readFileSync(0, 'utf8').replace(/\r?\n$/, '');
  if (token.length < 16) fail('a token is at least 16 characters; pipe it in with echo -n "$TOKEN"');
  console.log(hashOf(token));
  process.exit(0);
}

const { name, scope, file } = options;
if (!name || !/^[\w.@-]{1,64}$/.test(name))
  fail('--name is who holds the token, as the audit log names them: 1-64 letters, digits, or . _ @ -');
if (!scope || !/^(platform|deploy:mf_[a-z]+)$/.test(scope)) fail('--scope is "platform" or "deploy:<area>", such as deploy:mf_feed');

// 256 random bits: nobody guesses it, so its SHA-256 is as safe to keep as a slow hash would be.
const token = `pb_${randomBytes(32).toString('base64url')}`;
const entry = { name, scope, hash: hashOf(token) };

if (file) {
  const target = path.resolve(file);
  let access = { signingSecret: randomBytes(48).toString('base64url'), tokens: [] };
  if (existsSync(target)) {
    try {
      access = JSON.parse(readFileSync(target, 'utf8'));
    } catch {
      fail(`${target} is not JSON: fix it, or name a new file`);
    }
    if (access?.demo === true) fail(`${target} is the public demo file: name a file of your own`);
    if (!Array.isArray(access?.tokens)) fail(`${target} has no "tokens" list: is it an access file?`);
  }
  access.tokens.push(entry);
  // Written whole and then renamed, so a server starting meanwhile reads the old file or the new one.
  const temporary = `${target}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(access, null, 2)}\n`, { mode: 0o600 });
  chmodSync(temporary, 0o600);
  renameSync(temporary, target);
  console.log(`token: ${token}`);
  console.error(`${name} (${scope}) is in ${target}, as its hash. The token is shown this once: give it to ${name}.`);
} else {
  console.log(`token: ${token}`);
  console.log(`entry: ${JSON.stringify(entry)}`);
  console.error(`Add the entry to the access file's "tokens" (PINBOARD_ACCESS_FILE). The token is shown this once: give it to ${name}.`);
}
