// The save calls of spec section 7, the boards area's (other areas ask for a save with the bus's
// pin/save, pin/unsave and pin/save-to): RepinResource create to a board (and section), and the
// profile save through the quick-saves board (BoardResource create with layout quick_saves and
// return_existing, when the viewer has none yet). While the viewer acts as a business profile, both
// are the business's and carry its orbac_subject_id.

import { actingAccount, actingFields, api, ApiCallError, type ApiClient } from 'page-runtime';
import { type ApiBoard, type ApiViewer, WOULD_DELETE_PIN } from 'shared-contracts/api';
import { QUICK_SAVES_BOARD_NAME, saveTargetOf } from 'shared-contracts/rules';
import { type UnsavedCopy, type UnsaveRequest } from 'shared-contracts/platform';

export interface PinToSave {
  pinId: string;
  trackingParams: string;
}

export async function saveToBoard(
  pin: PinToSave,
  viewer: Pick<ApiViewer, 'id' | 'username'>,
  boardId: string,
  sectionId: string | null,
  client: ApiClient = api,
): Promise<{ savedPinId: string; board: ApiBoard | null }> {
  const saved = await client.write('RepinResource', 'create', {
    pin_id: pin.pinId,
    board_id: boardId,
    ...(sectionId ? { section: sectionId } : {}),
    user_id: actingAccount(viewer).id,
    ...actingFields(viewer.id),
    clientTrackingParams: pin.trackingParams,
    disable_event_log_info: true,
  });
  // The board it went to, as the answer names it (a test's fake may not): what a confirmation names.
  return { savedPinId: saved.id, board: saved.board ?? null };
}

/** The quick-saves board's id: the viewer's, or a new one ('Quick Saves', the localized name). */
export async function quickSavesBoardId(
  viewer: Pick<ApiViewer, 'id' | 'username' | 'quicksave_board_id'>,
  client: ApiClient = api,
): Promise<string> {
  const account = actingAccount(viewer);
  // The viewer's own quick-saves board is not the business's: for it, return_existing finds or makes one.
  if (viewer.quicksave_board_id && !account.acting) return viewer.quicksave_board_id;
  const board = await client.write('BoardResource', 'create', {
    name: QUICK_SAVES_BOARD_NAME,
    layout: 'quick_saves',
    protected: false,
    return_existing: true,
    user_id: account.id,
    ...actingFields(viewer.id),
  });
  return board.id;
}

export async function saveToProfile(
  pin: PinToSave,
  viewer: Pick<ApiViewer, 'id' | 'username' | 'quicksave_board_id'>,
  client: ApiClient = api,
): Promise<{ savedPinId: string; board: ApiBoard | null }> {
  return saveToBoard(pin, viewer, await quickSavesBoardId(viewer, client), null, client);
}

/** Whether a failed unsave was refused because the copy is the viewer's own pin: ask before deleting it. */
export function wouldDeletePin(error: unknown): boolean {
  return error instanceof ApiCallError && error.code === WOULD_DELETE_PIN;
}

/**
 * Unsaving removes the viewer's saved copy (PinResource delete with unsave), never the pin itself:
 * when the copy is the viewer's own pin the server refuses (wouldDeletePin), so nothing one click
 * does destroys a pin. Answers what was removed, with what Undo needs to put it back.
 */
export async function removeSavedCopy(request: UnsaveRequest, client: ApiClient = api): Promise<UnsavedCopy> {
  const answer = await client.write('PinResource', 'delete', {
    id: request.savedPinId,
    unsave: true,
    client_tracking_params: request.trackingParams,
  });
  const copy = answer.unsaved;
  return {
    pinId: request.pinId,
    originalPinId: request.originalPinId ?? request.pinId,
    sourcePinId: copy?.sourcePinId ?? request.pinId,
    target: copy?.board ? saveTargetOf(copy.board, copy.section) : null,
    boardId: copy?.board?.id ?? '',
    sectionId: copy?.section?.id ?? null,
    trackingParams: request.trackingParams,
  };
}

/** Deletes one of the viewer's own pins: only ever after they were asked and said so. */
export async function deleteOwnPin(pinId: string, trackingParams: string, client: ApiClient = api): Promise<void> {
  await client.write('PinResource', 'delete', { id: pinId, client_tracking_params: trackingParams });
}
