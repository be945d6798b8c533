// Bulk edit's move: the selection (or with select-all every pin but those taken back out) goes to
// another of the viewer's boards in one write; the toast says how many moved and where.

import { boardDisplayName, type BulkSelection, bulkMoveCall, bulkMovedMessage } from 'shared-contracts/rules';
import { type ApiBoard } from 'shared-contracts/api';
import { RESOURCES_A_SAVE_CHANGES, useApiMutation } from 'react-kit';
import { useBoardsDeps } from './deps';

export interface BulkMoveRequest {
  selection: BulkSelection;
  to: ApiBoard;
}

export function useBulkMove(from: { boardId: string; sectionId: string | null }, onMoved: (moved: number) => void) {
  const { client, events } = useBoardsDeps();
  return useApiMutation(
    ({ selection, to }: BulkMoveRequest) => {
      const call = bulkMoveCall(selection);
      return client.write(call.resource, 'update', {
        board_id: from.boardId,
        ...(from.sectionId ? { section_id: from.sectionId } : {}),
        pin_ids: call.pin_ids,
        to_board_id: to.id,
      });
    },
    {
      // Both boards' pins, counts and covers, and the profile's lists changed.
      invalidates: RESOURCES_A_SAVE_CHANGES,
      onSuccess: ({ moved, skipped }, { to }) => {
        events.emit('toast/requested', { message: bulkMovedMessage(moved, skipped, boardDisplayName(to)) });
        onMoved(moved);
      },
    },
  );
}
