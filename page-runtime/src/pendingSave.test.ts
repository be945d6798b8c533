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
    rememberPendingSave(returnTo, storage);
    expect(takePendingSave(pinId, storage)).toBe(pending);
  });

  it('is taken once', () => {
    const storage = memory();
    rememberPendingSave('/pin/42/repin/', storage);
    expect(takePendingSave('42', storage)).toBe(true);
    expect(takePendingSave('42', storage)).toBe(false);
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
    expect(takePendingSave('42', failing)).toBe(false);
  });
});
