// The save calls of spec section 7, shared by the areas that save: RepinResource create to a
// board (and section), and the profile save through the quick-saves board (BoardResource create
// with layout quick_saves and return_existing, when the viewer has none yet). While the viewer acts
// as a business profile, both are the business's and carry its orbac_subject_id.

import { actingAccount, actingFields } from './actingAs';
import { api, type ApiClient } from './apiClient';
import type { ApiViewer } from '../api/apiTypes';
import { QUICK_SAVES_BOARD_NAME } from '../rules/boardRules';

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
): Promise<{ savedPinId: string }> {
  const saved = await client.write('RepinResource', 'create', {
    pin_id: pin.pinId,
    board_id: boardId,
    ...(sectionId ? { section: sectionId } : {}),
    user_id: actingAccount(viewer).id,
    ...actingFields(viewer.id),
    clientTrackingParams: pin.trackingParams,
    disable_event_log_info: true,
  });
  return { savedPinId: saved.id };
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
): Promise<{ savedPinId: string }> {
  return saveToBoard(pin, viewer, await quickSavesBoardId(viewer, client), null, client);
}

/** Unsaving deletes the viewer's saved copy (PinResource delete). */
export async function deleteSavedPin(saved: { savedPinId: string; trackingParams: string }, client: ApiClient = api): Promise<void> {
  await client.write('PinResource', 'delete', { id: saved.savedPinId, client_tracking_params: saved.trackingParams });
}
