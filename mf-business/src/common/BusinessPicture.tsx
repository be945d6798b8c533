// A business's (or a person's) picture beside its name: the picture when there is one, else its
// first letter. Decorative either way, since the name is written next to it.

import styles from './BusinessPicture.module.css';

export function BusinessPicture({ name, imgUrl, size }: { name: string; imgUrl: string; size: 'small' | 'large' }) {
  const sizeClass = size === 'large' ? styles.large : styles.small;
  if (imgUrl) return <img className={`${styles.picture} ${sizeClass}`} src={imgUrl} alt="" />;
  return (
    <span className={`${styles.picture} ${styles.letter} ${sizeClass}`} aria-hidden="true">
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
