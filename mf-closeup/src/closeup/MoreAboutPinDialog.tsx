// Spec section 2: 'More about this Pin', with back and close buttons and three sections: Shares,
// Saves and Likes (feed pins with saves or likes above zero only), 'Boards containing this Pin'
// (cover, name, pin count, section count above zero, last-modified time, link), and 'Related
// interests' (linking where a URL exists).

import { useState } from 'react';
import { type ApiPin } from 'shared-contracts/api';
import {
  boardFacts,
  BOARDS_CONTAINING_TITLE,
  countLabels,
  MORE_ABOUT_PIN_TITLE,
  RELATED_INTERESTS_TITLE,
  showsPinCounts,
} from 'shared-contracts/rules';
import { Icon, loadedOf, useModalDialog, useResource } from 'react-kit';
import { useCloseupDeps } from '../data/deps';
import styles from './MoreAboutPinDialog.module.css';

export interface MoreAboutPinDialogProps {
  pin: ApiPin;
  onClose: () => void;
}

function Details({ pin }: { pin: ApiPin }) {
  // Times are said relative to when the dialog opened.
  const [now] = useState(() => Date.now());
  const details = loadedOf(useResource(useCloseupDeps().client, 'PinDetailsResource', { pin_id: pin.id }));
  if (details.status === 'loading') return <p role="status">Loading…</p>;
  if (details.status !== 'ready')
    return <p role="alert">{details.status === 'failed' ? details.message : 'This Pin is no longer available.'}</p>;
  const { counts, boards, interests } = details.data;
  return (
    <>
      {showsPinCounts(pin, counts) && (
        <section aria-label="Shares, Saves and Likes">
          <dl className={styles.counts}>
            {countLabels(counts).map((count) => (
              <div key={count.name}>
                <dt>{count.name}</dt>
                <dd>{count.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      <section aria-labelledby="more-boards-title">
        <h3 id="more-boards-title">{BOARDS_CONTAINING_TITLE}</h3>
        {boards.length === 0 ? (
          <p className={styles.empty}>No public boards have this Pin yet.</p>
        ) : (
          <ul className={styles.boards}>
            {boards.map((board) => (
              <li key={board.id}>
                <a className={styles.board} href={board.url}>
                  {board.coverImages[0] ? (
                    <img src={board.coverImages[0].url} alt="" width={56} height={56} />
                  ) : (
                    <span className={styles.noCover} aria-hidden="true" />
                  )}
                  <span>
                    <span className={styles.boardName}>{board.name}</span>
                    <span className={styles.boardFacts}>{boardFacts(board, now).join(' · ')}</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="more-interests-title">
        <h3 id="more-interests-title">{RELATED_INTERESTS_TITLE}</h3>
        {interests.length === 0 ? (
          <p className={styles.empty}>No related interests yet.</p>
        ) : (
          <ul className={styles.interests}>
            {interests.map((interest) => (
              <li key={interest.name}>{interest.url ? <a href={interest.url}>{interest.name}</a> : <span>{interest.name}</span>}</li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

export function MoreAboutPinDialog({ pin, onClose }: MoreAboutPinDialogProps) {
  const dialog = useModalDialog(`more-about-${pin.id}`, undefined, useCloseupDeps().events);
  return (
    <dialog ref={dialog} className={`pb-dialog ${styles.dialog}`} aria-labelledby="more-about-title" onClose={onClose}>
      <header className={styles.header}>
        <button type="button" className={styles.iconButton} aria-label="Back" onClick={() => dialog.current?.close()}>
          <Icon name="back" />
        </button>
        <h2 id="more-about-title">{MORE_ABOUT_PIN_TITLE}</h2>
        <button type="button" className={styles.iconButton} aria-label="Close" onClick={() => dialog.current?.close()}>
          <Icon name="close" />
        </button>
      </header>
      <Details pin={pin} />
    </dialog>
  );
}
