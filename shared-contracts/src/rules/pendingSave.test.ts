import { pendingSaveOf, pendingSaveRecord } from './pendingSave';

describe('a pending save: made on the repin path only when this tab asked for it', () => {
  const cases: Array<[string, string | undefined, string, boolean]> = [
    ['the card’s Save returns to the repin path', '/pin/42/repin/', '42', true],
    ['another pin’s repin path is not this one', '/pin/42/repin/', '43', false],
    ['no return path, nothing pending', undefined, '42', false],
    ['a page that is not the repin path', '/pin/42/', '42', false],
    ['Organize is not a save', '/pin/42/repin/?isEditingPin=true', '42', false],
    ['one-tap with a query still names the pin', '/pin/42/repin/?isOneTapSave=true', '42', true],
  ];
  it.each(cases)('%s', (_case, returnTo, pinId, pending) => {
    expect(pendingSaveOf(pendingSaveRecord(returnTo, '/'), pinId) !== null).toBe(pending);
  });
});

describe('the page a pending save returns to once it is made: the one Save was pressed on, never another site', () => {
  const cases: Array<[string | null, string | null]> = [
    ['/', '/'],
    ['/demo/kitchen-ideas/?x=1', '/demo/kitchen-ideas/?x=1'],
    ['/search/pins?q=soup', '/search/pins?q=soup'],
    ['/pin/42/', '/pin/42/'],
    // Nowhere else, and nowhere that would loop: the pin's own page then.
    ['//evil.example/', null],
    ['https://evil.example/', null],
    ['/\\evil.example', null],
    ['/\t/evil.example', null],
    ['javascript:alert(1)', null],
    ['/login?next=%2F', null],
    ['/pin/42/repin/', null],
    ['', null],
    [null, null],
  ];
  it.each(cases)('%p → %p', (from, expected) => {
    expect(pendingSaveOf(pendingSaveRecord('/pin/42/repin/', from), '42')).toEqual({ from: expected });
  });

  it('is made safe again when read: a tab storage written by a script is not trusted', () => {
    expect(pendingSaveOf(JSON.stringify({ pinId: '42', from: '//evil.example/' }), '42')).toEqual({ from: null });
    expect(pendingSaveOf('42', '42')).toBeNull();
    expect(pendingSaveOf('{not json', '42')).toBeNull();
  });
});
