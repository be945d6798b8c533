// The picker's job when a pin is saved: save it to the board picked (or to the profile), and
// answer the save command with where it went.

import { type ApiViewer } from 'shared-contracts/api';
import { type SaveAnswer, type SaveRequest } from 'shared-contracts/platform';
import { saveTargetOf } from 'shared-contracts/rules';
import { type ApiClient, type SessionStore } from 'page-runtime';
import { saveToBoard, saveToProfile } from './saveCalls';
import type { PickerJob } from './BoardPicker';
import { savedAnswer } from './saveOutcome';

export function saveJob(
  request: SaveRequest,
  viewer: ApiViewer,
  deps: { client: ApiClient; session: SessionStore },
  answer: (answer: SaveAnswer) => void,
): PickerJob {
  const { client, session } = deps;
  const pin = { pinId: request.pinId, trackingParams: request.trackingParams };
  return {
    heading: 'Save to board',
    verb: 'Save to',
    ...(request.imageUrl ? { imageUrl: request.imageUrl } : {}),
    ...(request.title ? { title: request.title } : {}),
    pick: async (board, section) => {
      const { savedPinId } = await saveToBoard(pin, viewer, board.id, section?.id ?? null, client);
      answer(savedAnswer(savedPinId, saveTargetOf(board, section)));
    },
    toProfile: async () => {
      await client.write('UserResource', 'update', { save_behavior: 0 });
      const { savedPinId } = await saveToProfile(pin, viewer, client);
      void session.refresh().catch(() => undefined);
      answer(savedAnswer(savedPinId, null));
    },
  };
}
