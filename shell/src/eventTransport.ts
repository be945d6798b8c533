// How the event log's batches reach the API: while the page lives, with the page's API client
// (axios: the CSRF header, the API's errors, the server's Retry-After), which says what became of
// each; as the page goes, with sendBeacon, which outlives it but never says.

// Module code outside React (the event log's, started by the page's entry): the page's client itself.
import { ApiCallError, api } from 'page-runtime';
import type { RouteRequest } from 'shared-contracts/api';
import { sendBeacon } from './loadReporter';

export const EVENT_LOG_PATH = '/v3/events/';

export type EventBatch = NonNullable<RouteRequest<'POST /v3/events/'>['payload']>;

/** What became of a batch: stored, worth sending again (after `afterMs` when the server said), or refused for good. */
export type PostOutcome = { kind: 'stored' } | { kind: 'retry'; afterMs?: number } | { kind: 'refused' };

export interface EventTransport {
  post: (batch: EventBatch) => Promise<PostOutcome>;
  /** Hands a batch's JSON to the browser to send as the page goes; false when it refused it. */
  beacon: (url: string, body: string) => boolean;
}

/** Too many events for now (429), the server or a proxy failing (5xx), or no answer (0). */
const worthRetrying = (status: number) => status === 429 || status === 0 || status >= 500;

export const pageEventTransport: EventTransport = {
  async post(batch) {
    try {
      await api.send('POST /v3/events/', { payload: batch });
      return { kind: 'stored' };
    } catch (error) {
      if (!(error instanceof ApiCallError)) return { kind: 'retry' };
      if (!worthRetrying(error.status)) return { kind: 'refused' };
      return error.retryAfterMs === undefined ? { kind: 'retry' } : { kind: 'retry', afterMs: error.retryAfterMs };
    }
  },
  beacon: sendBeacon,
};
