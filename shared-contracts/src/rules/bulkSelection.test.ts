import {
  bulkDeleteCall,
  bulkMoveCall,
  bulkMovedMessage,
  bulkDeletedMessage,
  bulkDeleteQuestion,
  bulkSelectedLabel,
  EMPTY_SELECTION,
  isSelected,
  pinRepSelectionState,
  selectedCount,
  setSelectAll,
  toggleSelected,
  type BulkSelection,
} from './bulkSelection';

const pick = (...ids: string[]): BulkSelection => ids.reduce(toggleSelected, EMPTY_SELECTION);

describe('bulk selection', () => {
  it('selects and deselects one by one', () => {
    const s = pick('1', '2', '1');
    expect(isSelected(s, '1')).toBe(false);
    expect(isSelected(s, '2')).toBe(true);
    expect(selectedCount(s, 10)).toBe(1);
  });

  it('select all selects every pin, and a click takes one back out', () => {
    const s = toggleSelected(setSelectAll(true), '3');
    expect(isSelected(s, '1')).toBe(true);
    expect(isSelected(s, '3')).toBe(false);
    expect(selectedCount(s, 10)).toBe(9);
  });

  it('turning select all off clears the selection', () => {
    expect(selectedCount(setSelectAll(false), 10)).toBe(0);
  });

  const calls: Array<[string, BulkSelection, ReturnType<typeof bulkDeleteCall>]> = [
    ['the selected pins', pick('1', '2'), { resource: 'BulkEditResource', pin_ids: ['1', '2'] }],
    [
      'select all: the inverse selection',
      toggleSelected(setSelectAll(true), '3'),
      { resource: 'BulkEditSelectAllResource', pin_ids: ['3'] },
    ],
    ['select all, nothing taken out: every pin', setSelectAll(true), { resource: 'BulkEditSelectAllResource', pin_ids: [] }],
  ];
  it.each(calls)('deletes %s', (_n, s, expected) => expect(bulkDeleteCall(s)).toEqual(expected));
});

describe('pinRepSelectionState', () => {
  const cases: Array<[boolean, boolean, boolean, string]> = [
    [false, false, false, 'no-selection'],
    [false, true, true, 'no-selection'],
    [true, true, false, 'selected'],
    [true, false, false, 'deselected'],
    [true, true, true, 'selected-image-only'],
    [true, false, true, 'deselected-image-only'],
  ];
  it.each(cases)('editing %p, selected %p, image-only %p -> %s', (editing, selected, imageOnly, expected) => {
    expect(pinRepSelectionState(editing, selected, imageOnly)).toBe(expected);
  });
});

describe('bulk edit wording agrees in number', () => {
  it.each([
    [0, '0 Pins selected', 'Delete 0 Pins?', '0 Pins deleted!'],
    [1, '1 Pin selected', 'Delete 1 Pin?', 'Pin deleted!'],
    [2, '2 Pins selected', 'Delete 2 Pins?', '2 Pins deleted!'],
    [25, '25 Pins selected', 'Delete 25 Pins?', '25 Pins deleted!'],
    [1234, '1,234 Pins selected', 'Delete 1,234 Pins?', '1,234 Pins deleted!'],
  ])('%d: %s / %s / %s', (count, selected, question, deleted) => {
    expect(bulkSelectedLabel(count)).toBe(selected);
    expect(bulkDeleteQuestion(count)).toBe(question);
    expect(bulkDeletedMessage(count)).toBe(deleted);
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses %p Pins with a clear error', (count) => {
    expect(() => bulkDeleteQuestion(count)).toThrow(`A number of Pins must be a whole number from 0, not ${count}`);
    expect(() => bulkSelectedLabel(count)).toThrow(RangeError);
    expect(() => bulkDeletedMessage(count)).toThrow(RangeError);
  });
});

describe('moving the selection', () => {
  it('names the pins as a deletion does', () => {
    expect(bulkMoveCall(toggleSelected(setSelectAll(true), '3'))).toEqual({ resource: 'BulkEditSelectAllResource', pin_ids: ['3'] });
    expect(bulkMoveCall(pick('1', '2'))).toEqual({ resource: 'BulkEditResource', pin_ids: ['1', '2'] });
  });

  it.each([
    [1, 0, '1 Pin moved to Garden'],
    [2, 0, '2 Pins moved to Garden'],
    [1234, 0, '1,234 Pins moved to Garden'],
    [1, 1, '1 Pin moved to Garden (1 was already there)'],
    [0, 2, '0 Pins moved to Garden (2 were already there)'],
  ])('%i moved, %i already there: "%s"', (moved, skipped, message) => expect(bulkMovedMessage(moved, skipped, 'Garden')).toBe(message));
});
