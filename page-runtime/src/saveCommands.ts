// Saving and unsaving from any card: one command each on the bus, owned by the boards area (its
// board picker decides where a save goes), with a bound on the wait and a typed fallback for when
// no boards area is on the page. Whatever the answer, it is said once, here, as a broadcast:
// pin/saved or pin/save-failed, pin/unsaved or pin/unsave-failed. Grids record saves from those,
// and the experiences area shows every save's toast, success or failure, from them.

import { ApiCallError } from './apiCallError';
import { api, serverMessageOf, type ApiClient } from './apiClient';
import { bus, type PageBus } from './eventBus';
import type { CommandHandler } from './commandBus';
import {
  type CommandMap,
  DELETE_FAILED_MESSAGE,
  type SaveAnswer,
  saveFailureMessage,
  type SaveRequest,
  type UnsaveAnswer,
  type UnsavedCopy,
  type UnsaveRequest,
} from 'shared-contracts';
import { removeSavedCopy, saveCopyBack, saveToProfile, wouldDeletePin } from './saveCalls';
import { session, signedInViewer, type SessionStore } from './session';

/**
 * A save may wait on a person choosing a board in the picker, so its bound is long: past it the
 * card gives up (a save made later still reaches every card through pin/saved).
 */
export const SAVE_ANSWER_TIMEOUT_MS = 120_000;
/** An unsave is one call: the API client's own timeout (15 s) plus room for its answer. */
export const UNSAVE_ANSWER_TIMEOUT_MS = 20_000;

export interface SaveCommandDeps {
  bus: PageBus;
  client: ApiClient;
  session: SessionStore;
}

const pageDeps: SaveCommandDeps = { bus, client: api, session };

/** No boards area: the pin goes to the viewer's profile (its quick-saves board), as save_behavior 0 does. */
export function saveToProfileFallback({ client, session: store }: Omit<SaveCommandDeps, 'bus'>): CommandHandler<CommandMap, 'pin/save'> {
  return async (request) => {
    const viewer = signedInViewer(await store.load());
    if (!viewer) throw new ApiCallError(401, 'not_authenticated', 'Log in to save this Pin', undefined, true);
    const { savedPinId } = await saveToProfile({ pinId: request.pinId, trackingParams: request.trackingParams }, viewer, client);
    return { kind: 'saved', savedPinId, target: null };
  };
}

/**
 * No boards area: the saved copy is removed all the same. With no dialog to ask in, the viewer's own
 * pin is kept, and the server's reason is the answer.
 */
export function deleteSaveFallback(client: ApiClient): CommandHandler<CommandMap, 'pin/unsave'> {
  return async (request) => {
    try {
      return { kind: 'unsaved', copy: await removeSavedCopy(request, client) };
    } catch (error) {
      if (wouldDeletePin(error)) return { kind: 'failed', message: saveFailureMessage(serverMessageOf(error)) };
      throw error;
    }
  };
}

/** Says a save's outcome once, for every grid and the toast. */
function announceSave(request: Pick<SaveRequest, 'pinId' | 'originalPinId' | 'imageUrl'>, answer: SaveAnswer, events: PageBus): void {
  if (answer.kind === 'saved') {
    const { pinId, originalPinId, imageUrl } = request;
    events.emit('pin/saved', {
      pinId,
      originalPinId,
      savedPinId: answer.savedPinId,
      target: answer.target,
      ...(imageUrl ? { imageUrl } : {}),
    });
  } else if (answer.kind === 'failed') {
    events.emit('pin/save-failed', { pinId: request.pinId, message: answer.message });
  }
}

export async function savePin(request: SaveRequest, deps: SaveCommandDeps = pageDeps): Promise<SaveAnswer> {
  let answer: SaveAnswer;
  try {
    answer = await deps.bus.request('pin/save', request, {
      timeoutMs: SAVE_ANSWER_TIMEOUT_MS,
      fallback: saveToProfileFallback(deps),
      // The card gave up waiting, but a save made after all (a picker left open) is still said, so
      // every card of the pin shows it and the toast confirms it.
      onLateAnswer: (late) => {
        if (late.kind === 'saved') announceSave(request, late, deps.bus);
      },
    });
  } catch (error) {
    answer = { kind: 'failed', message: saveFailureMessage(serverMessageOf(error)) };
  }
  announceSave(request, answer, deps.bus);
  return answer;
}

export async function unsavePin(request: UnsaveRequest, deps: SaveCommandDeps = pageDeps): Promise<UnsaveAnswer> {
  let answer: UnsaveAnswer;
  try {
    answer = await deps.bus.request('pin/unsave', request, {
      timeoutMs: UNSAVE_ANSWER_TIMEOUT_MS,
      fallback: deleteSaveFallback(deps.client),
    });
  } catch {
    answer = { kind: 'failed', message: DELETE_FAILED_MESSAGE };
  }
  const { pinId, savedPinId } = request;
  if (answer.kind === 'unsaved') deps.bus.emit('pin/unsaved', { pinId, savedPinId, copy: answer.copy });
  else if (answer.kind === 'deleted') deps.bus.emit('pin/unsaved', { pinId, savedPinId, deleted: true });
  else if (answer.kind === 'failed') deps.bus.emit('pin/unsave-failed', { pinId, savedPinId, message: answer.message });
  return answer;
}

/** Undo of an unsave (the toast's): the copy saved back where it was, said as any save is. */
export async function undoUnsave(copy: UnsavedCopy, deps: SaveCommandDeps = pageDeps): Promise<SaveAnswer> {
  let answer: SaveAnswer;
  try {
    const viewer = signedInViewer(await deps.session.load());
    if (!viewer) throw new ApiCallError(401, 'not_authenticated', 'Log in to save this Pin', undefined, true);
    const { savedPinId } = await saveCopyBack(copy, viewer, deps.client);
    answer = { kind: 'saved', savedPinId, target: copy.target };
  } catch (error) {
    answer = { kind: 'failed', message: saveFailureMessage(serverMessageOf(error)) };
  }
  announceSave({ pinId: copy.pinId, originalPinId: copy.originalPinId }, answer, deps.bus);
  return answer;
}
