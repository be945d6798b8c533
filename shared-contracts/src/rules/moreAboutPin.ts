// Spec section 2 ('More about this Pin'): Shares, Saves and Likes counts only for feed pins and
// only when saves or likes are above zero; each board with its pin count, its section count only
// above zero, and its last-modified time; related interests link only where a URL exists.

import type { ApiPin } from '../api/apiTypes';
import { relativeTime } from './relativeTime';
import { shortNumber } from './shortNumber';

export const MORE_ABOUT_PIN_TITLE = 'More about this Pin';
export const BOARDS_CONTAINING_TITLE = 'Boards containing this Pin';
export const RELATED_INTERESTS_TITLE = 'Related interests';

export interface PinCounts {
  saves: number;
  likes: number;
  shares: number;
}

/**
 * The spec does not define a feed pin. Chosen: an organic pin that a feed can show as itself, so
 * not a promoted pin (its figures are the advertiser's) and not a story pin (its pages have their own).
 */
export function isFeedPin(pin: Pick<ApiPin, 'isPromoted' | 'storyPinData'>): boolean {
  return !pin.isPromoted && pin.storyPinData === null;
}

export function showsPinCounts(pin: Pick<ApiPin, 'isPromoted' | 'storyPinData'>, counts: PinCounts): boolean {
  return isFeedPin(pin) && (counts.saves > 0 || counts.likes > 0);
}

const counted = (n: number, one: string, many: string) => `${shortNumber(n)} ${n === 1 ? one : many}`;

export function countLabels(counts: PinCounts): Array<{ name: 'Shares' | 'Saves' | 'Likes'; value: string }> {
  return [
    { name: 'Shares', value: shortNumber(counts.shares) },
    { name: 'Saves', value: shortNumber(counts.saves) },
    { name: 'Likes', value: shortNumber(counts.likes) },
  ];
}

/** '12 Pins · 2 sections · 3d', the section count left out at zero. */
export function boardFacts(board: { pinCount: number; sectionCount: number; boardOrderModifiedAt: string }, nowMs: number): string[] {
  const facts = [counted(board.pinCount, 'Pin', 'Pins')];
  if (board.sectionCount > 0) facts.push(counted(board.sectionCount, 'section', 'sections'));
  const modified = Date.parse(board.boardOrderModifiedAt);
  if (Number.isFinite(modified)) facts.push(relativeTime(modified, nowMs));
  return facts;
}
