// What the closeup asks of the boards area over the bus: saving and unsaving (pin/save, pin/unsave:
// the boards area answers and says how each ended), choosing a board (board/choose) and organizing
// a save (pin/organize). Only an answer that never came (past the bound, or no boards area could be
// loaded) is said here, so the toast still tells the person.

import { type PageBus, serverMessageOf } from 'page-runtime';
import {
  type BoardChoiceAnswer,
  type BoardChoiceRequest,
  type OrganizeAnswer,
  type OrganizeRequest,
  type SaveAnswer,
  type SaveRequest,
  type UnsaveAnswer,
  type UnsaveRequest,
} from 'shared-contracts/platform';
import { DELETE_FAILED_MESSAGE, GENERIC_ERROR_MESSAGE, saveFailureMessage } from 'shared-contracts/rules';

/** A save may wait on a person choosing a board in the picker, so its bound is long. */
export const SAVE_ANSWER_TIMEOUT_MS = 120_000;
/** An unsave is one call: the API client's own timeout (15 s) plus room for its answer. */
export const UNSAVE_ANSWER_TIMEOUT_MS = 20_000;
/** A person is choosing, maybe making a board first: the bound only keeps a lost answer from being waited on for ever. */
export const CHOICE_ANSWER_TIMEOUT_MS = 30 * 60_000;

export function savePin(request: SaveRequest, events: PageBus): Promise<SaveAnswer> {
  return events.request('pin/save', request, { timeoutMs: SAVE_ANSWER_TIMEOUT_MS }).catch((error: unknown): SaveAnswer => {
    const message = saveFailureMessage(serverMessageOf(error));
    events.emit('pin/save-failed', { pinId: request.pinId, message });
    return { kind: 'failed', message };
  });
}

export function unsavePin(request: UnsaveRequest, events: PageBus): Promise<UnsaveAnswer> {
  return events.request('pin/unsave', request, { timeoutMs: UNSAVE_ANSWER_TIMEOUT_MS }).catch((): UnsaveAnswer => {
    events.emit('pin/unsave-failed', { pinId: request.pinId, savedPinId: request.savedPinId, message: DELETE_FAILED_MESSAGE });
    return { kind: 'failed', message: DELETE_FAILED_MESSAGE };
  });
}

/** The boards area's picker, for a pin not saved yet: which board (and section) the person chose. */
export function chooseBoard(request: BoardChoiceRequest, events: PageBus): Promise<BoardChoiceAnswer> {
  return events
    .request('board/choose', request, { timeoutMs: CHOICE_ANSWER_TIMEOUT_MS })
    .catch((): BoardChoiceAnswer => ({ kind: 'cancelled' }));
}

/** The Organize dialog; said afterwards as a toast by whoever asked. */
export function organizePin(request: OrganizeRequest, events: PageBus): Promise<OrganizeAnswer> {
  return events
    .request('pin/organize', request, { timeoutMs: CHOICE_ANSWER_TIMEOUT_MS })
    .catch((error: unknown): OrganizeAnswer => ({ kind: 'failed', message: serverMessageOf(error) ?? GENERIC_ERROR_MESSAGE }));
}
