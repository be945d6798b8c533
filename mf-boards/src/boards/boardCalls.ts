// The board calls of spec section 7 that more than one screen makes.

import { actingAccount, actingFields, type ApiClient } from 'page-runtime';
import { type ApiBoard, type ApiViewer } from 'shared-contracts/api';
import { BOARDS_SHOWN, DEFAULT_BOARD_PRIVACY } from 'shared-contracts/rules';
import type { BoardFields } from './BoardForm';

/** A new board of the viewer's, or of the business they act as (spec section 7: orbac_subject_id). */
export async function createBoard(
  client: ApiClient,
  viewer: Pick<ApiViewer, 'id' | 'username'>,
  fields: Pick<BoardFields, 'name' | 'secret'>,
): Promise<ApiBoard> {
  return client.write('BoardResource', 'create', {
    name: fields.name,
    privacy: fields.secret ? 'secret' : DEFAULT_BOARD_PRIVACY,
    username: actingAccount(viewer).username,
    ...actingFields(viewer.id),
  });
}

/** The boards the picker offers: the viewer's, or the business's they act as; the most recently saved-to first, one page. */
export function pickerBoardsOptions(viewer: Pick<ApiViewer, 'id' | 'username'>) {
  return { username: actingAccount(viewer).username, ...actingFields(viewer.id), sort: 'last_pinned_to', page_size: BOARDS_SHOWN } as const;
}

export function isSecret(board: Pick<ApiBoard, 'privacy'>): boolean {
  return board.privacy === 'secret';
}
