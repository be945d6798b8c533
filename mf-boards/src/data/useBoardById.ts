// One board by its id, as the edit pages read it.

import type { ApiBoardWithSections } from 'shared-contracts/api';
import { useRead, type ReadHandle } from './useRead';

export function useBoardById(boardId: string): ReadHandle<ApiBoardWithSections> {
  return useRead('BoardResource', { board_id: boardId });
}
