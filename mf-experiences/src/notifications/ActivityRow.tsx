// One row of the notifications or the inbox: who, marked New while unseen, what they did, how long
// ago, and the Pin's picture where there is one.

import type { ReactNode } from 'react';
import { notificationAge } from 'shared-contracts/rules';
import { ActorPicture } from './ActorPicture';
import styles from './NotificationsPage.module.css';

export interface ActivityRowProps {
  person: { username: string; fullName: string; imageSmallUrl: string; imageMediumUrl: string };
  isNew: boolean;
  at: string;
  now: number;
  /** What the person did, after their name. */
  children: ReactNode;
  /** The Pin's picture, linked, after the sentence. */
  pin?: ReactNode;
}

export function ActivityRow({ person, isNew, at, now, children, pin }: ActivityRowProps) {
  return (
    <li className={`${styles.item} ${isNew ? styles.new : ''}`}>
      <ActorPicture person={person} />
      <p className={styles.text}>
        {isNew && <span className={styles.badge}>New</span>}
        <a className={styles.actor} href={`/${person.username}/`}>
          {person.fullName || person.username}
        </a>{' '}
        {children}
        <span className={styles.age}>
          {' · '}
          <time dateTime={at}>{notificationAge(at, now)}</time>
        </span>
      </p>
      {pin}
    </li>
  );
}
