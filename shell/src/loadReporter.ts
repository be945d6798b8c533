// Per page view, how each remote loaded (version, time, failure), batched and sent with
// sendBeacon when the page is hidden or left, so reporting never delays the page.

import { MAX_LOADS_PER_REPORT, PLATFORM_REPORTS_PATH, type RemoteLoadReport } from 'shared-contracts/platform';

export interface LoadReporter {
  record: (report: RemoteLoadReport) => void;
  /** Sends what is queued; called on hide, exposed for tests. */
  flush: () => void;
  /** This page's loads, oldest first, the last MAX_LOADS_PER_REPORT of them (the employee debug panel shows them). */
  recorded: () => readonly RemoteLoadReport[];
  /** Calls the listener after each load is recorded; returns the unsubscribe function. */
  onRecord: (listener: () => void) => () => void;
}

export function createLoadReporter(
  target: Pick<Window, 'addEventListener'> & { document: Pick<Document, 'visibilityState'> },
  send: (url: string, body: string) => boolean,
): LoadReporter {
  let queue: RemoteLoadReport[] = [];
  let history: RemoteLoadReport[] = [];
  const listeners = new Set<() => void>();
  const flush = () => {
    while (queue.length > 0) {
      const batch = queue.slice(0, MAX_LOADS_PER_REPORT);
      queue = queue.slice(MAX_LOADS_PER_REPORT);
      if (!send(PLATFORM_REPORTS_PATH, JSON.stringify({ loads: batch }))) {
        // The browser refused the beacon (too much queued): keep the rest for the next hide.
        queue = [...batch, ...queue];
        return;
      }
    }
  };
  target.addEventListener('visibilitychange', () => {
    if (target.document.visibilityState === 'hidden') flush();
  });
  target.addEventListener('pagehide', flush);
  return {
    record(report) {
      queue.push(report);
      history = [...history, report].slice(-MAX_LOADS_PER_REPORT);
      for (const listener of listeners) listener();
    },
    flush,
    recorded: () => history,
    onRecord(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** sendBeacon with a text/plain body (no CORS preflight); the server parses it as JSON. */
export function sendBeacon(url: string, body: string): boolean {
  return typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, body);
}
