// The spec's board and text rules (sections 3, 5 and 9): the values and limits both the API
// (which enforces them) and the areas (whose forms show them) use.

export const BOARD_PRIVACIES = ['public', 'protected', 'secret'] as const;
export const BOARD_SORTS = ['alphabetical', 'last_pinned_to', 'oldest', 'newest', 'group_boards_at_top', 'custom'] as const;
export const PRIVACY_FILTERS = ['all', 'public', 'secret'] as const;

/** Board creation defaults privacy to public. */
export const DEFAULT_BOARD_PRIVACY = 'public';
/** The localized name of the quick-saves board. */
export const QUICK_SAVES_BOARD_NAME = 'Quick Saves';

/** Input limits (spec section 5) and the boards page size (section 9). */
export const TEXT_LIMITS = {
  boardTitle: 50,
  boardPinDescription: 500,
  firstName: 30,
} as const;
export const BOARDS_PAGE_SIZE = 25;

/** The profile's sort menu (spec: alphabetical, last_pinned_to, oldest, newest, group_boards_at_top, custom). */
export const BOARD_SORT_LABELS: Record<(typeof BOARD_SORTS)[number], string> = {
  alphabetical: 'A to Z',
  last_pinned_to: 'Last saved to',
  oldest: 'Oldest',
  newest: 'Newest',
  group_boards_at_top: 'Group boards first',
  custom: 'Custom order',
};

export const PRIVACY_FILTER_LABELS: Record<(typeof PRIVACY_FILTERS)[number], string> = {
  all: 'All boards',
  public: 'Public boards',
  secret: 'Secret boards',
};
