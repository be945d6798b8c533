import { defaultRemoteDirs, parseRemoteDirOverrides } from './localBuilds';

describe('defaultRemoteDirs', () => {
  it("is each area's dist/ folder", () => {
    expect(defaultRemoteDirs('/repo').mf_feed).toBe('/repo/mf-feed/dist');
    expect(defaultRemoteDirs('/repo').mf_experiences).toBe('/repo/mf-experiences/dist');
  });
});

describe('parseRemoteDirOverrides', () => {
  it('maps remote names to absolute folders', () => {
    expect(parseRemoteDirOverrides('{"mf_feed":"/srv/feed/dist"}')).toEqual({ mf_feed: '/srv/feed/dist' });
    expect(parseRemoteDirOverrides(undefined)).toEqual({});
  });
  it.each([
    ['not JSON', '{mf_feed', 'must be a JSON object'],
    ['an array', '["x"]', 'must be a JSON object'],
    ['an unknown remote', '{"mf_cart":"/x"}', 'unknown remote "mf_cart"'],
    ['an empty folder', '{"mf_feed":""}', 'the folder for mf_feed must be a path'],
  ])('rejects %s with a clear message', (_label, json, message) => {
    expect(() => parseRemoteDirOverrides(json)).toThrow(message);
  });
});
