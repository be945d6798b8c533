// The event log's batch endpoint. The shell flushes with sendBeacon, which cannot set headers,
// so the CSRF token may come in the body as csrf_token.

import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { checkLoggedEvent } from 'shared-contracts';
import { ApiHttpError } from '../apiHttpError';
import type { ApiDeps } from '../apiDeps';
import { ok } from '../envelope';

export const MAX_EVENTS_PER_BATCH = 500;

const Json = Type.Union([Type.String({ maxLength: 8000 }), Type.Record(Type.String(), Type.Unknown())]);

const LoggedEvent = Type.Object(
  {
    event_type: Type.Integer({ minimum: 0 }),
    view_type: Type.Optional(Type.Integer({ minimum: 0 })),
    view_parameter: Type.Optional(Type.Integer({ minimum: 0 })),
    object_id: Type.Optional(Type.String({ maxLength: 64 })),
    impression_kind: Type.Optional(Type.String({ maxLength: 16 })),
    aux_data: Type.Optional(Json),
    tracking_params: Type.Optional(Type.String({ maxLength: 4000 })),
    time: Type.Optional(Type.String({ format: 'date-time' })),
  },
  { additionalProperties: false },
);

const Batch = Type.Object(
  {
    events: Type.Array(LoggedEvent, { minItems: 1, maxItems: MAX_EVENTS_PER_BATCH }),
    csrf_token: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);

type BatchBody = {
  events: Array<{
    event_type: number;
    view_type?: number;
    view_parameter?: number;
    object_id?: string;
    impression_kind?: string;
    aux_data?: string | Record<string, unknown>;
    tracking_params?: string;
    time?: string;
  }>;
};

export function eventRoutes(app: FastifyInstance, { storage }: ApiDeps): void {
  app.post<{ Body: BatchBody }>(
    '/v3/events/',
    { schema: { summary: 'Log a batch of site events', tags: ['events'], body: Batch } },
    async (request) => {
      const { events } = request.body;
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
      return ok({ stored });
    },
  );
}
