// One board on a profile (spec sections 2 and 3): cover, name ('Profile' for quick saves), pin
// count, section count above zero, last-modified time.

import { type ApiBoard } from 'shared-contracts/api';
import { boardDisplayName, isGroupBoard, pinCountLabel, relativeTime, sectionCountLabel } from 'shared-contracts/rules';
import { isSecret } from '../boards/boardCalls';
import badgeStyles from '../boards/BoardBadge.module.css';
import styles from './BoardCard.module.css';

export function BoardCard({ board, now }: { board: ApiBoard; now: number }) {
  const name = boardDisplayName(board);
  const sections = sectionCountLabel(board.sectionCount);
  const modified = Date.parse(board.boardOrderModifiedAt);
  return (
    <li className={styles.card}>
      <a href={board.url}>
        <div className={styles.cover}>
          {(board.coverImages ?? []).slice(0, 3).map((image) => (
            <img key={image.url} src={image.url} alt="" loading="lazy" />
          ))}
        </div>
        <h2>{name}</h2>
        {isSecret(board) && <span className={badgeStyles.badge}>Secret</span>}
        {/* A group board, its owner's or one the profile's person joined. */}
        {isGroupBoard(board) && <span className={badgeStyles.badge}>Group</span>}
        <p>
          {pinCountLabel(board.pinCount)}
          {sections && ` · ${sections}`}
          {Number.isFinite(modified) && ` · ${relativeTime(modified, now)}`}
        </p>
      </a>
    </li>
  );
}
