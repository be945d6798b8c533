import { parseDebugOverrideLink, parseDebugVersions, type DebugVersions } from './debugPanel';

const versions: DebugVersions = {
  areas: [
    {
      remote: 'mf_feed',
      killed: false,
      canaryShare: 10,
      builds: [
        { version: '1.1.0+bbbbbbbbbb', deployedAt: '2025-01-02T00:00:00.000Z', deployedBy: 'feed-team', role: 'canary' },
        { version: '1.0.0+aaaaaaaaaa', deployedAt: '2025-01-01T00:00:00.000Z', deployedBy: 'local', role: 'stable' },
      ],
    },
    { remote: 'mf_business', killed: true, canaryShare: 0, builds: [] },
  ],
};

describe('parseDebugVersions', () => {
  it('accepts a well-formed answer as it is', () => {
    expect(parseDebugVersions(JSON.parse(JSON.stringify(versions)))).toEqual(versions);
  });

  const build = versions.areas[0]!.builds[0]!;
  it.each<[string, unknown, string]>([
    ['not an object', [], '/_platform/debug/versions must be an object'],
    ['no areas list', {}, '"areas" must be an array'],
    ['an unknown remote', { areas: [{ ...versions.areas[1], remote: 'mf_cart' }] }, 'areas[0].remote is not a known remote'],
    ['a killed flag that is not a boolean', { areas: [{ ...versions.areas[1], killed: 'no' }] }, 'areas[0].killed must be a boolean'],
    ['a share over 100', { areas: [{ ...versions.areas[1], canaryShare: 101 }] }, 'areas[0].canaryShare must be a percentage'],
    ['builds that are not a list', { areas: [{ ...versions.areas[1], builds: {} }] }, 'areas[0].builds must be an array'],
    [
      'a build without a version',
      { areas: [{ ...versions.areas[1], builds: [{ ...build, version: '' }] }] },
      'areas[0].builds[0].version must be a non-empty string',
    ],
    [
      'a build with an unknown role',
      { areas: [{ ...versions.areas[1], builds: [{ ...build, role: 'beta' }] }] },
      'areas[0].builds[0].role must be "stable", "canary" or null',
    ],
  ])('refuses %s, naming the field', (_label, input, message) => {
    expect(() => parseDebugVersions(input)).toThrow(message);
  });
});

describe('parseDebugOverrideLink', () => {
  const answer = { remote: 'mf_feed', version: '1.1.0+bbbbbbbbbb', link: '/?pb-override=abc.def', expiresAt: '2025-01-01T01:00:00.000Z' };

  it('accepts a link to this site', () => {
    expect(parseDebugOverrideLink(answer)).toEqual(answer);
  });

  it.each<[string, unknown, string]>([
    ['a link elsewhere', { ...answer, link: 'https://evil.example/?pb-override=x' }, '.link must be a link to this site'],
    ['a protocol-relative link', { ...answer, link: '//evil.example/?pb-override=x' }, '.link must be a link to this site'],
    ['an unknown remote', { ...answer, remote: 'mf_cart' }, '.remote is not a known remote'],
    ['no expiry', { ...answer, expiresAt: undefined }, '.expiresAt must be a non-empty string'],
    ['nothing', null, 'must be an object'],
  ])('refuses %s', (_label, input, message) => {
    expect(() => parseDebugOverrideLink(input)).toThrow(message);
  });
});
