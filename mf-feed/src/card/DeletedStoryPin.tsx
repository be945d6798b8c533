import styles from './FeedbackOverlay.module.css';

/** A deleted story pin keeps its cell and says so (spec sections 1 and 8). */
export function DeletedStoryPin() {
  return (
    <div className={styles.panel}>
      <p className={styles.title}>Unavailable</p>
      <p>Removed by the creator</p>
    </div>
  );
}
