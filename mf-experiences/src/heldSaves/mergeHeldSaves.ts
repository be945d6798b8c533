// After login, a visitor's held saves are saved, each once, one after another (the first may make
// the quick-saves board the next one uses), by the boards area (the bus's pin/save-to). The list is
// taken off the device first, so a second tab cannot save it again. Each save made is said on the
// bus as any save is (its cards show it saved, and one is confirmed by its own save toast naming
// the board); several are confirmed by one toast naming where they went. The count goes on the bus
// for the event log; a failure is logged as a metric only (spec section 8), never shown.

import { type ApiViewer } from 'shared-contracts/api';
import { COMMAND_ANSWER_TIMEOUT_MS } from 'shared-contracts/platform';
import { type HeldSave, heldSavesToast, type SavedPin } from 'shared-contracts/rules';
import { type PageBus } from 'page-runtime';
import { takeHeldSaves } from './takeHeldSaves';

export interface MergeDeps {
  events: PageBus;
  take?: () => HeldSave[];
}

export async function mergeHeldSaves(
  viewer: ApiViewer,
  { events, take = takeHeldSaves }: MergeDeps,
): Promise<{ saved: number; failed: number }> {
  const held = take();
  if (held.length === 0) return { saved: 0, failed: 0 };
  const made: SavedPin[] = [];
  let failed = 0;
  for (const save of held) {
    const request = { pinId: save.pinId, trackingParams: '', boardId: save.boardId, sectionId: save.sectionId };
    try {
      const answer = await events.request('pin/save-to', request, { timeoutMs: COMMAND_ANSWER_TIMEOUT_MS['pin/save-to'] });
      if (answer.kind === 'failed') throw new Error(answer.message);
      made.push({ pinId: save.pinId, originalPinId: save.pinId, savedPinId: answer.savedPinId, target: answer.target });
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
