// Bulk edit's 'Move to': the viewer's other boards they may add to, in a labelled select, and a
// Move button that sends the selection there in one write.

import { useId, useState } from 'react';
import { type ApiBoard } from 'shared-contracts/api';
import { boardDisplayName, type BulkSelection, canWriteBoard } from 'shared-contracts/rules';
import { signedInViewer } from 'page-runtime';
import { useSession } from 'react-kit';
import { useBoardsDeps } from '../data/deps';
import { useBulkMove } from '../data/useBulkMove';
import { useRead } from '../data/useRead';

/** The viewer's boards a move may pick from: one page holds far more than a person keeps. */
const TARGET_BOARDS = 100;

export interface MoveToBoardProps {
  boardId: string;
  sectionId: string | null;
  selection: BulkSelection;
  count: number;
  onMoved: (moved: number) => void;
}

export function MoveToBoard({ boardId, sectionId, selection, count, onMoved }: MoveToBoardProps) {
  const { session } = useBoardsDeps();
  const viewer = signedInViewer(useSession(session));
  return viewer ? (
    <MoveChoices username={viewer.username} boardId={boardId} sectionId={sectionId} selection={selection} count={count} onMoved={onMoved} />
  ) : null;
}

function MoveChoices({ username, boardId, sectionId, selection, count, onMoved }: MoveToBoardProps & { username: string }) {
  const selectId = useId();
  const boards = useRead('BoardsResource', { username, page_size: TARGET_BOARDS });
  const targets: ApiBoard[] =
    boards.state.status === 'ready' ? boards.state.data.filter((board) => board.id !== boardId && canWriteBoard(board)) : [];
  const [chosen, setChosen] = useState('');
  const target = targets.find((board) => board.id === chosen) ?? targets[0];
  const move = useBulkMove({ boardId, sectionId }, onMoved);
  if (targets.length === 0) return null;
  return (
    <>
      <label htmlFor={selectId}>Move to</label>
      <select id={selectId} value={target?.id ?? ''} onChange={(event) => setChosen(event.target.value)}>
        {targets.map((board) => (
          <option key={board.id} value={board.id}>
            {boardDisplayName(board)}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="pb-button"
        disabled={count === 0 || move.busy || !target}
        onClick={() => target && void move.run({ selection, to: target })}
      >
        Move
      </button>
      {move.error && <span role="alert">{move.error}</span>}
    </>
  );
}
