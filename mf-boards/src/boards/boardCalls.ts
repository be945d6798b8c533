// The board calls of spec section 7 that more than one screen makes.

import { DEFAULT_BOARD_PRIVACY, type ApiBoard, type ApiBoardSection, type ApiClient, type ApiViewer } from 'shared-contracts';
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

/** The viewer's boards for the picker: the most recently saved-to first, one page of 100. */
export async function boardsToSaveTo(client: ApiClient, username: string): Promise<ApiBoard[]> {
  const page = await client.read('BoardsResource', { username, sort: 'last_pinned_to', page_size: 100 });
  return page.data;
}

export async function boardSections(client: ApiClient, boardId: string): Promise<ApiBoardSection[]> {
  return (await client.read('BoardSectionsResource', { board_id: boardId })).data;
}

export function isSecret(board: Pick<ApiBoard, 'privacy'>): boolean {
  return board.privacy === 'secret';
}
