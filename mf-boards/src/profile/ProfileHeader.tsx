// Who a profile is: their picture, full name, @username, About text and follower and following
// counts in short form; Follow on other people's profiles, Edit profile on one's own.

import { type ApiUser } from 'shared-contracts/api';
import { followerCountLabel, shortNumber } from 'shared-contracts/rules';
import { PersonPicture } from '../boards/PersonPicture';
import { UserFollowButton, type UserFollowButtonProps } from './UserFollowButton';
import styles from './ProfileHeader.module.css';

/**
 * Whose profile it is to the viewer; 'unknown' until the session has loaded. 'acting': the business
 * the viewer acts as, with neither Follow (it would follow itself) nor Edit profile (the person's own).
 */
export type ProfileRelation = 'own' | 'acting' | 'other' | 'unknown';

export interface ProfileHeaderProps {
  user: ApiUser;
  relation: ProfileRelation;
  replace: UserFollowButtonProps['replace'];
}

export function ProfileHeader({ user, relation, replace }: ProfileHeaderProps) {
  const name = user.fullName || user.username;
  return (
    <header className={styles.head}>
      <PersonPicture person={user} size="large" />
      <h1 id="boards-heading" className={styles.name}>
        {name}
      </h1>
      <p className={styles.username}>@{user.username}</p>
      {user.about && <p className={styles.about}>{user.about}</p>}
      <p className={styles.counts} aria-live="polite">
        <span>{followerCountLabel(user.followerCount)}</span>
        <span aria-hidden="true"> · </span>
        <span>{shortNumber(user.followingCount)} following</span>
      </p>
      <div className={styles.actions}>
        {relation === 'other' && <UserFollowButton user={user} replace={replace} />}
        {relation === 'own' && (
          <a className="pb-button" href="/settings">
            Edit profile
          </a>
        )}
      </div>
    </header>
  );
}

/** The header's shape while the profile loads, so the page does not jump when it comes. */
export function ProfileHeaderPlaceholder() {
  return (
    <div className={styles.head} aria-hidden="true">
      <span className={styles.blank} />
      <span className={`${styles.bar} ${styles.nameBar}`} />
      <span className={styles.bar} />
    </div>
  );
}
