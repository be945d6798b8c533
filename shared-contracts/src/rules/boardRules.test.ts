import {
  BOARD_PRIVACIES,
  BOARD_SORTS,
  BOARDS_PAGE_SIZE,
  DEFAULT_BOARD_PRIVACY,
  PRIVACY_FILTERS,
  QUICK_SAVES_BOARD_NAME,
  TEXT_LIMITS,
} from './boardRules';

describe('board rules (spec sections 3, 5, 9)', () => {
  it.each([
    ['board title', TEXT_LIMITS.boardTitle, 50],
    ['board pin description', TEXT_LIMITS.boardPinDescription, 500],
    ['first name', TEXT_LIMITS.firstName, 30],
    ['boards page size', BOARDS_PAGE_SIZE, 25],
  ])('%s is %i', (_name, value, expected) => expect(value).toBe(expected));

  it('lists the privacy values, sort orders and privacy filters', () => {
    expect(BOARD_PRIVACIES).toEqual(['public', 'protected', 'secret']);
    expect(BOARD_SORTS).toEqual(['alphabetical', 'last_pinned_to', 'oldest', 'newest', 'group_boards_at_top', 'custom']);
    expect(PRIVACY_FILTERS).toEqual(['all', 'public', 'secret']);
  });

  it('defaults new boards to public and names the quick-saves board', () => {
    expect(DEFAULT_BOARD_PRIVACY).toBe('public');
    expect(QUICK_SAVES_BOARD_NAME).toBe('Quick Saves');
  });
});
