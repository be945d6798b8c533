// After a board, section or collaborator write: every cached read of boards and sections is
// stale (names, counts, privacy, people). Reads no screen shows now are dropped, so a later visit
// loads them fresh instead of flashing the old name or a deleted board; the ones on screen are
// read again before the screen moves on. Nothing is fetched for pages nobody is looking at.

import type { ResourceName } from 'shared-contracts/api';
import { resourceKey, RESOURCES_A_BOARD_EDIT_CHANGES, useQueryClient } from 'react-kit';

export function useBoardEdits(): (resources?: readonly ResourceName[]) => Promise<void> {
  const queryClient = useQueryClient();
  return async (resources = RESOURCES_A_BOARD_EDIT_CHANGES) => {
    for (const resource of resources) queryClient.removeQueries({ queryKey: resourceKey(resource), type: 'inactive' });
    await Promise.all(resources.map((resource) => queryClient.invalidateQueries({ queryKey: resourceKey(resource) })));
  };
}
