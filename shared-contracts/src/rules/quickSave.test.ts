import { GENERIC_ERROR_MESSAGE } from './messages';
import {
  DELETE_FAILED_MESSAGE,
  DELETE_SUCCEEDED_MESSAGE,
  quickSaveNext,
  SAVE_FAILED_FALLBACK,
  saveFailureMessage,
  SAVED_TEXT,
  SAVED_TEXT_MS,
  savedButtonText,
  type QuickSaveEvent,
  type QuickSaveState,
} from './quickSave';

describe('quickSaveNext', () => {
  const cases: Array<[QuickSaveState, QuickSaveEvent, QuickSaveState]> = [
    ['none', 'click', 'saving'],
    ['none', 'succeeded', 'none'],
    ['none', 'failed', 'none'],
    ['saving', 'succeeded', 'saved'],
    ['saving', 'failed', 'none'],
    ['saving', 'click', 'saving'],
    ['saved', 'click', 'deleting'],
    ['saved', 'succeeded', 'saved'],
    ['saved', 'failed', 'saved'],
    ['deleting', 'succeeded', 'none'],
    ['deleting', 'failed', 'saved'],
    ['deleting', 'click', 'deleting'],
    // The picker closed without a save: back where it was, as after a failure.
    ['saving', 'cancelled', 'none'],
    ['deleting', 'cancelled', 'saved'],
    ['none', 'cancelled', 'none'],
    ['saved', 'cancelled', 'saved'],
  ];
  it.each(cases)('%s + %s -> %s', (state, event, expected) => {
    expect(quickSaveNext(state, event)).toBe(expected);
  });
});

describe('savedButtonText', () => {
  it('switches after 950 ms', () => {
    expect(SAVED_TEXT).toBe('Saved!');
    expect(SAVED_TEXT_MS).toBe(950);
  });
  const cases: Array<[QuickSaveState, number, string | null, string]> = [
    ['none', 0, null, 'Save'],
    ['saving', 0, null, 'Saving…'],
    ['deleting', 5000, 'Kitchen', 'Removing…'],
    ['saved', 0, 'Kitchen', 'Saved!'],
    ['saved', 949, 'Kitchen', 'Saved!'],
    ['saved', 950, 'Kitchen', 'Kitchen'],
    ['saved', 951, 'Kitchen', 'Kitchen'],
    ['saved', 950, 'a'.repeat(22), 'a'.repeat(22)],
    ['saved', 950, 'a'.repeat(23), `${'a'.repeat(22)}…`],
    // Never cut to nothing: a name with nothing to show says the state.
    ['saved', 950, '   ', 'Saved'],
    ['saved', 949, null, 'Saved!'],
    ['saved', 950, null, 'Saved'],
    ['saved', 950, '  ', 'Saved'],
    ['saved', Number.POSITIVE_INFINITY, null, 'Saved'],
  ];
  it.each(cases)('%s at %d ms with %p -> %s', (state, ms, boardName, expected) => {
    expect(savedButtonText(state, ms, boardName)).toBe(expected);
  });
});

describe('save and delete messages', () => {
  const cases: Array<[string | null | undefined, string]> = [
    ['Board is full.', 'Board is full.'],
    ['  Board is full. ', 'Board is full.'],
    ['', 'Sorry! Something went wrong on our end.'],
    ['   ', 'Sorry! Something went wrong on our end.'],
    [null, 'Sorry! Something went wrong on our end.'],
    [undefined, 'Sorry! Something went wrong on our end.'],
  ];
  it.each(cases)('save failure %p -> %s', (server, expected) => {
    expect(saveFailureMessage(server)).toBe(expected);
  });
  it('uses the catalogue strings', () => {
    expect(SAVE_FAILED_FALLBACK).toBe(GENERIC_ERROR_MESSAGE);
    expect(DELETE_FAILED_MESSAGE).toBe('Sorry! There was an error deleting your Pin.');
    expect(DELETE_SUCCEEDED_MESSAGE).toBe('Pin deleted!');
  });
});
