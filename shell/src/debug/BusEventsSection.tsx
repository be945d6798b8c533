// The debug panel's 'Bus events' section: the last events on the page bus, newest first, each with
// its clock time and a short form of its payload.

import { DEBUG_PANEL_LIMITS } from 'shared-contracts/rules';
import { clockTime } from './debugText';
import type { RecordedEvent } from './debugRecorder';
import styles from './DebugPanel.module.css';

export interface BusEventsSectionProps {
  /** The id its heading takes, for the section's accessible name. */
  headingId: string;
  events: readonly RecordedEvent[];
}

export function BusEventsSection({ headingId, events }: BusEventsSectionProps) {
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        Bus events <span className={styles.muted}>(last {DEBUG_PANEL_LIMITS.events}, newest first)</span>
      </h3>
      {events.length === 0 ? (
        <p className={styles.muted}>No bus events yet.</p>
      ) : (
        <ol className={styles.log} aria-label="Bus events">
          {events.map((event) => (
            <li key={event.id} className={styles.entry}>
              <time className={styles.time} dateTime={new Date(event.at).toISOString()}>
                {clockTime(event.at)}
              </time>{' '}
              <code className={styles.code}>{event.name}</code>
              {event.summary && <span className={styles.summary}>{event.summary}</span>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
