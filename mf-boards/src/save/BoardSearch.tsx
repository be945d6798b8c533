// The picker's search view: the search field, how the read of the viewer's boards is going, the
// boards whose name matches (each a PickerRow), then Create board and the profile offer. The query
// and the open board are kept by the picker (useSearchState), so a trip to Create board and back
// keeps them.

import { type ReactNode, type RefObject, useState } from 'react';
import type { ApiBoard, ApiBoardSection } from 'shared-contracts/api';
import type { Loaded } from 'react-kit';
import { matchingBoards } from './pickerBoards';
import { PickerRow } from './PickerRow';
import styles from './BoardPicker.module.css';

export interface SearchState {
  query: string;
  setQuery: (query: string) => void;
  /** The board whose sections are shown, if any. */
  openBoard: string | null;
  setOpenBoard: (boardId: string | null) => void;
}

export function useSearchState(): SearchState {
  const [query, setQuery] = useState('');
  const [openBoard, setOpenBoard] = useState<string | null>(null);
  return { query, setQuery, openBoard, setOpenBoard };
}

export interface BoardSearchProps {
  boards: Loaded<readonly ApiBoard[]>;
  search: SearchState;
  /** The search field, where focus starts. */
  fieldRef: RefObject<HTMLInputElement | null>;
  verb: string;
  busy: boolean;
  onPick: (board: ApiBoard, section: ApiBoardSection | null) => void;
  onCreate: () => void;
  offerProfile: ReactNode;
}

export function BoardSearch({ boards, search, fieldRef, verb, busy, onPick, onCreate, offerProfile }: BoardSearchProps) {
  const { query, openBoard, setOpenBoard } = search;
  const shown = boards.status === 'ready' ? matchingBoards(boards.data, query) : [];
  return (
    <>
      <label className={styles.search}>
        <span className="pb-visually-hidden">Search boards</span>
        <input
          ref={fieldRef}
          type="search"
          placeholder="Search boards"
          value={query}
          onChange={(event) => search.setQuery(event.target.value)}
        />
      </label>
      {boards.status === 'loading' && <p role="status">Loading your boards…</p>}
      {boards.status === 'failed' && <p role="alert">{boards.message}</p>}
      {boards.status === 'ready' && shown.length === 0 && <p>No boards match “{query.trim()}”.</p>}
      <ul className={styles.list} aria-label="Your boards" aria-busy={busy}>
        {shown.map((board) => (
          <PickerRow
            key={board.id}
            board={board}
            expanded={openBoard === board.id}
            onToggle={() => setOpenBoard(openBoard === board.id ? null : board.id)}
            onPick={onPick}
            verb={verb}
            disabled={busy}
          />
        ))}
      </ul>
      <div className={styles.foot}>
        <button type="button" className="pb-button pb-button--primary" onClick={onCreate} disabled={busy}>
          Create board
        </button>
        {offerProfile}
      </div>
    </>
  );
}
