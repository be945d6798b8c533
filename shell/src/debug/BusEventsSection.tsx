// The debug panel's 'Bus events' section: the last events on the page bus, newest first, each with
// its clock time and a short form of its payload.

import { DEBUG_PANEL_LIMITS } from 'shared-contracts/rules';
import { clockTime } from './debugText';
import type { RecordedEvent } from './debugRecorder';
import { DebugLogSection } from './DebugLogSection';
import styles from './DebugPanel.module.css';

export interface BusEventsSectionProps {
  /** The id its heading takes, for the section's accessible name. */
  headingId: string;
  events: readonly RecordedEvent[];
}

export function BusEventsSection({ headingId, events }: BusEventsSectionProps) {
  return (
    <DebugLogSection
      headingId={headingId}
      heading="Bus events"
      limit={DEBUG_PANEL_LIMITS.events}
      label="Bus events"
      empty="No bus events yet."
      entries={events.map((event) => (
        <li key={event.id} className={styles.entry}>
          <time className={styles.time} dateTime={new Date(event.at).toISOString()}>
            {clockTime(event.at)}
          </time>{' '}
          <code className={styles.code}>{event.name}</code>
          {event.summary && <span className={styles.summary}>{event.summary}</span>}
        </li>
      ))}
    />
  );
}
