import { parseVersionRef, resolveVersion } from './versionRefs';

describe('parseVersionRef', () => {
  it.each([
    ['mf_feed@1.3.0', { remote: 'mf_feed', version: '1.3.0' }],
    ['mf_feed@1.3.0+4f2a9c01de', { remote: 'mf_feed', version: '1.3.0+4f2a9c01de' }],
    ['mf_boards@2.0.0-beta.1', { remote: 'mf_boards', version: '2.0.0-beta.1' }],
  ])('%s', (text, expected) => {
    expect(parseVersionRef(text)).toEqual(expected);
  });

  it.each([
    ['mf_feed', 'is not a version: write it as remote@version'],
    ['mf_nope@1.0.0', '"mf_nope" is not a remote'],
    ['mf_feed@latest', '"latest" is not a version of mf_feed'],
    ['mf_feed@1.3', '"1.3" is not a version of mf_feed'],
    ['mf_feed@1.3.0+XYZ', '"1.3.0+XYZ" is not a version of mf_feed'],
  ])('refuses %s', (text, message) => {
    expect(() => parseVersionRef(text)).toThrow(message);
  });
});

describe('resolveVersion', () => {
  const registered = ['1.2.0+aaaaaaaaaa', '1.3.0+bbbbbbbbbb', '1.4.0+cccccccccc', '1.4.0+dddddddddd'];
  it.each([
    ['1.3.0', '1.3.0+bbbbbbbbbb'],
    ['1.4.0+dddddddddd', '1.4.0+dddddddddd'],
  ])('%s → %s', (version, expected) => {
    expect(resolveVersion({ remote: 'mf_feed', version }, registered)).toBe(expected);
  });
  it.each([
    ['1.5.0', 'mf_feed@1.5.0 is not registered'],
    ['1.3.0+eeeeeeeeee', 'mf_feed@1.3.0+eeeeeeeeee is not registered'],
    ['1.4.0', 'mf_feed@1.4.0 names 2 builds (1.4.0+cccccccccc, 1.4.0+dddddddddd): give the build id too'],
  ])('refuses %s', (version, message) => {
    expect(() => resolveVersion({ remote: 'mf_feed', version }, registered)).toThrow(message);
  });
});
