// 'Create board' from one's profile: a modal <dialog> with the board fields. On success the new
// board opens.

import { useEffect, useId, useRef } from 'react';
import { navigate, type ApiViewer } from 'shared-contracts';
import { BoardForm, type BoardFields } from '../boards/BoardForm';
import { createBoard } from '../boards/boardCalls';
import { useBoardsDeps } from '../data/deps';

export function CreateBoardDialog({ viewer, onClose }: { viewer: ApiViewer; onClose(): void }) {
  const { client, events } = useBoardsDeps();
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    events.emit('modal/opened', { id });
    return () => {
      if (element?.open) element.close();
      events.emit('modal/closed', { id });
    };
  }, [events, id]);

  const create = async (fields: BoardFields) => {
    const board = await createBoard(client, viewer, fields);
    onClose();
    navigate(board.url);
  };

  return (
    <dialog
      ref={dialog}
      className="board-picker"
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={`${id}-title`}>Create board</h2>
      <BoardForm submitLabel="Create" onSubmit={create}>
        <button type="button" className="button" onClick={onClose}>
          Cancel
        </button>
      </BoardForm>
    </dialog>
  );
}
