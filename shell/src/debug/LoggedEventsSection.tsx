// The debug panel's 'Impressions and clicks logged' section: the last events the page logged,
// newest first, each with its time (when it has one), its type and what it was about.

import { DEBUG_PANEL_LIMITS } from 'shared-contracts/rules';
import type { LoggedEvent } from '../eventLog';
import { clockTime, loggedEventName, loggedEventSummary } from './debugText';
import { DebugLogSection } from './DebugLogSection';
import styles from './DebugPanel.module.css';

export interface LoggedEventsSectionProps {
  /** The id its heading takes, for the section's accessible name. */
  headingId: string;
  logged: readonly LoggedEvent[];
}

export function LoggedEventsSection({ headingId, logged }: LoggedEventsSectionProps) {
  return (
    <DebugLogSection
      headingId={headingId}
      heading="Impressions and clicks logged"
      limit={DEBUG_PANEL_LIMITS.logged}
      label="Logged impressions and clicks"
      empty="Nothing logged yet."
      entries={logged.map((event, index) => (
        <li key={index} className={styles.entry}>
          {event.time && (
            <>
              <time className={styles.time} dateTime={event.time}>
                {clockTime(event.time)}
              </time>{' '}
            </>
          )}
          <code className={styles.code}>{loggedEventName(event)}</code>
          <span className={styles.summary}>{loggedEventSummary(event)}</span>
        </li>
      ))}
    />
  );
}
