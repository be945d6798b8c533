// /inbox/: the Pins people sent the signed-in viewer ('Send this pin'), newest first: who, their
// note, when, and the Pin, which opens as 'This Pin was sent to you'. New ones (since the viewer
// last opened their notifications) are marked. A visitor is asked to log in; nothing yet has its
// own empty state.

import { useEffect, useId, useState } from 'react';
import { type ApiSentPin, notificationAge, pinDisplayTitle, titleFor } from 'shared-contracts';
import { signedInViewer } from 'page-runtime';
import { FailedScreen, LoadingScreen, LogInScreen, useSession } from 'react-kit';
import { useExperiencesDeps } from '../deps';
import { useInbox } from './useInbox';
// The inbox looks as the notifications do: one column of rows.
import styles from './NotificationsPage.module.css';

export const INBOX_EMPTY = {
  heading: 'Your inbox is empty',
  text: 'When someone sends you a Pin, it lands here.',
} as const;

export function InboxPage() {
  const headingId = useId();
  const current = useSession(useExperiencesDeps().session);
  useEffect(() => {
    document.title = titleFor('Inbox');
  }, []);
  if (!current) return <LoadingScreen label="Loading your inbox" />;
  if (!signedInViewer(current))
    return <LogInScreen heading="Log in to see your inbox" text="The Pins people send you are here once you log in." />;
  return (
    <section className={`pb-screen ${styles.page}`} aria-labelledby={headingId}>
      <h1 id={headingId} className={styles.heading}>
        Inbox
      </h1>
      <SentPins />
    </section>
  );
}

function SentPins() {
  const { items, loading, loadingMore, error, hasMore, loadMore, retry } = useInbox();
  // Ages are told as of opening the page.
  const [now] = useState(Date.now);
  if (loading) return <LoadingScreen label="Loading your inbox" />;
  if (error && items.length === 0) return <FailedScreen message={error} onRetry={retry} />;
  if (items.length === 0)
    return (
      <div className={styles.empty}>
        <h2 className={styles.emptyHeading}>{INBOX_EMPTY.heading}</h2>
        <p className={styles.note}>{INBOX_EMPTY.text}</p>
      </div>
    );
  return (
    <>
      <ol className={styles.list} aria-label="Pins sent to you">
        {items.map((item) => (
          <SentPinRow key={item.id} item={item} now={now} />
        ))}
      </ol>
      {error && (
        <p role="alert" className={styles.error}>
          {error}{' '}
          <button type="button" className="pb-button" onClick={retry}>
            Try again
          </button>
        </p>
      )}
      {hasMore && !error && (
        <p className={styles.more}>
          <button type="button" className="pb-button" onClick={loadMore} disabled={loadingMore}>
            {loadingMore ? 'Loading…' : 'Show more'}
          </button>
        </p>
      )}
    </>
  );
}

function SentPinRow({ item, now }: { item: ApiSentPin; now: number }) {
  const { sender } = item;
  const picture = sender.imageSmallUrl || sender.imageMediumUrl;
  const title = pinDisplayTitle(item.pin);
  return (
    <li className={`${styles.item} ${item.isNew ? styles.new : ''}`}>
      {picture ? (
        <img className={styles.picture} src={picture} alt="" width={40} height={40} />
      ) : (
        <span className={`${styles.picture} ${styles.initial}`} aria-hidden="true">
          {(sender.fullName || sender.username).slice(0, 1).toUpperCase()}
        </span>
      )}
      <p className={styles.text}>
        {item.isNew && <span className={styles.badge}>New</span>}
        <a className={styles.actor} href={`/${sender.username}/`}>
          {sender.fullName || sender.username}
        </a>{' '}
        sent you{' '}
        <a className={styles.board} href={`/pin/${item.pin.id}/sent/`}>
          {title}
        </a>
        {item.message && <span className={styles.message}>“{item.message}”</span>}
        <span className={styles.age}>
          {' · '}
          <time dateTime={item.at}>{notificationAge(item.at, now)}</time>
        </span>
      </p>
      <a className={styles.pin} href={`/pin/${item.pin.id}/sent/`} tabIndex={-1} aria-hidden="true">
        <img src={item.pin.images['236x'].url} alt="" width={48} height={48} />
      </a>
    </li>
  );
}
