// Spec sections 3 and 4 (bulk edit mode, pin-rep selection states, bulk deletion): pins are
// selected one by one, or all at once; with select-all on, a click deselects, and the deletion
// removes the inverse selection (every pin but those).

export interface BulkSelection {
  selectAll: boolean;
  /** With selectAll off, the selected pins; with it on, the ones taken back out. */
  toggled: ReadonlySet<string>;
}

export const EMPTY_SELECTION: BulkSelection = { selectAll: false, toggled: new Set() };

export function toggleSelected(selection: BulkSelection, pinId: string): BulkSelection {
  const toggled = new Set(selection.toggled);
  if (toggled.has(pinId)) toggled.delete(pinId);
  else toggled.add(pinId);
  return { selectAll: selection.selectAll, toggled };
}

export function setSelectAll(selectAll: boolean): BulkSelection {
  return { selectAll, toggled: new Set() };
}

export function isSelected(selection: BulkSelection, pinId: string): boolean {
  return selection.selectAll !== selection.toggled.has(pinId);
}

export function selectedCount(selection: BulkSelection, totalPins: number): number {
  return selection.selectAll ? Math.max(0, totalPins - selection.toggled.size) : selection.toggled.size;
}

export type BulkDeleteCall =
  { resource: 'BulkEditResource'; pin_ids: string[] } | { resource: 'BulkEditSelectAllResource'; pin_ids: string[] };

/** Select-all deletes the inverse: every pin except the ones taken back out. */
export function bulkDeleteCall(selection: BulkSelection): BulkDeleteCall {
  const pin_ids = [...selection.toggled];
  return selection.selectAll ? { resource: 'BulkEditSelectAllResource', pin_ids } : { resource: 'BulkEditResource', pin_ids };
}

export type PinRepSelectionState = 'no-selection' | 'selected' | 'deselected' | 'selected-image-only' | 'deselected-image-only';

/**
 * Outside bulk edit a pin rep has no selection state. In it, a rep is selected or deselected;
 * image-only reps (the image-only grid) carry the image-only variants.
 */
export function pinRepSelectionState(bulkEditing: boolean, selected: boolean, imageOnly: boolean): PinRepSelectionState {
  if (!bulkEditing) return 'no-selection';
  if (imageOnly) return selected ? 'selected-image-only' : 'deselected-image-only';
  return selected ? 'selected' : 'deselected';
}

// What bulk edit says about its selection, agreeing in number with it: the toolbar's count, the
// delete confirmation's question and the toast after (the spec's 'Pin deleted!' for one).
// The count is exact (a person confirming a deletion reads the real number), grouped as 1,234.

function pinsCount(count: number): string {
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError(`A number of Pins must be a whole number from 0, not ${count}`);
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'Pin' : 'Pins'}`;
}

/** The toolbar: '1 Pin selected', '2 Pins selected'. */
export function bulkSelectedLabel(count: number): string {
  return `${pinsCount(count)} selected`;
}

/** The confirmation's title: 'Delete 1 Pin?', 'Delete 2 Pins?'. */
export function bulkDeleteQuestion(count: number): string {
  return `Delete ${pinsCount(count)}?`;
}

/** The toast once they are gone: 'Pin deleted!' (the spec's words for one), '2 Pins deleted!'. */
export function bulkDeletedMessage(count: number): string {
  return count === 1 ? 'Pin deleted!' : `${pinsCount(count)} deleted!`;
}

// Moving the selection to another board (spec section 3's bulk edit mode): the spec gives no limit
// of its own, so a move takes as many Pins as a deletion, in one write.

/** The most Pins one bulk edit call names (pin_ids); select-all reaches the whole board in one call. */
export const BULK_EDIT_MAX_PINS = 5000;

export type BulkMoveCall =
  { resource: 'BulkEditResource'; pin_ids: string[] } | { resource: 'BulkEditSelectAllResource'; pin_ids: string[] };

/** As a deletion: the selected pins, or with select-all every pin but those taken back out. */
export function bulkMoveCall(selection: BulkSelection): BulkMoveCall {
  return bulkDeleteCall(selection);
}

/**
 * The toast once they moved: '1 Pin moved to Garden', '2 Pins moved to Garden'; Pins the board
 * already had stayed where they were, and it says so: '1 Pin moved to Garden (2 were already there)'.
 */
export function bulkMovedMessage(moved: number, skipped: number, boardName: string): string {
  const moves = `${pinsCount(moved)} moved to ${boardName}`;
  if (skipped <= 0) return moves;
  return `${moves} (${skipped.toLocaleString('en-US')} ${skipped === 1 ? 'was' : 'were'} already there)`;
}
