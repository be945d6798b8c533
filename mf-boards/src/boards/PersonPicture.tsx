// A person's round picture, or their name's first letter on a round tile when they have none.
// Decorative: their name is always written beside it.

import type { ApiUserSummary } from 'shared-contracts/api';
import styles from './PersonPicture.module.css';

/** 32 px (a board's owner), 40 px (a list of people), 120 px (a profile's header; 96 px on a phone). */
export type PictureSize = 'small' | 'medium' | 'large';

const PIXELS: Record<PictureSize, number> = { small: 32, medium: 40, large: 120 };

export interface PersonPictureProps {
  person: Pick<ApiUserSummary, 'fullName' | 'username' | 'imageSmallUrl' | 'imageMediumUrl'> & { imageLargeUrl?: string };
  size: PictureSize;
}

export function PersonPicture({ person, size }: PersonPictureProps) {
  // The smallest picture that stays sharp at this size on a 2x screen.
  const candidates =
    size === 'large' ? [person.imageLargeUrl, person.imageMediumUrl, person.imageSmallUrl] : [person.imageSmallUrl, person.imageMediumUrl];
  const picture = candidates.find((url) => url);
  const classes = `${styles.picture} ${styles[size]}`;
  if (picture) return <img className={classes} src={picture} alt="" width={PIXELS[size]} height={PIXELS[size]} />;
  return (
    <span className={`${classes} ${styles.initial}`} aria-hidden="true">
      {(person.fullName || person.username).slice(0, 1).toUpperCase()}
    </span>
  );
}
