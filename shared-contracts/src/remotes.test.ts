import { parsePlatformConfig } from './remotes';

const good = {
  loadTimeoutMs: 8000,
  remotes: [{ name: 'mf_feed', version: '1.0.0+abc', manifestUrl: '/remotes/mf_feed/1.0.0+abc/mf-manifest.json' }],
};

describe('parsePlatformConfig', () => {
  it('accepts a valid config', () => {
    expect(parsePlatformConfig(good)).toEqual(good);
  });

  const bad: Array<[string, unknown, string]> = [
    ['not an object', 'x', 'expected an object'],
    ['no remotes', { loadTimeoutMs: 1 }, '"remotes" must be an array'],
    ['zero timeout', { ...good, loadTimeoutMs: 0 }, '"loadTimeoutMs" must be a positive number'],
    ['unknown remote', { ...good, remotes: [{ ...good.remotes[0], name: 'mf_cart' }] }, 'remotes[0].name is not a known remote'],
    ['duplicate remote', { ...good, remotes: [good.remotes[0], good.remotes[0]] }, 'remote mf_feed is listed twice'],
    ['empty version', { ...good, remotes: [{ ...good.remotes[0], version: '' }] }, 'remotes[0].version must be a non-empty string'],
    ['no manifest', { ...good, remotes: [{ name: 'mf_feed', version: '1' }] }, 'remotes[0].manifestUrl must be a non-empty string'],
  ];
  it.each(bad)('rejects %s', (_label, input, message) => {
    expect(() => parsePlatformConfig(input)).toThrow(message);
  });
});
