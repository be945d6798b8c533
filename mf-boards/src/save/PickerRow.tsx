// One board in the picker's list: its button picks the board, and a board with sections has a
// toggle that shows them (read when shown), each a button that picks that section.

import { type ApiBoard, type ApiBoardSection } from 'shared-contracts/api';
import { boardDisplayName } from 'shared-contracts/rules';
import { isSecret } from '../boards/boardCalls';
import { useRead } from '../data/useRead';
import styles from './BoardPicker.module.css';

export interface PickerRowProps {
  board: ApiBoard;
  verb: string;
  expanded: boolean;
  disabled: boolean;
  onToggle: () => void;
  onPick: (board: ApiBoard, section: ApiBoardSection | null) => void;
}

export function PickerRow({ board, verb, expanded, disabled, onToggle, onPick }: PickerRowProps) {
  const name = boardDisplayName(board);
  const cover = board.coverImages?.[0];
  return (
    <li className={styles.row}>
      <button type="button" className={styles.board} onClick={() => onPick(board, null)} disabled={disabled} aria-label={`${verb} ${name}`}>
        {cover ? <img src={cover.url} alt="" width={48} height={48} /> : <span className={styles.blank} />}
        <span>{name}</span>
        {isSecret(board) && <span className={styles.secret}>Secret</span>}
      </button>
      {board.sectionCount > 0 && (
        <button type="button" className={styles.iconButton} aria-expanded={expanded} aria-label={`Sections of ${name}`} onClick={onToggle}>
          {expanded ? '▾' : '▸'}
        </button>
      )}
      {expanded && (
        <SectionList boardId={board.id} boardName={name} verb={verb} onPick={(section) => onPick(board, section)} disabled={disabled} />
      )}
    </li>
  );
}

function SectionList({
  boardId,
  boardName,
  verb,
  onPick,
  disabled,
}: {
  boardId: string;
  boardName: string;
  verb: string;
  onPick: (section: ApiBoardSection) => void;
  disabled: boolean;
}) {
  const sections = useRead('BoardSectionsResource', { board_id: boardId });
  const state = sections.state;
  if (state.status === 'loading') return <p role="status">Loading sections…</p>;
  if (state.status !== 'ready') return <p role="alert">{state.status === 'failed' ? state.message : 'That board is gone.'}</p>;
  return (
    <ul className={styles.sections} aria-label={`Sections of ${boardName}`}>
      {state.data.map((section) => (
        <li key={section.id}>
          <button type="button" onClick={() => onPick(section)} disabled={disabled} aria-label={`${verb} ${section.title} in ${boardName}`}>
            {section.title}
          </button>
        </li>
      ))}
    </ul>
  );
}
