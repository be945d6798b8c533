// The board calls of spec section 7 that more than one screen makes.

import { DEFAULT_BOARD_PRIVACY, type ApiBoard, type ApiClient, type ApiViewer } from 'shared-contracts';
import type { BoardFields } from './BoardForm';

export async function createBoard(
  client: ApiClient,
  viewer: Pick<ApiViewer, 'username'>,
  fields: Pick<BoardFields, 'name' | 'secret'>,
): Promise<ApiBoard> {
  return client.write('BoardResource', 'create', {
    name: fields.name,
    privacy: fields.secret ? 'secret' : DEFAULT_BOARD_PRIVACY,
    username: viewer.username,
  });
}

/** The most boards a profile or the picker lists: one page (the API's largest). */
export const BOARDS_SHOWN = 100;

/** The viewer's boards for the picker: the most recently saved-to first, one page. */
export function pickerBoardsOptions(username: string) {
  return { username, sort: 'last_pinned_to', page_size: BOARDS_SHOWN } as const;
}

export function isSecret(board: Pick<ApiBoard, 'privacy'>): boolean {
  return board.privacy === 'secret';
}
