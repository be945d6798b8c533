import { HELD_SAVES_KEY } from 'shared-contracts/rules';
import { takeHeldSaves } from './takeHeldSaves';

function memory(stored: string) {
  const values = new Map<string, string>([[HELD_SAVES_KEY, stored]]);
  return { getItem: (key: string) => values.get(key) ?? null, removeItem: (key: string) => void values.delete(key), values };
}

const save = (pinId: string) => ({ pinId, boardId: null, sectionId: null });

describe('taking the held saves off the device', () => {
  it('gives them once', () => {
    const storage = memory(JSON.stringify([save('1'), save('3')]));
    expect(takeHeldSaves(storage).map((s) => s.pinId)).toEqual(['1', '3']);
    expect(takeHeldSaves(storage)).toEqual([]);
  });

  it('tolerates a storage that fails, is missing, or holds something else', () => {
    const failing = {
      getItem: () => {
        throw new Error('denied');
      },
      removeItem: () => undefined,
    };
    expect(takeHeldSaves(failing)).toEqual([]);
    expect(takeHeldSaves(null)).toEqual([]);
    expect(takeHeldSaves(memory('{not json'))).toEqual([]);
    expect(takeHeldSaves(memory(JSON.stringify([{ pinId: 'x' }, { pinId: '7' }])))).toEqual([save('7')]);
  });
});
