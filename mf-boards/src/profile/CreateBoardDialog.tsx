// 'Create board' from one's profile: a modal <dialog> with the board fields. On success the new
// board opens.

import { useId } from 'react';
import { navigate } from 'page-runtime';
import type { ApiViewer } from 'shared-contracts/api';
import { BoardForm, type BoardFields } from '../boards/BoardForm';
import { createBoard } from '../boards/boardCalls';
import { useModalDialog } from '../boards/useModalDialog';
import { useBoardsDeps } from '../data/deps';
import { useBoardEdits } from '../data/useBoardEdits';
import pickerStyles from '../save/BoardPicker.module.css';

export function CreateBoardDialog({ viewer, onClose }: { viewer: ApiViewer; onClose: () => void }) {
  const { client } = useBoardsDeps();
  const id = useId();
  const dialog = useModalDialog(id);
  const boardsEdited = useBoardEdits();

  const create = async (fields: BoardFields) => {
    const board = await createBoard(client, viewer, fields);
    await boardsEdited();
    onClose();
    navigate(board.url);
  };

  return (
    <dialog
      ref={dialog}
      className={`pb-dialog ${pickerStyles.picker}`}
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={`${id}-title`}>Create board</h2>
      <BoardForm submitLabel="Create" onSubmit={create}>
        <button type="button" className="pb-button" onClick={onClose}>
          Cancel
        </button>
      </BoardForm>
    </dialog>
  );
}
