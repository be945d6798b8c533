import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PackageFile } from './packageFile';
import { tokenFor } from './tokenSetting';

let dir: string;
const TOKENS = {
  tokens: [
    { scope: 'platform', token: 'platform-token' },
    { scope: 'deploy:mf_feed', token: 'feed-token' },
  ],
};

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'pinboard-cli-tokens-'));
  mkdirSync(path.join(dir, 'area', 'nested'), { recursive: true });
  mkdirSync(path.join(dir, 'secrets'));
  writeFileSync(path.join(dir, 'secrets', 'access.json'), JSON.stringify(TOKENS));
  writeFileSync(
    path.join(dir, 'secrets', 'feed-only.json'),
    JSON.stringify({ tokens: [{ scope: 'deploy:mf_feed', token: 'feed-token' }] }),
  );
  writeFileSync(path.join(dir, 'secrets', 'other.json'), JSON.stringify({ tokens: [{ scope: 'platform', token: 'other-token' }] }));
  writeFileSync(path.join(dir, 'secrets', 'broken.json'), '{ "tokens": [{ "scope": "platform" }] }');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const areaPackage = (tokenFile?: string): PackageFile => ({
  file: path.join(dir, 'area', 'package.json'),
  name: 'mf-feed',
  version: '1.0.0',
  buildScript: undefined,
  pinboard: tokenFile === undefined ? {} : { tokenFile },
});

describe('the token', () => {
  it.each([
    ['--token over everything', { token: 'flag-token', tokenFile: '../secrets/other.json' }, { PINBOARD_TOKEN: 'env-token' }, 'flag-token'],
    ['--token-file over the environment', { tokenFile: '../secrets/other.json' }, { PINBOARD_TOKEN: 'env-token' }, 'other-token'],
    [
      'PINBOARD_TOKEN over a token file in the environment',
      {},
      { PINBOARD_TOKEN: 'env-token', PINBOARD_TOKEN_FILE: '../secrets/other.json' },
      'env-token',
    ],
    [
      'PINBOARD_TOKEN_FILE (relative to where it runs) over package.json',
      {},
      { PINBOARD_TOKEN_FILE: '../secrets/other.json' },
      'other-token',
    ],
    ["package.json's tokenFile, relative to that package.json, with the deploy token for the job", {}, {}, 'feed-token'],
  ])('takes %s', (_case, flags, env, expected) => {
    // Run from a folder below the package: --token-file and PINBOARD_TOKEN_FILE are relative to the folder it runs in.
    const cwd = path.join(dir, 'area');
    expect(tokenFor('deploy:mf_feed', flags, env, cwd, areaPackage('../secrets/access.json'))).toBe(expected);
  });

  it.each([
    ['platform', 'access.json', 'platform-token'],
    ['deploy:mf_boards', 'access.json', 'platform-token'],
    ['deploy:mf_feed', 'access.json', 'feed-token'],
    ['read', 'access.json', 'platform-token'],
    ['read', 'feed-only.json', 'feed-token'],
  ] as const)('picks the token for %s from %s, else its platform token, and to read, any', (scope, file, expected) => {
    expect(tokenFor(scope, {}, {}, dir, areaPackage(`../secrets/${file}`))).toBe(expected);
  });

  it.each([
    [
      'no token at all',
      {},
      undefined,
      /no token for deploy:mf_feed: pass --token, set PINBOARD_TOKEN, or name a token file .* --token-file, PINBOARD_TOKEN_FILE or "pinboard": \{ "tokenFile"/,
    ],
    [
      'a token file that is not there',
      { tokenFile: 'missing.json' },
      undefined,
      /cannot read the token file .*missing\.json \(named by --token-file\): there is no such file/,
    ],
    [
      'a file that is not a token file',
      {},
      '../secrets/broken.json',
      /broken\.json \(named by "pinboard.tokenFile" in .*package\.json\) is not a token file: it must be \{ "tokens"/,
    ],
  ])('fails on %s, naming the fix', (_case, flags, tokenFile, message) => {
    expect(() => tokenFor('deploy:mf_feed', flags, {}, dir, areaPackage(tokenFile))).toThrow(message);
  });

  it('says which scope a token file lacks, and never prints a token', () => {
    let message = '';
    try {
      tokenFor('platform', {}, {}, dir, areaPackage('../secrets/feed-only.json'));
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/feed-only\.json .* has no token for platform$/);
    expect(message).not.toContain('feed-token');
  });
});
