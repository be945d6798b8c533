// The debug panel's wording for what it lists: clock times, an area's load, a logged event.

import { EVENT_TYPES, IMPRESSION_TYPES, payloadSummary } from 'shared-contracts/rules';
import { type RemoteLoadReport } from 'shared-contracts/platform';
import type { LoggedEvent } from '../eventLog';

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** 14:03:07.042, in the viewer's time zone: events a few milliseconds apart stay apart. */
export function clockTime(at: number | string): string {
  const time = new Date(at);
  if (Number.isNaN(time.getTime())) return 'unknown time';
  return `${pad(time.getHours())}:${pad(time.getMinutes())}:${pad(time.getSeconds())}.${pad(time.getMilliseconds(), 3)}`;
}

/** What became of an area's last load on this page. */
export function loadText(load: RemoteLoadReport | undefined, onPage: boolean): string {
  if (!onPage) return 'Not served to this page';
  if (!load) return 'Not loaded yet';
  const took = `${Math.round(load.durationMs)} ms`;
  if (load.ok) return `Loaded in ${took}`;
  return `Failed after ${took}${load.reason ? `: ${load.reason}` : ''}`;
}

const EVENT_NAMES = new Map<number, string>(Object.entries(EVENT_TYPES).map(([name, type]) => [type, name]));
const IMPRESSION_NAMES = new Map<number, string>(Object.entries(IMPRESSION_TYPES).map(([name, type]) => [type, `${name} impression`]));

/** 'pin impression', 'clickThrough', … with the event type the log records. */
export function loggedEventName(event: LoggedEvent): string {
  const name =
    (event.impression_kind ? `${event.impression_kind} impression` : undefined) ??
    IMPRESSION_NAMES.get(event.event_type) ??
    EVENT_NAMES.get(event.event_type) ??
    'event';
  return `${name} (${event.event_type})`;
}

/** The object it is about and the short form of what it carried. */
export function loggedEventSummary(event: LoggedEvent): string {
  const about = event.object_id ? `object_id=${event.object_id}` : '';
  const extra = event.aux_data ? payloadSummary(event.aux_data) : '';
  return payloadSummary([about, extra].filter(Boolean).join(', '));
}

/** An error's own message, or a general one for anything thrown that is no Error. */
export const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong. Try again.');
