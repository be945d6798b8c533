// The owner picks one of a board's pins as its cover (spec section 2's board cover selection), from
// the board's Organize mode or its edit page: one write; every board list shows it after.

import { RESOURCES_A_BOARD_EDIT_CHANGES, useApiMutation } from 'react-kit';
import { useBoardsDeps } from './deps';

export const COVER_SAVED = 'Cover saved';

export function useBoardCover(boardId: string) {
  const { client, events } = useBoardsDeps();
  return useApiMutation((pinId: string) => client.write('BoardResource', 'update', { board_id: boardId, cover_pin_id: pinId }), {
    invalidates: RESOURCES_A_BOARD_EDIT_CHANGES,
    onSuccess: () => events.emit('toast/requested', { message: COVER_SAVED }),
  });
}
