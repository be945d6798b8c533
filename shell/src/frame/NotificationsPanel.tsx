// The bell's panel: the newest notifications, new ones marked, then links to all of them and to the
// inbox. Shown, it marks everything read (one write), so the bell's count goes to nothing; what was
// new stays marked new while the panel is open.

import { useEffect, useRef, useState } from 'react';
import { type ApiNotification } from 'shared-contracts/api';
import { NOTIFICATION_VERBS, notificationAge, NOTIFICATIONS_EMPTY, pinDisplayTitle } from 'shared-contracts/rules';
import { resourceQuery, useApiMutation, useQuery } from 'react-kit';
import { useShellDeps } from './deps';
import styles from './NotificationBell.module.css';

/** How many the panel shows; the rest are on /notifications/. */
export const PANEL_NOTIFICATIONS = 8;

export interface NotificationsPanelProps {
  id: string;
}

export function NotificationsPanel({ id }: NotificationsPanelProps) {
  const { client } = useShellDeps();
  const list = useQuery({ ...resourceQuery(client, 'NotificationsResource', { page_size: PANEL_NOTIFICATIONS }), staleTime: 0 });
  const markRead = useApiMutation(() => client.write('NotificationsResource', 'update', { seen: true }), {
    invalidates: ['NotificationCountResource'],
  });
  const marked = useRef(false);
  const shown = list.isSuccess;
  const { run } = markRead;
  useEffect(() => {
    if (!shown || marked.current) return;
    marked.current = true;
    void run();
  }, [shown, run]);
  // Ages are told as of opening the panel.
  const [now] = useState(Date.now);

  return (
    <section id={id} className={styles.panel} aria-label="Notifications">
      <h2 className={styles.heading}>Notifications</h2>
      {list.isPending ? (
        <p className={styles.note}>Loading your notifications…</p>
      ) : list.isError ? (
        <p role="alert" className={styles.note}>
          Sorry! We couldn't load your notifications.{' '}
          <button type="button" className="pb-button" onClick={() => void list.refetch()}>
            Try again
          </button>
        </p>
      ) : list.data.length === 0 ? (
        <div className={styles.note}>
          <p className={styles.emptyHeading}>{NOTIFICATIONS_EMPTY.heading}</p>
          <p>{NOTIFICATIONS_EMPTY.text}</p>
        </div>
      ) : (
        <ol className={styles.list}>
          {list.data.map((item) => (
            <PanelRow key={item.id} item={item} now={now} />
          ))}
        </ol>
      )}
      <p className={styles.links}>
        <a href="/notifications/">See all notifications</a>
        <a href="/inbox/">Inbox</a>
      </p>
    </section>
  );
}

function PanelRow({ item, now }: { item: ApiNotification; now: number }) {
  const who = item.actor.fullName || item.actor.username;
  return (
    <li className={`${styles.item} ${item.isNew ? styles.new : ''}`}>
      <p className={styles.text}>
        {item.isNew && <span className={styles.newMark}>New </span>}
        <a href={`/${item.actor.username}/`}>{who}</a> {NOTIFICATION_VERBS[item.kind]}
        {(item.kind === 'saved' || item.kind === 'invited') && (
          <>
            {' '}
            <a href={item.board.url}>{item.board.name}</a>
          </>
        )}
        {item.kind === 'sent' && (
          <>
            {': '}
            <a href="/inbox/">{pinDisplayTitle(item.pin)}</a>
            {item.message && <span className={styles.message}>“{item.message}”</span>}
          </>
        )}
        <span className={styles.age}>
          {' · '}
          <time dateTime={item.at}>{notificationAge(item.at, now)}</time>
        </span>
      </p>
    </li>
  );
}
