// The board edit page's cover choice (spec section 2's board cover selection): the board's Pins as
// pictures, the cover pressed; pressing another makes it the cover at once. Until the owner picks
// one the newest Pin is the cover, as every board list shows it.

import { useId } from 'react';
import { type ApiBoard } from 'shared-contracts/api';
import { cardImage, pinDisplayTitle } from 'shared-contracts/rules';
import { usePinFeed } from 'react-kit';
import { useBoardsDeps } from '../data/deps';
import { useBoardCover } from '../data/useBoardCover';
import { MorePins } from '../board/MorePins';
import styles from './CoverPicker.module.css';

const COVER_CHOICES = 50;

export function CoverPicker({ board }: { board: ApiBoard }) {
  const headingId = useId();
  const { client } = useBoardsDeps();
  const feed = { resource: 'BoardFeedResource', options: { board_id: board.id } } as const;
  const { pins, hasMore, loading, error, loadMore } = usePinFeed(client, feed, COVER_CHOICES);
  const cover = useBoardCover(board.id);
  const current = cover.pending ?? board.coverPinId ?? pins[0]?.id;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Cover</h2>
      {!loading && pins.length === 0 && !error && <p>Save a Pin to this board to give it a cover.</p>}
      {error && <p role="alert">{error}</p>}
      {cover.error && <p role="alert">{cover.error}</p>}
      <ul className={styles.choices} aria-label="Choose the cover">
        {pins.map((pin) => {
          const image = cardImage(pin.images, { isBot: false });
          const chosen = pin.id === current;
          return (
            <li key={pin.id}>
              <button
                type="button"
                className={chosen ? `${styles.choice} ${styles.chosen}` : styles.choice}
                aria-pressed={chosen}
                aria-label={`Cover: ${pinDisplayTitle(pin)}`}
                disabled={cover.busy}
                onClick={() => !chosen && void cover.run(pin.id)}
              >
                <img src={image.src} alt="" loading="lazy" />
              </button>
            </li>
          );
        })}
      </ul>
      <MorePins loading={loading} hasMore={hasMore} onLoadMore={loadMore} />
    </section>
  );
}
