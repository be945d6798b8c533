// The boards area answers every save and unsave on the page (the bus's pin/save and pin/unsave),
// so it is the one that says how each ended, once, as a broadcast: pin/saved or pin/save-failed,
// pin/unsaved or pin/unsave-failed. Grids record saves from those, and the experiences area shows
// every save's toast, success or failure, from them. A save made after its asker gave up waiting
// (a picker left open) is said all the same. A save to a place already known (pin/save-to: an
// unsave's Undo, a held save after login) is said by whoever asked, who knows what it was for.

import { ApiCallError, serverMessageOf, type ApiClient, type PageBus, type SessionStore, signedInViewer } from 'page-runtime';
import { DELETE_FAILED_MESSAGE, saveFailureMessage, saveTargetOf } from 'shared-contracts/rules';
import {
  type SaveAnswer,
  type SaveRequest,
  type SaveToAnswer,
  type SaveToRequest,
  type UnsaveAnswer,
  type UnsaveRequest,
} from 'shared-contracts/platform';
import { saveToBoard, saveToProfile } from './saveCalls';

/** The pin/save handler, its answer (or its failure) said on the bus. */
export function announcingSave(events: PageBus, handler: (request: SaveRequest) => Promise<SaveAnswer>) {
  return async (request: SaveRequest): Promise<SaveAnswer> => {
    let answer: SaveAnswer;
    try {
      answer = await handler(request);
    } catch (error) {
      answer = { kind: 'failed', message: saveFailureMessage(serverMessageOf(error)) };
    }
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
    return answer;
  };
}

/** The pin/unsave handler, its answer (or its failure, in the spec's delete error) said on the bus. */
export function announcingUnsave(events: PageBus, handler: (request: UnsaveRequest) => Promise<UnsaveAnswer>) {
  return async (request: UnsaveRequest): Promise<UnsaveAnswer> => {
    let answer: UnsaveAnswer;
    try {
      answer = await handler(request);
    } catch {
      answer = { kind: 'failed', message: DELETE_FAILED_MESSAGE };
    }
    const { pinId, savedPinId } = request;
    if (answer.kind === 'unsaved') events.emit('pin/unsaved', { pinId, savedPinId, copy: answer.copy });
    else if (answer.kind === 'deleted') events.emit('pin/unsaved', { pinId, savedPinId, deleted: true });
    else if (answer.kind === 'failed') events.emit('pin/unsave-failed', { pinId, savedPinId, message: answer.message });
    return answer;
  };
}

/** pin/save-to: saved where it was asked, with nothing asked of the person (boardId null: the profile). */
export function saveToHandler({ client, session }: { client: ApiClient; session: SessionStore }) {
  return async (request: SaveToRequest): Promise<SaveToAnswer> => {
    try {
      const viewer = signedInViewer(await session.load());
      if (!viewer) throw new ApiCallError(401, 'not_authenticated', 'Log in to save this Pin', undefined, true);
      const pin = { pinId: request.pinId, trackingParams: request.trackingParams };
      const { savedPinId, board } =
        request.boardId !== null
          ? await saveToBoard(pin, viewer, request.boardId, request.sectionId, client)
          : await saveToProfile(pin, viewer, client);
      return { kind: 'saved', savedPinId, target: board ? saveTargetOf(board, null) : null };
    } catch (error) {
      return { kind: 'failed', message: saveFailureMessage(serverMessageOf(error)) };
    }
  };
}

/** Makes `handler` the page's pin/save handler, its answers said; returns the function that gives it up. */
export function handleSave(events: PageBus, handler: (request: SaveRequest) => Promise<SaveAnswer>): () => void {
  return events.handle('pin/save', announcingSave(events, handler));
}

/** Makes `handler` the page's pin/unsave handler, its answers said; returns the function that gives it up. */
export function handleUnsave(events: PageBus, handler: (request: UnsaveRequest) => Promise<UnsaveAnswer>): () => void {
  return events.handle('pin/unsave', announcingUnsave(events, handler));
}

/** Answers pin/save-to on the page; returns the function that gives it up. */
export function handleSaveTo(events: PageBus, deps: { client: ApiClient; session: SessionStore }): () => void {
  return events.handle('pin/save-to', saveToHandler(deps));
}
