import { readFileSync } from 'node:fs';
import path from 'node:path';
import { bearerToken, identify, parseAccessConfig, permits } from './access';
import { tokenHash } from './tokenHash';

const SECRET = 'a-signing-secret-that-is-long-enough-1234';
const config = parseAccessConfig(
  {
    signingSecret: SECRET,
    tokens: [
      { name: 'ops', scope: 'platform', hash: tokenHash('platform-token-0123456789') },
      { name: 'feed-team', scope: 'deploy:mf_feed', hash: tokenHash('feed-token-0123456789') },
      { name: 'boards-team', scope: 'deploy:mf_boards', hash: tokenHash('boards-token-0123456789') },
    ],
  },
  'access.json',
);
/** platform/demo-access.json as the repository has it. */
const demoFile = JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'demo-access.json'), 'utf8')) as {
  demo: boolean;
  signingSecret: string;
  tokens: { name: string; scope: string; token: string }[];
};

describe('identify and permits', () => {
  it.each([
    ['feed-token-0123456789', { action: 'deploy', remote: 'mf_feed' }, true],
    ['feed-token-0123456789', { action: 'deploy', remote: 'mf_boards' }, false],
    ['feed-token-0123456789', { action: 'route' }, false],
    ['boards-token-0123456789', { action: 'deploy', remote: 'mf_boards' }, true],
    ['platform-token-0123456789', { action: 'route' }, true],
    ['platform-token-0123456789', { action: 'deploy', remote: 'mf_business' }, true],
  ] as const)('%s may %j: %p', (token, permission, expected) => {
    const holder = identify(config, token);
    expect(holder).toBeDefined();
    expect(permits(holder!, permission)).toBe(expected);
  });

  it.each([[undefined], [''], ['feed-token-012345678'], ['feed-token-0123456789 '], ['FEED-TOKEN-0123456789']])(
    'does not know %p',
    (token) => {
      expect(identify(config, token)).toBeUndefined();
    },
  );

  it('names the holder, for the audit log', () => {
    expect(identify(config, 'feed-token-0123456789')?.name).toBe('feed-team');
  });

  it('keeps no token, only digests', () => {
    expect(JSON.stringify(config)).not.toContain('feed-token');
  });
});

describe('parseAccessConfig', () => {
  const good = { name: 'ops', scope: 'platform', hash: tokenHash('platform-token-0123456789') };
  it.each([
    [null, 'access.json: must be a JSON object'],
    [{ signingSecret: 'short', tokens: [good] }, '"signingSecret" must be a string of at least 32 characters'],
    [{ signingSecret: SECRET, tokens: [] }, '"tokens" must be a non-empty array'],
    [{ signingSecret: SECRET, tokens: [{ ...good, scope: 'deploy:mf_nope' }] }, 'tokens[0].scope must be "platform" or "deploy:<remote>"'],
    [{ signingSecret: SECRET, tokens: [{ ...good, name: 'has space' }] }, 'tokens[0].name must be'],
    [{ signingSecret: SECRET, tokens: [good, { ...good, name: 'other' }] }, "tokens[1]'s token is used twice"],
    [{ signingSecret: SECRET, demo: 'yes', tokens: [good] }, '"demo" must be true or false'],
    [{ signingSecret: SECRET, tokens: [{ name: 'ops', scope: 'platform' }] }, 'tokens[0] needs "hash": "sha256:<hex>"'],
    [{ signingSecret: SECRET, tokens: [{ ...good, hash: 'md5:abc' }] }, 'tokens[0].hash must be "sha256:" and 64 lower-case hex digits'],
    [{ signingSecret: SECRET, tokens: [{ ...good, hash: `sha256:${'A'.repeat(64)}` }] }, 'tokens[0].hash must be "sha256:"'],
    [
      { signingSecret: SECRET, tokens: [{ ...good, token: 'platform-token-0123456789' }] },
      'tokens[0] must have a "hash" or a "token", not both',
    ],
    // Plain text only in the demo file, and short tokens not even there.
    [
      { signingSecret: SECRET, demo: true, tokens: [{ name: 'ops', scope: 'platform', token: 'short' }] },
      'tokens[0].token must be at least 16',
    ],
  ])('refuses %j', (input, message) => {
    expect(() => parseAccessConfig(input, 'access.json')).toThrow(message);
  });

  it('refuses a token kept in plain text outside the demo file, naming the fix and not the token', () => {
    const input = {
      signingSecret: SECRET,
      tokens: [good, { name: 'feed-team', scope: 'deploy:mf_feed', token: 'feed-token-0123456789' }],
    };
    expect(() => parseAccessConfig(input, 'access.json')).toThrow(
      'access.json: tokens[1] holds its token in plain text: an access file keeps each token\'s hash instead, "hash": "sha256:<hex>" (npm run --silent platform:token',
    );
    expect(() => parseAccessConfig(input, 'access.json')).not.toThrow('feed-token-0123456789');
  });

  it('knows a token by its hash and by nothing else', () => {
    const hashed = parseAccessConfig({ signingSecret: SECRET, tokens: [good] }, 'access.json');
    expect(identify(hashed, 'platform-token-0123456789')?.name).toBe('ops');
    // The hash itself is no token.
    expect(identify(hashed, good.hash)).toBeUndefined();
    expect(identify(hashed, good.hash.slice('sha256:'.length))).toBeUndefined();
    expect(hashed.demo).toBe(false);
  });

  it('takes the demo file as it is, plain text and all, and marks it demo', () => {
    const demo = parseAccessConfig(demoFile, 'demo-access.json');
    expect(demo.demo).toBe(true);
    for (const { name, token } of demoFile.tokens) expect(identify(demo, token)?.name).toBe(name);
  });

  // Copying the demo values elsewhere does not make them anyone's own.
  it.each<[string, unknown]>([
    ['the demo file without its "demo" mark', { ...demoFile, demo: undefined }],
    ['the demo file marked "demo": false', { ...demoFile, demo: false }],
    ['only the demo signing secret', { signingSecret: demoFile.signingSecret, tokens: [good] }],
    ...demoFile.tokens.map((t): [string, unknown] => [
      `${t.token}, hashed, in a file of one's own`,
      { signingSecret: SECRET, tokens: [good, { name: t.name, scope: t.scope, hash: tokenHash(t.token) }] },
    ]),
    ...demoFile.tokens.map((t): [string, unknown] => [
      `${t.token} in plain text in a file of one's own`,
      { signingSecret: SECRET, tokens: [good, t] },
    ]),
  ])('knows %s as demo', (_case, input) => {
    expect(parseAccessConfig(input, 'access.json').demo).toBe(true);
  });
});

describe('bearerToken', () => {
  it.each([
    ['Bearer abc', 'abc'],
    ['bearer abc', 'abc'],
    ['Basic abc', undefined],
    ['Bearer', undefined],
    [undefined, undefined],
  ])('%p → %p', (header, expected) => {
    expect(bearerToken(header)).toBe(expected);
  });
});
