// What a save toast's actions ask of the boards area over the bus: Organize and Change open its
// dialog (pin/organize); Undo of an unsave saves the copy's source back to the same board and
// section (pin/save-to), said here as any save is, since this toast knows which card it was.

import { type PageBus, serverMessageOf } from 'page-runtime';
import { GENERIC_ERROR_MESSAGE, saveFailureMessage } from 'shared-contracts/rules';
import {
  COMMAND_ANSWER_TIMEOUT_MS,
  type OrganizeAnswer,
  type OrganizeRequest,
  type SaveAnswer,
  type UnsavedCopy,
} from 'shared-contracts/platform';

/** The Organize dialog; said afterwards as a toast by the boards area's answer. */
export function organizePin(request: OrganizeRequest, events: PageBus): Promise<OrganizeAnswer> {
  return events
    .request('pin/organize', request, { timeoutMs: COMMAND_ANSWER_TIMEOUT_MS['pin/organize'] })
    .catch((error: unknown): OrganizeAnswer => ({ kind: 'failed', message: serverMessageOf(error) ?? GENERIC_ERROR_MESSAGE }));
}

/** Undo of an unsave: the copy saved back where it was, said as any save is. */
export async function undoUnsave(copy: UnsavedCopy, events: PageBus): Promise<SaveAnswer> {
  const { pinId, originalPinId } = copy;
  let answer: SaveAnswer;
  try {
    const request = { pinId: copy.sourcePinId, trackingParams: copy.trackingParams, boardId: copy.boardId, sectionId: copy.sectionId };
    const saved = await events.request('pin/save-to', request, { timeoutMs: COMMAND_ANSWER_TIMEOUT_MS['pin/save-to'] });
    answer = saved.kind === 'saved' ? { kind: 'saved', savedPinId: saved.savedPinId, target: copy.target } : saved;
  } catch (error) {
    answer = { kind: 'failed', message: saveFailureMessage(serverMessageOf(error)) };
  }
  if (answer.kind === 'saved') events.emit('pin/saved', { pinId, originalPinId, savedPinId: answer.savedPinId, target: answer.target });
  else if (answer.kind === 'failed') events.emit('pin/save-failed', { pinId, message: answer.message });
  return answer;
}
