// How a save through the picker ends, as the save command's answer.

import { type SaveAnswer, type SaveTarget } from 'shared-contracts/platform';
import { saveFailureMessage } from 'shared-contracts/rules';
import { serverMessageOf } from 'page-runtime';

export function savedAnswer(savedPinId: string, target: SaveTarget | null): SaveAnswer {
  return { kind: 'saved', savedPinId, target };
}

/** A failed save: the server's words when it gave some, else the spec's generic message. */
export function failedAnswer(error: unknown): SaveAnswer {
  return { kind: 'failed', message: saveFailureMessage(serverMessageOf(error)) };
}

export const CANCELLED: SaveAnswer = { kind: 'cancelled' };
