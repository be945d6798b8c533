// Choosing a board and organizing a saved pin from any area: commands the boards area answers
// with its picker and its Organize dialog, each bounded like a save (a person is choosing) and
// answered plainly when no boards area could be loaded.

import {
  type BoardChoiceAnswer,
  type BoardChoiceRequest,
  GENERIC_ERROR_MESSAGE,
  type OrganizeAnswer,
  type OrganizeRequest,
} from 'shared-contracts';
import { serverMessageOf } from './apiClient';
import { bus, type PageBus } from './eventBus';

/**
 * A person is choosing, maybe making a board first: the bound only keeps an answer that will never
 * come (no boards area) from being waited on for ever, so it is long.
 */
export const CHOICE_ANSWER_TIMEOUT_MS = 30 * 60_000;

/** The boards area's picker, for a pin not saved yet: which board (and section) the person chose. */
export async function chooseBoard(request: BoardChoiceRequest, events: PageBus = bus): Promise<BoardChoiceAnswer> {
  try {
    return await events.request('board/choose', request, { timeoutMs: CHOICE_ANSWER_TIMEOUT_MS });
  } catch {
    return { kind: 'cancelled' };
  }
}

/** The Organize dialog; said afterwards as a toast by whoever asked. */
export async function organizePin(request: OrganizeRequest, events: PageBus = bus): Promise<OrganizeAnswer> {
  try {
    return await events.request('pin/organize', request, { timeoutMs: CHOICE_ANSWER_TIMEOUT_MS });
  } catch (error) {
    return { kind: 'failed', message: serverMessageOf(error) ?? GENERIC_ERROR_MESSAGE };
  }
}
