// The event log's batch endpoint. The shell sends its batches with the page's API client, and the
// last ones with sendBeacon, which cannot set headers, so the CSRF token may come in the body as
// csrf_token. Only a page this site served may log (its signed token); each visitor and each
// address has a budget of events per minute sized from a person's brisk scroll (eventLimits.ts),
// which a batch spends by its new events; a batch is small; an impression counts once per page view
// and a page view logs at most so many events (pageViewLedger.ts); an impression keeps only the
// fields the site sends (impressionAuxData.ts); and events older than the retention are pruned
// (eventRetention.ts).

import type { FastifyInstance } from 'fastify';
import { checkLoggedEvent, MAX_EVENT_AUX_DATA_BYTES, MAX_EVENT_BATCH_BYTES, MAX_EVENTS_PER_BATCH } from 'shared-contracts/rules';
import { ApiHttpError } from '../apiHttpError';
import type { ApiDeps } from '../apiDeps';
import { impressionAuxData } from '../impressionAuxData';
import { MAX_EVENTS_PER_ADDRESS_PER_MINUTE, MAX_EVENTS_PER_PAGE_VIEW, MAX_EVENTS_PER_VISITOR_PER_MINUTE } from '../eventLimits';
import { createPageViewLedger, IMPRESSION_EVENT_TYPES } from '../pageViewLedger';
import { apiRoute } from '../resourceRoute';
import { createWindowCounter } from '../windowCounter';

export { MAX_EVENTS_PER_ADDRESS_PER_MINUTE, MAX_EVENTS_PER_BATCH, MAX_EVENTS_PER_PAGE_VIEW, MAX_EVENTS_PER_VISITOR_PER_MINUTE };
/** Visitors and addresses whose budgets are tracked at once. */
const MAX_TRACKED_KEYS = 100_000;

export function eventRoutes(app: FastifyInstance, { storage, pageTokens }: ApiDeps): void {
  const perVisitor = createWindowCounter({ limit: MAX_EVENTS_PER_VISITOR_PER_MINUTE, windowMs: 60_000, maxKeys: MAX_TRACKED_KEYS });
  const perAddress = createWindowCounter({ limit: MAX_EVENTS_PER_ADDRESS_PER_MINUTE, windowMs: 60_000, maxKeys: MAX_TRACKED_KEYS });
  const pageViews = createPageViewLedger({ maxEventsPerPage: MAX_EVENTS_PER_PAGE_VIEW });

  apiRoute(app, 'POST /v3/events/', {
    summary: 'Log a batch of site events',
    tags: ['events'],
    bodyLimit: MAX_EVENT_BATCH_BYTES,
    // Visitors log events too: their batches get the same limit.
    visitorBodyLimit: MAX_EVENT_BATCH_BYTES,
    handle: async ({ payload }, request) => {
      const { events } = payload;
      const page = pageTokens.read(payload.page_token);
      if (!page) throw ApiHttpError.forbidden('This page is too old to log events. Reload the page.');
      // All or nothing: one bad event refuses the batch, naming it.
      events.forEach((event, index) => {
        const problem = checkLoggedEvent(event);
        if (problem)
          throw ApiHttpError.invalidField(
            `events.${index}.${problem.startsWith('impression_kind') ? 'impression_kind' : 'event_type'}`,
            problem,
          );
        if (event.aux_data !== undefined && Buffer.byteLength(auxDataText(event.aux_data)) > MAX_EVENT_AUX_DATA_BYTES)
          throw ApiHttpError.invalidField(
            `events.${index}.aux_data`,
            `events.${index}.aux_data must be at most ${MAX_EVENT_AUX_DATA_BYTES} bytes.`,
          );
      });
      const verdict = pageViews.admit(page.page, events);
      if (verdict.full) {
        throw ApiHttpError.tooMany(`This page has logged all the events one page may (${MAX_EVENTS_PER_PAGE_VIEW}). Reload the page.`, 60);
      }
      const { kept } = verdict;
      // Nothing new (a replay, or a card seen again): nothing to spend a budget on.
      if (kept.length === 0) return { stored: 0 };
      // The page's visitor and the signed-in or anonymous one: a stolen token does not lend another
      // budget. A batch spends its new events (repeats are free), all or none: refused, it spent
      // nothing and the page sends it again whole after Retry-After.
      const visitorKeys = [...new Set([`page:${page.visitor}`, `subject:${request.viewer.subject}`])];
      for (const key of visitorKeys) {
        const taken = perVisitor.check(key, kept.length);
        if (!taken.ok) throw tooMany(taken.retryAfterS);
      }
      const address = perAddress.take(request.ip, kept.length);
      if (!address.ok) throw tooMany(address.retryAfterS);
      for (const key of visitorKeys) perVisitor.take(key, kept.length);
      const rows = kept.map((e) => ({
        event_type: e.event_type,
        view_type: e.view_type ?? null,
        view_parameter: e.view_parameter ?? null,
        object_id: e.object_id ?? null,
        impression_kind: e.impression_kind ?? null,
        aux_data: storedAuxData(e),
        tracking_params: e.tracking_params ?? null,
        client_time: e.time ?? null,
      }));
      let stored: number;
      try {
        stored = await storage.recordEvents(request.viewer.subject, rows);
      } catch (error) {
        // Not stored: the page sends the batch again, which must not pay twice.
        perAddress.give(request.ip, kept.length);
        for (const key of visitorKeys) perVisitor.give(key, kept.length);
        throw error;
      }
      verdict.record();
      return { stored };
    },
  });
}

/** An impression's own fields only (impressionAuxData.ts); any other event's aux_data as sent. */
function storedAuxData(event: { event_type: number; aux_data?: string | Record<string, unknown> | undefined }): string | null {
  if (IMPRESSION_EVENT_TYPES.has(event.event_type)) return impressionAuxData(event.aux_data);
  return event.aux_data === undefined ? null : auxDataText(event.aux_data);
}

function auxDataText(value: string | Record<string, unknown>): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function tooMany(retryAfterS: number): ApiHttpError {
  return ApiHttpError.tooMany(`Too many events from this page. Try again in ${retryAfterS} seconds.`, retryAfterS);
}
