import type { SaveTarget } from '../platform/events';
import { cardSaveButtonText } from './cardSaveLabel';
import type { QuickSaveState } from './quickSave';
import { savedOverlayText } from './saveConfirmation';

const LONG = 'Weeknight dinners fast and easy for everyone';
const board = (boardName: string): SaveTarget => ({ boardId: '9', boardName, boardUrl: '/demo/b/' });

describe('a saved card: the overlay names the board (cut to 22 with an ellipsis), the button the state', () => {
  const cases: Array<[string, QuickSaveState, number, SaveTarget | null, string, string]> = [
    ['just saved to a long-named board', 'saved', 0, board(LONG), 'Saved to Weeknight dinners fast…', 'Saved!'],
    ["after the spec's 950 ms", 'saved', 950, board(LONG), 'Saved to Weeknight dinners fast…', 'Saved'],
    ['a short name, whole', 'saved', 950, board('Kitchen Ideas'), 'Saved to Kitchen Ideas', 'Saved'],
    ['22 characters, whole', 'saved', 950, board('a'.repeat(22)), `Saved to ${'a'.repeat(22)}`, 'Saved'],
    ['23 characters, cut once', 'saved', 950, board('a'.repeat(23)), `Saved to ${'a'.repeat(22)}…`, 'Saved'],
    ['to the profile', 'saved', 950, null, 'Saved to Profile', 'Saved'],
    ['being removed', 'deleting', 950, board(LONG), 'Saved to Weeknight dinners fast…', 'Removing…'],
  ];
  it.each(cases)('%s', (_name, state, ms, target, overlay, button) => {
    expect(savedOverlayText(target)).toBe(overlay);
    expect(cardSaveButtonText(state, ms)).toBe(button);
    // The board's name is said once on the card.
    if (target) expect(button).not.toContain(target.boardName.slice(0, 5));
  });

  it('says Save, and Saving… on the way', () => {
    expect(cardSaveButtonText('none', 0)).toBe('Save');
    expect(cardSaveButtonText('saving', 0)).toBe('Saving…');
  });
});
