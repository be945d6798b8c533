// Spec section 4 ('Saving', quick-save button) with sections 8 and 9: none → saving → saved;
// saved → deleting → none; a failure returns to where it came from; clicks are ignored while
// saving or deleting; 'Saved!' shows for 950 ms, then the board name (cut to 22, the save-overlay
// name cut of section 5); the save and delete toasts of the error catalogue.

import { GENERIC_ERROR_MESSAGE } from './messages';
import { overlayName } from './textCuts';

export type QuickSaveState = 'none' | 'saving' | 'saved' | 'deleting';
/** 'cancelled': the person closed the picker; the button goes back as after a failure, with no toast. */
export type QuickSaveEvent = 'click' | 'succeeded' | 'failed' | 'cancelled';

export const SAVE_TEXT = 'Save';
/** The spec names no in-flight texts; these say what is happening and are not mistaken for done. */
export const SAVING_TEXT = 'Saving…';
export const DELETING_TEXT = 'Removing…';
export const SAVED_TEXT = 'Saved!';
export const SAVED_TEXT_MS = 950;
/** Not in the spec: a saved pin whose board is unknown, once the 'Saved!' moment is over. */
export const SAVED_STATE_TEXT = 'Saved';
export const SAVE_FAILED_FALLBACK = GENERIC_ERROR_MESSAGE;
export const DELETE_FAILED_MESSAGE = 'Sorry! There was an error deleting your Pin.';
export const DELETE_SUCCEEDED_MESSAGE = 'Pin deleted!';
/** Asked before one's own pin is deleted: from the closeup's menu, or a Saved button whose copy is the pin itself. */
export const DELETE_PIN_QUESTION = 'Delete this Pin?';
export const DELETE_PIN_WARNING = "It will be removed from its board and your profile. This can't be undone.";

const TRANSITIONS: Record<QuickSaveState, Partial<Record<QuickSaveEvent, QuickSaveState>>> = {
  none: { click: 'saving' },
  saving: { succeeded: 'saved', failed: 'none', cancelled: 'none' },
  saved: { click: 'deleting' },
  deleting: { succeeded: 'none', failed: 'saved', cancelled: 'saved' },
};

/** Events that do not apply (a late answer, a second click in flight) leave the state alone. */
export function quickSaveNext(state: QuickSaveState, event: QuickSaveEvent): QuickSaveState {
  return TRANSITIONS[state][event] ?? state;
}

export function savedButtonText(state: QuickSaveState, msSinceSaved: number, boardName: string | null): string {
  switch (state) {
    case 'none':
      return SAVE_TEXT;
    case 'saving':
      return SAVING_TEXT;
    case 'deleting':
      return DELETING_TEXT;
    case 'saved': {
      if (msSinceSaved < SAVED_TEXT_MS) return SAVED_TEXT;
      // Without a board name (a pin saved before this page loaded) the state is all there is to say.
      return boardName === null ? SAVED_STATE_TEXT : overlayName(boardName, SAVED_STATE_TEXT);
    }
  }
}

/** The save-failure toast: the server's message when it sent one, else the generic one. */
export function saveFailureMessage(serverMessage: string | null | undefined): string {
  return serverMessage && serverMessage.trim() ? serverMessage.trim() : SAVE_FAILED_FALLBACK;
}
