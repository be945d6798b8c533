// Reads that look something up: the outbound-link check, invite codes, business profiles.

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RoutePayload } from 'shared-contracts/contract';
import { type ApiOffsiteResult } from 'shared-contracts/api';
import { EVENT_TYPES, externalUrl } from 'shared-contracts/rules';
import { ApiHttpError, found } from '../apiHttpError';
import type { ApiDeps } from '../apiDeps';
import { requireUser } from '../requestContext';
import { apiRoute, resourceRoute } from '../resourceRoute';

type OffsiteQuery = RoutePayload<'GET /v3/offsite/'>;

export function lookupRoutes(app: FastifyInstance, { storage }: ApiDeps): void {
  const offsite = async (request: FastifyRequest, options: OffsiteQuery, method: 'GET' | 'POST') => {
    const url = externalUrl(options.url);
    if (!url) throw ApiHttpError.invalidField('url', 'url must be an absolute http(s) URL.');
    // A GET writes nothing: a link, an image or a prefetch could otherwise log click-throughs for anyone.
    if (options.check_only === false && method === 'GET')
      throw ApiHttpError.invalidField('check_only', 'check_only=false logs a click-through: send it with POST.');
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
    return result;
  };

  apiRoute(app, 'GET /v3/offsite/', {
    summary: 'Check an outbound link',
    tags: ['offsite'],
    handle: ({ payload }, request) => offsite(request, payload, 'GET'),
  });
  apiRoute(app, 'POST /v3/offsite/', {
    summary: 'Check an outbound link, or log a click-through (check_only false)',
    tags: ['offsite'],
    handle: ({ payload }, request) => offsite(request, payload, 'POST'),
  });

  resourceRoute(app, 'InviteCodeMetadataResource', 'get', {
    summary: 'Who sent an invite code, and through which channel',
    handle: async (options) => {
      const metadata = found(await storage.inviteMetadata(options.invite_code), 'That invite');
      return { data: metadata };
    },
  });

  apiRoute(app, 'GET /vx/business_access/profiles/', {
    summary: 'The business profiles the viewer may act as',
    tags: ['business'],
    handle: async (_call, request) => storage.businessProfiles(requireUser(request)),
  });
}
