// The event log's batch endpoint. The shell flushes with sendBeacon, which cannot set headers,
// so the CSRF token may come in the body as csrf_token.

import type { FastifyInstance } from 'fastify';
import { checkLoggedEvent, MAX_EVENTS_PER_BATCH } from 'shared-contracts';
import { ApiHttpError } from '../apiHttpError';
import type { ApiDeps } from '../apiDeps';
import { apiRoute } from '../resourceRoute';

export { MAX_EVENTS_PER_BATCH };

export function eventRoutes(app: FastifyInstance, { storage }: ApiDeps): void {
  apiRoute(app, 'POST /v3/events/', {
    summary: 'Log a batch of site events',
    tags: ['events'],
    handle: async ({ payload }, request) => {
      const { events } = payload;
      // All or nothing: one bad event refuses the batch, naming it.
      events.forEach((event, index) => {
        const problem = checkLoggedEvent(event);
        if (problem)
          throw ApiHttpError.invalidField(
            `events.${index}.${problem.startsWith('impression_kind') ? 'impression_kind' : 'event_type'}`,
            problem,
          );
      });
      const stored = await storage.recordEvents(
        request.viewer.subject,
        events.map((e) => ({
          event_type: e.event_type,
          view_type: e.view_type ?? null,
          view_parameter: e.view_parameter ?? null,
          object_id: e.object_id ?? null,
          impression_kind: e.impression_kind ?? null,
          aux_data: e.aux_data === undefined ? null : typeof e.aux_data === 'string' ? e.aux_data : JSON.stringify(e.aux_data),
          tracking_params: e.tracking_params ?? null,
          client_time: e.time ?? null,
        })),
      );
      return { stored };
    },
  });
}
