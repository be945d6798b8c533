// A hub card's header: the business's picture, its name (the card's accessible name, by `nameId`)
// and its handle. The business the viewer owns and the ones they manage are told apart by the rest.

import { BusinessPicture } from '../common/BusinessPicture';
import styles from './BusinessHub.module.css';

export interface BusinessCardHeaderProps {
  nameId: string;
  name: string;
  username: string;
  imgUrl: string;
}

export function BusinessCardHeader({ nameId, name, username, imgUrl }: BusinessCardHeaderProps) {
  return (
    <header className={styles.cardHeader}>
      <BusinessPicture name={name} imgUrl={imgUrl} size="small" />
      <div>
        <h3 id={nameId} className={styles.cardName}>
          {name}
        </h3>
        <p className={styles.muted}>@{username}</p>
      </div>
    </header>
  );
}
