import { rememberPendingSave, takePendingSave } from './pendingSave';

function memory(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

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
    const storage = memory();
    rememberPendingSave(returnTo, storage, '/');
    expect(takePendingSave(pinId, storage) !== null).toBe(pending);
  });

  it('is taken once', () => {
    const storage = memory();
    rememberPendingSave('/pin/42/repin/', storage, '/');
    expect(takePendingSave('42', storage)).toEqual({ from: '/' });
    expect(takePendingSave('42', storage)).toBeNull();
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
    const storage = memory();
    rememberPendingSave('/pin/42/repin/', storage, from);
    expect(takePendingSave('42', storage)).toEqual({ from: expected });
  });

  it('is made safe again when read: a tab storage written by a script is not trusted', () => {
    const storage = memory();
    storage.setItem('pb_pending_save', JSON.stringify({ pinId: '42', from: '//evil.example/' }));
    expect(takePendingSave('42', storage)).toEqual({ from: null });
    storage.setItem('pb_pending_save', '42');
    expect(takePendingSave('42', storage)).toBeNull();
  });

  it('tolerates a storage that fails', () => {
    const failing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => undefined,
    };
    expect(() => rememberPendingSave('/pin/42/repin/', failing)).not.toThrow();
    expect(takePendingSave('42', failing)).toBeNull();
  });
});
