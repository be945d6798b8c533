// 'Create board' from one's profile: a modal <dialog> with the board fields. On success the new
// board opens.

import { navigate } from 'page-runtime';
import type { ApiViewer } from 'shared-contracts/api';
import { BoardForm, type BoardFields } from '../boards/BoardForm';
import { createBoard } from '../boards/boardCalls';
import { FormDialog } from '../boards/FormDialog';
import { useBoardsDeps } from '../data/deps';
import { useBoardEdits } from '../data/useBoardEdits';

export function CreateBoardDialog({ viewer, onClose }: { viewer: ApiViewer; onClose: () => void }) {
  const { client } = useBoardsDeps();
  const boardsEdited = useBoardEdits();

  const create = async (fields: BoardFields) => {
    const board = await createBoard(client, viewer, fields);
    await boardsEdited();
    onClose();
    navigate(board.url);
  };

  return (
    <FormDialog title="Create board" onCancel={onClose}>
      <BoardForm submitLabel="Create" onSubmit={create}>
        <button type="button" className="pb-button" onClick={onClose}>
          Cancel
        </button>
      </BoardForm>
    </FormDialog>
  );
}
