// A section of the debug panel that lists the last few of something, newest first (bus events,
// logged impressions and clicks): its heading with the limit, its empty sentence, or the list.

import type { ReactNode } from 'react';
import styles from './DebugPanel.module.css';

export interface DebugLogSectionProps {
  /** The id its heading takes, for the section's accessible name. */
  headingId: string;
  heading: string;
  limit: number;
  /** The list's accessible name. */
  label: string;
  empty: string;
  /** The entries, each an <li>; none shows `empty`. */
  entries: readonly ReactNode[];
}

export function DebugLogSection({ headingId, heading, limit, label, empty, entries }: DebugLogSectionProps) {
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {heading} <span className={styles.muted}>(last {limit}, newest first)</span>
      </h3>
      {entries.length === 0 ? (
        <p className={styles.muted}>{empty}</p>
      ) : (
        <ol className={styles.log} aria-label={label}>
          {entries}
        </ol>
      )}
    </section>
  );
}
