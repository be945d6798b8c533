// A card's Save and Saved ask the boards area (the bus's pin/save and pin/unsave), which answers and
// says how each ended on the bus. Only an answer that never came (past the bound, or no boards area
// could be loaded) is said here, so the toast still tells the person.

import { bus, type PageBus, serverMessageOf } from 'page-runtime';
import { DELETE_FAILED_MESSAGE, saveFailureMessage } from 'shared-contracts/rules';
import {
  COMMAND_ANSWER_TIMEOUT_MS,
  type SaveAnswer,
  type SaveRequest,
  type UnsaveAnswer,
  type UnsaveRequest,
} from 'shared-contracts/platform';

export function savePin(request: SaveRequest, events: PageBus = bus): Promise<SaveAnswer> {
  return events.request('pin/save', request, { timeoutMs: COMMAND_ANSWER_TIMEOUT_MS['pin/save'] }).catch((error: unknown): SaveAnswer => {
    const message = saveFailureMessage(serverMessageOf(error));
    events.emit('pin/save-failed', { pinId: request.pinId, message });
    return { kind: 'failed', message };
  });
}

export function unsavePin(request: UnsaveRequest, events: PageBus = bus): Promise<UnsaveAnswer> {
  return events.request('pin/unsave', request, { timeoutMs: COMMAND_ANSWER_TIMEOUT_MS['pin/unsave'] }).catch((): UnsaveAnswer => {
    events.emit('pin/unsave-failed', { pinId: request.pinId, savedPinId: request.savedPinId, message: DELETE_FAILED_MESSAGE });
    return { kind: 'failed', message: DELETE_FAILED_MESSAGE };
  });
}
