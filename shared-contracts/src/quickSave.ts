// The quick-save button (spec sections 4, 8 and 9): none → saving → saved; saved → deleting →
// none; a failure returns where it came from; clicks are ignored while saving or deleting.

import { GENERIC_ERROR_MESSAGE } from './messages';
import { cutText, TEXT_CUTS } from './textCuts';

export type QuickSaveState = 'none' | 'saving' | 'saved' | 'deleting';
export type QuickSaveEvent = 'click' | 'succeeded' | 'failed';

export const SAVED_TEXT = 'Saved!';
export const SAVED_TEXT_MS = 950;
export const DELETE_FAILED_MESSAGE = 'Sorry! There was an error deleting your Pin.';
export const DELETE_SUCCEEDED_MESSAGE = 'Pin deleted!';

const TRANSITIONS: Record<QuickSaveState, Partial<Record<QuickSaveEvent, QuickSaveState>>> = {
  none: { click: 'saving' },
  saving: { succeeded: 'saved', failed: 'none' },
  saved: { click: 'deleting' },
  deleting: { succeeded: 'none', failed: 'saved' },
};

export function quickSaveNext(state: QuickSaveState, event: QuickSaveEvent): QuickSaveState {
  return TRANSITIONS[state][event] ?? state;
}

/** 'Save', 'Saving…', 'Saved!' for 950 ms then the board name (cut to 22, the overlay name), 'Removing…'. */
export function savedButtonText(state: QuickSaveState, msSinceSaved: number, boardName: string | null): string {
  switch (state) {
    case 'none':
      return 'Save';
    case 'saving':
      return 'Saving…';
    case 'deleting':
      return 'Removing…';
    case 'saved':
      if (msSinceSaved < SAVED_TEXT_MS) return SAVED_TEXT;
      // A pin saved before the page loaded has no board name to show.
      return boardName ? cutText(boardName, TEXT_CUTS.overlayName) : 'Saved';
  }
}

/** The save-failure toast: the server's message, or the generic one. */
export function saveFailureMessage(serverMessage: string | null | undefined): string {
  return serverMessage?.trim() ? serverMessage : GENERIC_ERROR_MESSAGE;
}
