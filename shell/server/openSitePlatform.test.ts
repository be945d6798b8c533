// The server's start, as main.ts makes it, with each access file under each setting that lets
// others reach it: the demo tokens and signing secret (from the demo file, or copied into a file
// of one's own) stop the start with the sentence that names the fix; one's own hashed tokens start.

import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TEST_SHELL } from 'pinboard-platform/src/testing/fakeBuild';
import { tokenHash } from 'pinboard-platform/src/rules/tokenHash';
import { openSitePlatform } from './openSitePlatform';
import { serverReach } from './serverReach';
import { readServerSettings } from './serverSettings';

const REPO_DEMO_FILE = path.join(__dirname, '..', '..', 'platform', 'demo-access.json');
const demo = JSON.parse(readFileSync(REPO_DEMO_FILE, 'utf8')) as { signingSecret: string; tokens: { token: string }[] };

let root: string;
beforeAll(() => {
  // A PINBOARD_ROOT of its own: the demo file at its usual place, the shell's shared versions, no area builds.
  root = mkdtempSync(path.join(os.tmpdir(), 'site-platform-'));
  mkdirSync(path.join(root, 'platform'));
  copyFileSync(REPO_DEMO_FILE, path.join(root, 'platform', 'demo-access.json'));
  mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
  writeFileSync(path.join(root, 'shell', 'dist', 'shared-versions.json'), JSON.stringify(TEST_SHELL));
  // The demo values in a file of another name, hashed, and not marked demo.
  writeFileSync(
    path.join(root, 'copied.json'),
    JSON.stringify({
      signingSecret: demo.signingSecret,
      tokens: [{ name: 'ops', scope: 'platform', hash: tokenHash(demo.tokens[0]!.token) }],
    }),
  );
  writeFileSync(
    path.join(root, 'own.json'),
    JSON.stringify({
      signingSecret: 'an-own-signing-secret-of-40-characters!!',
      tokens: [{ name: 'ops', scope: 'platform', hash: tokenHash('pb_own-token-0123456789') }],
    }),
  );
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const FILES = {
  'the demo file': {},
  'the demo values copied': { PINBOARD_ACCESS_FILE: 'copied.json' },
  'own hashed tokens': { PINBOARD_ACCESS_FILE: 'own.json' },
} as const;

/** Settings that let others reach the server, and what the refusal says of each. */
const REACHABLE: [string, Record<string, string>, string][] = [
  // The probe's set-up: a proxy on this machine in front of a server on localhost.
  [
    'a trusted proxy on this machine',
    { HOST: 'localhost', PINBOARD_TRUSTED_PROXIES: '127.0.0.1' },
    "PINBOARD_TRUSTED_PROXIES=127.0.0.1 (a proxy forwards other machines' requests",
  ],
  ['every IPv4 address', { HOST: '0.0.0.0' }, 'HOST=0.0.0.0 listens beyond this machine'],
  ['every IPv6 address', { HOST: '::' }, 'HOST=:: listens beyond this machine'],
  ['every address, in development mode', { HOST: '0.0.0.0', PINBOARD_DEV: '1' }, 'HOST=0.0.0.0 listens beyond this machine'],
  ['a name that does not resolve', { HOST: 'nowhere.invalid' }, "HOST=nowhere.invalid is not an address of this machine's loopback"],
  ['production mode', { NODE_ENV: 'production' }, 'NODE_ENV=production says this is a production server'],
  ['HTTPS', { PINBOARD_SECURE_COOKIES: '1' }, 'PINBOARD_SECURE_COOKIES=1 (the site is served over HTTPS) says'],
  ['a public origin', { PINBOARD_PUBLIC_ORIGIN: 'https://pinboard.example' }, 'PINBOARD_PUBLIC_ORIGIN=https://pinboard.example'],
];
const LOCAL: [string, Record<string, string>][] = [
  ['HOST left at localhost', {}],
  ['HOST=127.0.0.1', { HOST: '127.0.0.1' }],
  ['HOST=::1', { HOST: '::1' }],
  ['a loopback public origin', { PINBOARD_PUBLIC_ORIGIN: 'http://localhost:8080' }],
];

async function start(env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(root, 'data-'));
  const settings = readServerSettings({ ...env, PINBOARD_ROOT: root, DATA_DIR: dataDir }, '/nowhere');
  return openSitePlatform(settings, await serverReach(settings, env), () => undefined);
}

describe.each(Object.entries(FILES))('with %s', (file, fileEnv) => {
  const isDemo = file !== 'own hashed tokens';

  it.each(REACHABLE)(`${isDemo ? 'refuses to start' : 'starts'} with %s`, async (_case, env, reason) => {
    const attempt = start({ ...env, ...fileEnv });
    if (!isDemo) return (await attempt).close();
    await expect(attempt).rejects.toThrow(reason);
    await attempt.catch((error: Error) => {
      expect(error.message).toMatch(/holds the demo tokens or signing secret, which are public .*, so the server refuses them: /);
      expect(error.message).toContain('npm run --silent platform:token -- --file /etc/pinboard/access.json --name ops --scope platform');
      // It names the file, never a token or the secret.
      expect(error.message).toContain(
        file === 'the demo file' ? path.join(root, 'platform', 'demo-access.json') : path.join(root, 'copied.json'),
      );
      for (const { token } of demo.tokens) expect(error.message).not.toContain(token);
      expect(error.message).not.toContain(demo.signingSecret);
    });
  });

  it.each(LOCAL)('starts with %s', async (_case, env) => {
    const platform = await start({ ...env, ...fileEnv });
    expect(platform.access.demo).toBe(isDemo);
    await platform.close();
  });
});

it('refuses the probe set-up with the whole sentence', async () => {
  await expect(start({ HOST: 'localhost', PINBOARD_TRUSTED_PROXIES: '127.0.0.1' })).rejects.toThrow(
    `${path.join(root, 'platform', 'demo-access.json')} holds the demo tokens or signing secret, which are public (they are in Pinboard's repository), ` +
      "so the server refuses them: PINBOARD_TRUSTED_PROXIES=127.0.0.1 (a proxy forwards other machines' requests, and they reach the server from its address). " +
      'Make an access file with your own tokens: "npm run --silent platform:token -- --file /etc/pinboard/access.json --name ops --scope platform" writes one ' +
      '(with a new signing secret, keeping each token only as its hash) and prints the token once; then start the server with PINBOARD_ACCESS_FILE=/etc/pinboard/access.json',
  );
});
