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
