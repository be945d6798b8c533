// After a board, section or collaborator write: every cached read of boards and sections is
// stale (names, counts, privacy, people). They are read again, inactive ones too, before the
// screen moves on, so the next page never shows the old name or a deleted board.

import { useQueryClient } from '@tanstack/react-query';
import { type ResourceName } from 'shared-contracts';
import { resourceKey, RESOURCES_A_BOARD_EDIT_CHANGES } from 'shared-contracts/react';

export function useBoardEdits(): (resources?: readonly ResourceName[]) => Promise<void> {
  const queryClient = useQueryClient();
  return async (resources = RESOURCES_A_BOARD_EDIT_CHANGES) => {
    await Promise.all(
      resources.map((resource) =>
        // A read that now fails (the board was deleted) is the next screen's business, not this one's.
        queryClient.invalidateQueries({ queryKey: resourceKey(resource), refetchType: 'all' }).catch(() => undefined),
      ),
    );
  };
}
