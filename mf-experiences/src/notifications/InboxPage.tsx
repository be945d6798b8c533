// /inbox/: the Pins people sent the signed-in viewer ('Send this pin'), newest first: who, their
// note, when, and the Pin, which opens as 'This Pin was sent to you'. New ones (since the viewer
// last opened their notifications) are marked. A visitor is asked to log in; nothing yet has its
// own empty state.

import { useEffect, useId } from 'react';
import { type ApiSentPin } from 'shared-contracts/api';
import { pinDisplayTitle, titleFor } from 'shared-contracts/rules';
import { signedInViewer } from 'page-runtime';
import { LoadingScreen, LogInScreen, useSession } from 'react-kit';
import { useExperiencesDeps } from '../deps';
import { ActivityList } from './ActivityList';
import { ActivityRow } from './ActivityRow';
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
  const list = useInbox();
  return (
    <ActivityList
      list={list}
      label="Pins sent to you"
      loadingLabel="Loading your inbox"
      empty={
        <>
          <h2 className={styles.emptyHeading}>{INBOX_EMPTY.heading}</h2>
          <p className={styles.note}>{INBOX_EMPTY.text}</p>
        </>
      }
      row={(item, now) => <SentPinRow key={item.id} item={item} now={now} />}
    />
  );
}

function SentPinRow({ item, now }: { item: ApiSentPin; now: number }) {
  const title = pinDisplayTitle(item.pin);
  return (
    <ActivityRow
      person={item.sender}
      isNew={item.isNew}
      at={item.at}
      now={now}
      pin={
        <a className={styles.pin} href={`/pin/${item.pin.id}/sent/`} tabIndex={-1} aria-hidden="true">
          <img src={item.pin.images['236x'].url} alt="" width={48} height={48} />
        </a>
      }
    >
      sent you{' '}
      <a className={styles.board} href={`/pin/${item.pin.id}/sent/`}>
        {title}
      </a>
      {item.message && <span className={styles.message}>“{item.message}”</span>}
    </ActivityRow>
  );
}
