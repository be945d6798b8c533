import { bearerToken, identify, parseAccessConfig, permits } from './access';

const SECRET = 'a-signing-secret-that-is-long-enough-1234';
const config = parseAccessConfig(
  {
    signingSecret: SECRET,
    tokens: [
      { name: 'ops', scope: 'platform', token: 'platform-token-0123456789' },
      { name: 'feed-team', scope: 'deploy:mf_feed', token: 'feed-token-0123456789' },
      { name: 'boards-team', scope: 'deploy:mf_boards', token: 'boards-token-0123456789' },
    ],
  },
  'access.json',
);

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
  const good = { name: 'ops', scope: 'platform', token: 'platform-token-0123456789' };
  it.each([
    [null, 'access.json: must be a JSON object'],
    [{ signingSecret: 'short', tokens: [good] }, '"signingSecret" must be a string of at least 32 characters'],
    [{ signingSecret: SECRET, tokens: [] }, '"tokens" must be a non-empty array'],
    [{ signingSecret: SECRET, tokens: [{ ...good, scope: 'deploy:mf_nope' }] }, 'tokens[0].scope must be "platform" or "deploy:<remote>"'],
    [{ signingSecret: SECRET, tokens: [{ ...good, token: 'short' }] }, 'tokens[0].token must be at least 16 characters'],
    [{ signingSecret: SECRET, tokens: [{ ...good, name: 'has space' }] }, 'tokens[0].name must be'],
    [{ signingSecret: SECRET, tokens: [good, { ...good, name: 'other' }] }, 'tokens[1].token is used twice'],
  ])('refuses %j', (input, message) => {
    expect(() => parseAccessConfig(input, 'access.json')).toThrow(message);
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
