// The Boards tab: boards matching the words, each a card with its cover, name, owner and pin count
// (shared-contracts' board card rules), linking to the board.

import { type ApiBoard } from 'shared-contracts/api';
import { boardDisplayName, pinCountLabel } from 'shared-contracts/rules';
import { ResultStates } from './ResultStates';
import { useBoardSearch } from './useSearchResults';
import styles from './SearchPage.module.css';

export function BoardResultCard({ board }: { board: ApiBoard }) {
  const cover = board.coverImages[0];
  return (
    <li className={styles.boardCard}>
      <a href={board.url}>
        <span className={styles.boardCover}>{cover && <img src={cover.url} alt="" loading="lazy" decoding="async" />}</span>
        <span className={styles.boardName}>{boardDisplayName(board)}</span>
        <span className={styles.boardFacts}>
          {board.privacy === 'secret' && <span className={styles.secret}>Secret · </span>}
          by {board.owner.fullName} · {pinCountLabel(board.pinCount)}
        </span>
      </a>
    </li>
  );
}

export function BoardResults({ query }: { query: string }) {
  const results = useBoardSearch(query);
  return (
    <ResultStates tab="boards" query={query} results={results} loadingText="Loading boards…">
      <ul className={styles.boards} aria-label={`Boards matching “${query}”`}>
        {results.items.map((board) => (
          <BoardResultCard key={board.id} board={board} />
        ))}
      </ul>
    </ResultStates>
  );
}
