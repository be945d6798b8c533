// One board by its id, as the edit pages read it.

import type { ApiBoardWithSections } from 'shared-contracts';
import { useBoardsDeps } from './deps';
import { useLoad, type LoadHandle } from './useLoad';

export function useBoardById(boardId: string): LoadHandle<ApiBoardWithSections> {
  const { client } = useBoardsDeps();
  return useLoad(`board-id:${boardId}`, async () => (await client.read('BoardResource', { board_id: boardId })).data);
}
