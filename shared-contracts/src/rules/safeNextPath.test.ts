import { nextPathOf, safeNextPath } from './safeNextPath';

describe('safeNextPath', () => {
  it.each([
    // Paths on this site are kept, with their query and fragment.
    ['/settings', '/settings'],
    ['/pin/1001/?from=toast#comments', '/pin/1001/?from=toast#comments'],
    ['/search/pins?q=caf%C3%A9', '/search/pins?q=caf%C3%A9'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    // Anything that could leave the site, or that a browser would rewrite, goes home.
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['/\t/evil.example', '/'],
    ['\t/x', '/'],
    ['/x\tjavascript:', '/'],
    ['/x\n', '/'],
    ['/a b', '/'],
    ['https://evil.example/', '/'],
    ['javascript:alert(1)', '/'],
    ['%2F%2Fevil.example', '/'],
    ['settings', '/'],
    ['', '/'],
    [null, '/'],
    [undefined, '/'],
  ])('%j → %j', (raw, expected) => {
    expect(safeNextPath(raw)).toBe(expected);
  });

  it('reads next from a search string', () => {
    expect(nextPathOf('?next=%2Fsettings')).toBe('/settings');
    expect(nextPathOf('?next=%09%2F%2Fevil.example')).toBe('/');
    expect(nextPathOf('')).toBe('/');
  });
});
