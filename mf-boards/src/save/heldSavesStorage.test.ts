import { HELD_SAVES_KEY } from 'shared-contracts/rules';
import { addHeldSave, readHeldSaves } from './heldSavesStorage';

function memory() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    values,
  };
}

const save = (pinId: string) => ({ pinId, boardId: null, sectionId: null });

describe('held saves on the device', () => {
  it('holds at most two, a duplicate replacing the older', () => {
    const storage = memory();
    for (const pinId of ['1', '2', '1', '3']) expect(addHeldSave(save(pinId), storage)).toBe(true);
    expect(readHeldSaves(storage).map((s) => s.pinId)).toEqual(['1', '3']);
  });

  it('tolerates a storage that fails, is missing, or holds something else', () => {
    const failing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => undefined,
    };
    expect(addHeldSave(save('1'), failing)).toBe(false);
    expect(readHeldSaves(failing)).toEqual([]);
    expect(addHeldSave(save('1'), null)).toBe(false);
    const storage = memory();
    storage.values.set(HELD_SAVES_KEY, '{not json');
    expect(readHeldSaves(storage)).toEqual([]);
    storage.values.set(HELD_SAVES_KEY, JSON.stringify([{ pinId: 'x' }, { pinId: '7' }]));
    expect(readHeldSaves(storage)).toEqual([save('7')]);
  });
});
