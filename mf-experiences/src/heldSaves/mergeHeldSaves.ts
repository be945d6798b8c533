// After login, a visitor's held saves are saved, each once, one after another (the first may make
// the quick-saves board the next one uses). The list is taken off the device first, so a second tab
// cannot save it again. Each save made is said on the bus as any save is (its cards show it saved,
// and one is confirmed by its own save toast naming the board); several are confirmed by one toast
// naming where they went. The count goes on the bus for the event log; a failure is logged as a
// metric only (spec section 8), never shown.

import { type ApiViewer, type HeldSave, heldSavesToast, type SavedPin, saveTargetOf } from 'shared-contracts';
import { type ApiClient, type PageBus, saveToBoard, saveToProfile, takeHeldSaves } from 'page-runtime';

export interface MergeDeps {
  client: ApiClient;
  events: PageBus;
  take?: () => HeldSave[];
}

export async function mergeHeldSaves(
  viewer: ApiViewer,
  { client, events, take = takeHeldSaves }: MergeDeps,
): Promise<{ saved: number; failed: number }> {
  const held = take();
  if (held.length === 0) return { saved: 0, failed: 0 };
  const made: SavedPin[] = [];
  let failed = 0;
  for (const save of held) {
    const pin = { pinId: save.pinId, trackingParams: '' };
    try {
      const { savedPinId, board } = save.boardId
        ? await saveToBoard(pin, viewer, save.boardId, save.sectionId, client)
        : await saveToProfile(pin, viewer, client);
      made.push({ pinId: save.pinId, originalPinId: save.pinId, savedPinId, target: board ? saveTargetOf(board, null) : null });
    } catch (error) {
      failed += 1;
      console.warn('[experiences] a held save failed', error);
    }
  }
  for (const saved of made) events.emit('pin/saved', saved);
  events.emit('pin/held-saves-merged', { saved: made.length, failed });
  const toast = heldSavesToast(made, viewer.username);
  if (toast) events.emit('toast/requested', toast);
  return { saved: made.length, failed };
}
