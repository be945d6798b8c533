// A deleted pin, story pins included (spec section 8's 'Deleted idea pin': 'Unavailable' and
// 'Removed by the creator', said for every deleted pin): its page answers 410 Gone, not 404, is
// not indexed, and offers no Save or Share; the API refuses to read, save or send it, saying why.

export const DELETED_PIN_HEADING = 'Unavailable';
export const DELETED_PIN_DETAIL = 'Removed by the creator';
/** The API's answer to a read of a deleted pin. */
export const DELETED_PIN_MESSAGE = 'This Pin was deleted.';
/** The API's answer to a save of a deleted pin, which the save toast shows. */
export const DELETED_PIN_SAVE_MESSAGE = "This Pin was deleted, so it can't be saved.";
/** The API's answer to sending a deleted pin to someone ('Send this pin'). */
export const DELETED_PIN_SEND_MESSAGE = "This Pin was deleted, so it can't be sent.";

export const GONE_STATUS = 410;

/** What the server knows of a pin a page names. */
export interface PinPageFacts {
  /** A pin has this id now. */
  exists: boolean;
  /** The viewer may see it (a secret board's pin is the board's people's alone). */
  readable: boolean;
  /** A story pin its creator deleted (its row stays for the grids' placeholder). */
  storyDeleted: boolean;
  /** No pin has the id, and one that had it was deleted. */
  wasDeleted: boolean;
}

export type PinPageState = 'present' | 'missing' | 'gone';

/** A pin's page: there, not found (404; a secret pin is never confirmed), or deleted (410). */
export function pinPageState(facts: PinPageFacts): PinPageState {
  if (!facts.exists) return facts.wasDeleted ? 'gone' : 'missing';
  if (!facts.readable) return 'missing';
  return facts.storyDeleted ? 'gone' : 'present';
}
