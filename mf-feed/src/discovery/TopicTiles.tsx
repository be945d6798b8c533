// Topics as tiles: each a picture of four of its pins, its name and how many Pins it has, linking to
// the topic's page (/ideas/{name}/{id}/).

import { type ApiTopic } from 'shared-contracts/api';
import { interestHref, pinCountLabel } from 'shared-contracts/rules';
import styles from './Discovery.module.css';

export function TopicTiles({ topics, label }: { topics: readonly ApiTopic[]; label: string }) {
  return (
    <ul className={styles.tiles} aria-label={label}>
      {topics.map((topic) => (
        <li key={topic.interest.id}>
          <a className={styles.tile} href={interestHref(topic.interest)}>
            <span className={styles.collage} aria-hidden="true">
              {topic.covers.slice(0, 4).map((image) => (
                <img key={image.url} src={image.url} alt="" loading="lazy" />
              ))}
            </span>
            <span className={styles.tileName}>{topic.interest.name}</span>
            <span className={styles.tileCount}>{pinCountLabel(topic.pinCount)}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
