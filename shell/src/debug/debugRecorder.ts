// What the employee debug panel shows as it happens: the last bus events (tapped from the start of
// the page, before the panel's own code has loaded), the page's area loads and the events it
// logged. Started only for a signed-in employee who asked for debug mode (startDebugPanel.ts).

import { DEBUG_PANEL_LIMITS, payloadSummary } from 'shared-contracts/rules';
import { type EventMap, type RemoteLoadReport } from 'shared-contracts/platform';
import type { EventBus } from 'page-runtime';
import type { LoggedEvent } from '../eventLog';

export interface RecordedEvent {
  /** Increases by one per event: a stable key. */
  id: number;
  name: string;
  /** Epoch ms. */
  at: number;
  summary: string;
}

export interface DebugSnapshot {
  /** Newest first, at most DEBUG_PANEL_LIMITS.events. */
  events: readonly RecordedEvent[];
  /** Oldest first, as the load reporter keeps them. */
  loads: readonly RemoteLoadReport[];
  /** Newest first, as the event log keeps them. */
  logged: readonly LoggedEvent[];
}

export interface DebugSources {
  events: Pick<EventBus<EventMap>, 'tap'>;
  loads: { recorded: () => readonly RemoteLoadReport[]; onRecord: (listener: () => void) => () => void };
  logged: { recent: () => readonly LoggedEvent[] };
}

export interface DebugRecorder {
  /** The same object until something changes (for useSyncExternalStore). */
  snapshot: () => DebugSnapshot;
  /** Calls the listener after changes, at most once per task (impressions come in bursts). */
  subscribe: (listener: () => void) => () => void;
  stop: () => void;
}

export function createDebugRecorder(
  sources: DebugSources,
  {
    now = Date.now,
    schedule = (run: () => void) => void setTimeout(run, 0),
  }: { now?: () => number; schedule?: (run: () => void) => void } = {},
): DebugRecorder {
  let events: RecordedEvent[] = [];
  let nextId = 1;
  let current: DebugSnapshot | null = null;
  let scheduled = false;
  const listeners = new Set<() => void>();

  const changed = () => {
    current = null;
    if (scheduled) return;
    scheduled = true;
    schedule(() => {
      scheduled = false;
      for (const listener of listeners) listener();
    });
  };

  const untap = sources.events.tap((event) => {
    events = [{ id: nextId++, name: event.name, at: now(), summary: payloadSummary(event.payload) }, ...events].slice(
      0,
      DEBUG_PANEL_LIMITS.events,
    );
    changed();
  });
  const unlisten = sources.loads.onRecord(changed);

  return {
    snapshot() {
      current ??= { events, loads: sources.loads.recorded(), logged: sources.logged.recent() };
      return current;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop() {
      untap();
      unlisten();
      listeners.clear();
    },
  };
}
