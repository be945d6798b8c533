// /board/{id}/edit: the owner renames a board, describes it, makes it secret or public, picks its
// cover, or deletes it after a confirmation.

import { useState } from 'react';
import { navigate } from 'page-runtime';
import { ownsBoard } from 'shared-contracts/rules';
import { FailedScreen, LoadingScreen, NotFoundScreen } from 'react-kit';
import { BoardForm, type BoardFields } from '../boards/BoardForm';
import { isSecret } from '../boards/boardCalls';
import { ConfirmDialog } from '../boards/ConfirmDialog';
import { useBoardsDeps } from '../data/deps';
import { useBoardById } from '../data/useBoardById';
import { useBoardEdits } from '../data/useBoardEdits';
import { CoverPicker } from './CoverPicker';
import pageStyles from './EditPage.module.css';

export function BoardEditPage({ boardId }: { boardId: string }) {
  const { client, events } = useBoardsDeps();
  const board = useBoardById(boardId);
  const boardsEdited = useBoardEdits();
  const [deleting, setDeleting] = useState(false);
  const state = board.state;
  if (state.status === 'loading') return <LoadingScreen label="Edit board" />;
  if (state.status === 'missing') return <NotFoundScreen what="board" />;
  if (state.status === 'failed') return <FailedScreen message={state.message} onRetry={board.reload} />;
  const current = state.data;

  const save = async (fields: BoardFields) => {
    const updated = await client.write('BoardResource', 'update', {
      board_id: current.id,
      name: fields.name,
      description: fields.description,
      privacy: fields.secret ? 'secret' : current.privacy === 'secret' ? 'public' : current.privacy,
    });
    await boardsEdited();
    events.emit('toast/requested', { message: 'Board saved' });
    navigate(updated.url);
  };
  const remove = async () => {
    await client.write('BoardResource', 'delete', { board_id: current.id });
    await boardsEdited();
    events.emit('toast/requested', { message: `Board deleted: ${current.name}` });
    navigate(`/${current.owner.username}/`);
  };

  return (
    <section className={`pb-screen ${pageStyles.page}`} aria-labelledby="boards-heading">
      <h1 id="boards-heading">Edit your board</h1>
      {!ownsBoard(current) ? (
        <p role="alert">Only the board owner can edit this board.</p>
      ) : (
        <>
          <BoardForm
            initial={{ name: current.name, secret: isSecret(current), description: current.description }}
            submitLabel="Save"
            onSubmit={save}
            withDescription
          >
            <a className="pb-button" href={current.url}>
              Cancel
            </a>
          </BoardForm>
          <p>
            <a href={`/board/${current.id}/edit/collaborators`}>Collaborators</a>
          </p>
          <CoverPicker board={current} />
          <h2>Delete board</h2>
          <p>Delete this board and all its Pins.</p>
          <button type="button" className="pb-button" onClick={() => setDeleting(true)}>
            Delete board
          </button>
          {deleting && (
            <ConfirmDialog
              title="Delete this board?"
              text={`“${current.name}” and all its Pins will be deleted. You can't undo this.`}
              confirmLabel="Delete"
              onConfirm={remove}
              onCancel={() => setDeleting(false)}
            />
          )}
        </>
      )}
    </section>
  );
}
