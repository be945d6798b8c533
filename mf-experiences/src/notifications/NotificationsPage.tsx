// /notifications/: what happened to the signed-in viewer, newest first: who saved their Pins (and
// to which board), who followed them, who invited them to a board, who sent them a Pin (and their note). New ones (since their last
// visit) are marked. A visitor is asked to log in; nothing yet has its own empty state.

import { useEffect, useId } from 'react';
import { type ApiNotification } from 'shared-contracts/api';
import { NOTIFICATION_VERBS, NOTIFICATIONS_EMPTY, pinDisplayTitle, titleFor } from 'shared-contracts/rules';
import { signedInViewer } from 'page-runtime';
import { LoadingScreen, LogInScreen, useSession } from 'react-kit';
import { useExperiencesDeps } from '../deps';
import { ActivityList } from './ActivityList';
import { ActivityRow } from './ActivityRow';
import { useNotifications } from './useNotifications';
import styles from './NotificationsPage.module.css';

export function NotificationsPage() {
  const headingId = useId();
  const current = useSession(useExperiencesDeps().session);
  useEffect(() => {
    document.title = titleFor('Notifications');
  }, []);
  if (!current) return <LoadingScreen label="Loading your notifications" />;
  if (!signedInViewer(current)) return <SignedOutNotifications />;
  return (
    <section className={`pb-screen ${styles.page}`} aria-labelledby={headingId}>
      <h1 id={headingId} className={styles.heading}>
        Notifications
      </h1>
      <NotificationList />
    </section>
  );
}

function SignedOutNotifications() {
  return (
    <LogInScreen
      heading="Log in to see your notifications"
      text="Who saved your Pins, who followed you and who invited you to a board are all here once you log in."
    />
  );
}

function NotificationList() {
  const list = useNotifications();
  return (
    <ActivityList
      list={list}
      label="Notifications"
      loadingLabel="Loading your notifications"
      empty={
        <>
          <h2 className={styles.emptyHeading}>{NOTIFICATIONS_EMPTY.heading}</h2>
          <p className={styles.note}>{NOTIFICATIONS_EMPTY.text}</p>
          <p>
            <a className="pb-button pb-button--primary" href="/explore">
              Find ideas to save
            </a>
          </p>
        </>
      }
      row={(item, now) => <NotificationRow key={item.id} item={item} now={now} />}
    />
  );
}

function NotificationRow({ item, now }: { item: ApiNotification; now: number }) {
  return (
    <ActivityRow person={item.actor} isNew={item.isNew} at={item.at} now={now} pin={<NotificationPin item={item} />}>
      {NOTIFICATION_VERBS[item.kind]}
      {(item.kind === 'saved' || item.kind === 'invited') && (
        <>
          {' '}
          <a className={styles.board} href={item.board.url}>
            {item.board.name}
          </a>
        </>
      )}
      {item.kind === 'sent' && item.message && <span className={styles.message}>“{item.message}”</span>}
    </ActivityRow>
  );
}

/** The Pin a notification is about, where it is about one. */
function NotificationPin({ item }: { item: ApiNotification }) {
  if (item.kind === 'saved')
    return (
      <a className={styles.pin} href={`/pin/${item.pin.id}/`}>
        <img src={item.pin.images['236x'].url} alt={`Your Pin: ${pinDisplayTitle(item.pin)}`} width={48} height={48} />
      </a>
    );
  if (item.kind === 'sent')
    return (
      <a className={styles.pin} href={`/pin/${item.pin.id}/sent/`}>
        <img src={item.pin.images['236x'].url} alt={`Pin sent to you: ${pinDisplayTitle(item.pin)}`} width={48} height={48} />
      </a>
    );
  return null;
}
