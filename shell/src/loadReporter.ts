// Per page view, how each remote loaded (version, time, failure), batched and sent with
// sendBeacon when the page is hidden or left, so reporting never delays the page.

import { MAX_LOADS_PER_REPORT, PLATFORM_REPORTS_PATH, type RemoteLoadReport } from 'shared-contracts';

export interface LoadReporter {
  record: (report: RemoteLoadReport) => void;
  /** Sends what is queued; called on hide, exposed for tests. */
  flush: () => void;
}

export function createLoadReporter(
  target: Pick<Window, 'addEventListener'> & { document: Pick<Document, 'visibilityState'> },
  send: (url: string, body: string) => boolean,
): LoadReporter {
  let queue: RemoteLoadReport[] = [];
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
    },
    flush,
  };
}

/** sendBeacon with a text/plain body (no CORS preflight); the server parses it as JSON. */
export function sendBeacon(url: string, body: string): boolean {
  return typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, body);
}
