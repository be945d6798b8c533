// Reads that look something up: the outbound-link check, invite codes, business profiles.

import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { EVENT_TYPES, externalUrl, type ApiOffsiteResult } from 'shared-contracts';
import { ApiHttpError } from '../apiHttpError';
import type { ApiDeps } from '../apiDeps';
import { ok } from '../envelope';
import { requireUser } from '../requestContext';
import { resourceRoute } from '../resourceRoute';
import { Id } from '../schemas';

const OffsiteOptions = Type.Object(
  {
    check_only: Type.Optional(Type.Boolean({ default: true })),
    url: Type.String({ minLength: 1, maxLength: 4000 }),
    pin_id: Type.Optional(Id),
    third_party_ad: Type.Optional(Type.Boolean()),
    client_tracking_params: Type.Optional(Type.String({ maxLength: 4000 })),
    aux_data: Type.Optional(Type.String({ maxLength: 4000 })),
  },
  { additionalProperties: false },
);
type OffsiteQuery = { check_only?: boolean; url: string; pin_id?: string; client_tracking_params?: string; aux_data?: string };

/** The EVENT type of a click-through (spec section 7). */

export function lookupRoutes(app: FastifyInstance, { storage }: ApiDeps): void {
  const offsite = async (request: FastifyRequest, options: OffsiteQuery) => {
    const url = externalUrl(options.url);
    if (!url) throw ApiHttpError.invalidField('url', 'url must be an absolute http(s) URL.');
    if (options.check_only === false) {
      // A click-through (e.g. a right-click then a new tab): logged, and the answer is truthy.
      await storage.recordEvents(request.viewer.subject, [
        {
          event_type: EVENT_TYPES.clickThrough,
          view_type: null,
          view_parameter: null,
          object_id: options.pin_id ?? null,
          impression_kind: null,
          aux_data: options.aux_data ?? null,
          tracking_params: options.client_tracking_params ?? null,
          client_time: null,
        },
      ]);
    }
    const listed = await storage.offsiteStatus(url.hostname);
    const result: ApiOffsiteResult = listed ? { ...listed, url: url.href } : { message: '', redirect_status: 'other', url: url.href };
    return ok(result);
  };

  app.get<{ Querystring: OffsiteQuery }>(
    '/v3/offsite/',
    { schema: { summary: 'Check an outbound link', tags: ['offsite'], querystring: OffsiteOptions } },
    (request) => offsite(request, request.query),
  );
  app.post<{ Body: OffsiteQuery }>(
    '/v3/offsite/',
    { schema: { summary: 'Check an outbound link, or log a click-through (check_only false)', tags: ['offsite'], body: OffsiteOptions } },
    (request) => offsite(request, request.body),
  );

  resourceRoute(app, {
    resource: 'InviteCodeMetadataResource',
    action: 'get',
    summary: 'Who sent an invite code, and through which channel',
    options: Type.Object(
      { invite_code: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }) },
      { additionalProperties: false },
    ),
    handle: async (options) => {
      const metadata = await storage.inviteMetadata(options.invite_code);
      if (!metadata) throw ApiHttpError.notFound('That invite');
      return { data: metadata };
    },
  });

  app.get(
    '/vx/business_access/profiles/',
    { schema: { summary: 'The business profiles the viewer may act as', tags: ['business'] } },
    async (request) => {
      const userId = requireUser(request);
      return ok(await storage.businessProfiles(userId));
    },
  );
}
