// Spec sections 5 and 9: a board title is at most 50 characters. The form says what is wrong
// before anything is sent; the API enforces the same limit.

import { TEXT_LIMITS } from './boardRules';
import { nameProblem } from './nameText';

export const BOARD_TITLE_EMPTY_MESSAGE = 'Your board needs a name.';
export const BOARD_TITLE_TOO_LONG_MESSAGE = `Board names can be at most ${TEXT_LIMITS.boardTitle} characters.`;

/** Counted in characters a person sees (code points), after trimming. */
export function boardTitleLength(title: string): number {
  return [...title.trim()].length;
}

export function boardTitleError(title: string): string | null {
  const length = boardTitleLength(title);
  if (length === 0) return BOARD_TITLE_EMPTY_MESSAGE;
  if (length > TEXT_LIMITS.boardTitle) return BOARD_TITLE_TOO_LONG_MESSAGE;
  return nameProblem(title, 'Board name');
}
