// What the closeup asks of the boards area over the bus: saving and unsaving (pin/save, pin/unsave:
// the boards area answers and says how each ended), choosing a board (board/choose) and organizing
// a save (pin/organize). Only an answer that never came (past the bound, or no boards area could be
// loaded) is said here, so the toast still tells the person.

import { type PageBus, serverMessageOf } from 'page-runtime';
import {
  COMMAND_ANSWER_TIMEOUT_MS,
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

export function savePin(request: SaveRequest, events: PageBus): Promise<SaveAnswer> {
  return events.request('pin/save', request, { timeoutMs: COMMAND_ANSWER_TIMEOUT_MS['pin/save'] }).catch((error: unknown): SaveAnswer => {
    const message = saveFailureMessage(serverMessageOf(error));
    events.emit('pin/save-failed', { pinId: request.pinId, message });
    return { kind: 'failed', message };
  });
}

export function unsavePin(request: UnsaveRequest, events: PageBus): Promise<UnsaveAnswer> {
  return events.request('pin/unsave', request, { timeoutMs: COMMAND_ANSWER_TIMEOUT_MS['pin/unsave'] }).catch((): UnsaveAnswer => {
    events.emit('pin/unsave-failed', { pinId: request.pinId, savedPinId: request.savedPinId, message: DELETE_FAILED_MESSAGE });
    return { kind: 'failed', message: DELETE_FAILED_MESSAGE };
  });
}

/** The boards area's picker, for a pin not saved yet: which board (and section) the person chose. */
export function chooseBoard(request: BoardChoiceRequest, events: PageBus): Promise<BoardChoiceAnswer> {
  return events
    .request('board/choose', request, { timeoutMs: COMMAND_ANSWER_TIMEOUT_MS['board/choose'] })
    .catch((): BoardChoiceAnswer => ({ kind: 'cancelled' }));
}

/** The Organize dialog; said afterwards as a toast by whoever asked. */
export function organizePin(request: OrganizeRequest, events: PageBus): Promise<OrganizeAnswer> {
  return events
    .request('pin/organize', request, { timeoutMs: COMMAND_ANSWER_TIMEOUT_MS['pin/organize'] })
    .catch((error: unknown): OrganizeAnswer => ({ kind: 'failed', message: serverMessageOf(error) ?? GENERIC_ERROR_MESSAGE }));
}
