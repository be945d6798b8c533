// After login, a visitor's held saves are saved, each once, one after another (the first may make
// the quick-saves board the next one uses). The list is taken off the device first, so a second tab
// cannot save it again. The count goes on the bus for the event log; a failure is logged as a
// metric only (spec section 8), never shown.

import { type ApiViewer, type HeldSave, heldSavesMergedMessage } from 'shared-contracts';
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
  let saved = 0;
  let failed = 0;
  for (const save of held) {
    const pin = { pinId: save.pinId, trackingParams: '' };
    try {
      if (save.boardId) await saveToBoard(pin, viewer, save.boardId, save.sectionId, client);
      else await saveToProfile(pin, viewer, client);
      saved += 1;
    } catch (error) {
      failed += 1;
      console.warn('[experiences] a held save failed', error);
    }
  }
  events.emit('pin/held-saves-merged', { saved, failed });
  const message = heldSavesMergedMessage(saved);
  if (message) events.emit('toast/requested', { message, link: { label: 'See your profile', href: `/${viewer.username}/` } });
  return { saved, failed };
}
