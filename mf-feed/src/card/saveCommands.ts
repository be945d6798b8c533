// A card's Save and Saved ask the boards area (the bus's pin/save and pin/unsave), which answers and
// says how each ended on the bus. Only an answer that never came (past the bound, or no boards area
// could be loaded) is said here, so the toast still tells the person.

import { bus, type PageBus, serverMessageOf } from 'page-runtime';
import { DELETE_FAILED_MESSAGE, saveFailureMessage } from 'shared-contracts/rules';
import { type SaveAnswer, type SaveRequest, type UnsaveAnswer, type UnsaveRequest } from 'shared-contracts/platform';

/** A save may wait on a person choosing a board in the picker, so its bound is long. */
export const SAVE_ANSWER_TIMEOUT_MS = 120_000;
/** An unsave is one call: the API client's own timeout (15 s) plus room for its answer. */
export const UNSAVE_ANSWER_TIMEOUT_MS = 20_000;

export function savePin(request: SaveRequest, events: PageBus = bus): Promise<SaveAnswer> {
  return events.request('pin/save', request, { timeoutMs: SAVE_ANSWER_TIMEOUT_MS }).catch((error: unknown): SaveAnswer => {
    const message = saveFailureMessage(serverMessageOf(error));
    events.emit('pin/save-failed', { pinId: request.pinId, message });
    return { kind: 'failed', message };
  });
}

export function unsavePin(request: UnsaveRequest, events: PageBus = bus): Promise<UnsaveAnswer> {
  return events.request('pin/unsave', request, { timeoutMs: UNSAVE_ANSWER_TIMEOUT_MS }).catch((): UnsaveAnswer => {
    events.emit('pin/unsave-failed', { pinId: request.pinId, savedPinId: request.savedPinId, message: DELETE_FAILED_MESSAGE });
    return { kind: 'failed', message: DELETE_FAILED_MESSAGE };
  });
}
