// The person a notification or a sent Pin is from: their picture, or their initial where they have none.

import styles from './NotificationsPage.module.css';

export function ActorPicture({
  person,
}: {
  person: { username: string; fullName: string; imageSmallUrl: string; imageMediumUrl: string };
}) {
  const picture = person.imageSmallUrl || person.imageMediumUrl;
  if (picture) return <img className={styles.picture} src={picture} alt="" width={40} height={40} />;
  return (
    <span className={`${styles.picture} ${styles.initial}`} aria-hidden="true">
      {(person.fullName || person.username).slice(0, 1).toUpperCase()}
    </span>
  );
}
