// In-product experiences: fetch by placement, view, complete, dismiss, trigger (spec section 4).
// Visitors have experiences too, kept under their anonymous id.

import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiExperience } from 'shared-contracts';
import type { ExperienceMark } from '../../storage/storage';
import { ApiHttpError } from '../apiHttpError';
import type { ApiDeps } from '../apiDeps';
import { ok } from '../envelope';
import { resourceRoute } from '../resourceRoute';

const PlacedExperienceId = Type.String({ pattern: '^[A-Za-z0-9_-]{1,32}:[A-Za-z0-9_-]{1,32}$', description: "'placement:experience'" });
const Context = {
  extra_context: Type.Optional(Type.Union([Type.String({ maxLength: 4000 }), Type.Record(Type.String(), Type.Unknown())])),
  targeting: Type.Optional(Type.Union([Type.String({ maxLength: 4000 }), Type.Record(Type.String(), Type.Unknown())])),
};

function byPlacement(experiences: ApiExperience[]): Record<string, ApiExperience> {
  return Object.fromEntries(experiences.map((e) => [e.placement_id, e]));
}

export function experienceRoutes(app: FastifyInstance, { storage }: ApiDeps): void {
  const knownExperience = async (placed: string) => {
    const [placementId = '', experienceId = ''] = placed.split(':');
    if (!(await storage.experienceExists(placementId, experienceId))) throw ApiHttpError.notFound('That experience');
    return { placementId, experienceId };
  };
  const mark = async (request: FastifyRequest, placed: string, what: ExperienceMark) => {
    const { placementId, experienceId } = await knownExperience(placed);
    await storage.markExperience(request.viewer.subject, placementId, experienceId, what);
    return { placed_experience_id: placed, [what]: true };
  };

  resourceRoute(app, {
    resource: 'UserExperienceResource',
    action: 'get',
    summary: 'The experience to show in each of the given placements (none for bots)',
    options: Type.Object(
      { placement_ids: Type.Array(Type.String({ pattern: '^[A-Za-z0-9_-]{1,32}$' }), { minItems: 1, maxItems: 50 }), ...Context },
      { additionalProperties: false },
    ),
    handle: async (options, request) => ({ data: byPlacement(await storage.listExperiences(request.viewer, options.placement_ids)) }),
  });

  resourceRoute(app, {
    resource: 'UserExperiencePlatformResource',
    action: 'get',
    summary: 'The experience of every placement',
    options: Type.Object({ multiExperiencePlatform: Type.Optional(Type.Boolean()), ...Context }, { additionalProperties: false }),
    handle: async (_options, request) => ({ data: byPlacement(await storage.listExperiences(request.viewer, null)) }),
  });

  // Dismiss, view and complete: one placed experience id each, one mark each.
  const marks: Array<{ resource: string; action: 'delete' | 'update'; summary: string; mark: ExperienceMark }> = [
    { resource: 'UserExperienceResource', action: 'delete', summary: 'Dismiss an experience', mark: 'dismissed' },
    { resource: 'UserExperienceViewedResource', action: 'update', summary: 'Record that an experience was viewed (once)', mark: 'viewed' },
    {
      resource: 'UserExperienceCompletedResource',
      action: 'update',
      summary: 'Record that an experience was completed',
      mark: 'completed',
    },
  ];
  for (const { resource, action, summary, mark: what } of marks) {
    resourceRoute(app, {
      resource,
      action,
      summary,
      options: Type.Object({ placed_experience_id: PlacedExperienceId, ...Context }, { additionalProperties: false }),
      handle: async (options, request) => ({ data: await mark(request, options.placed_experience_id, what) }),
    });
  }

  // The id travels URL-encoded ('1000162%3A502597'); fastify decodes the parameter.
  app.route<{ Params: { placed: string }; Body: { extra_context?: string } | undefined }>({
    method: 'PUT',
    url: '/v3/experiences/:placed/trigger/',
    schema: {
      summary: "Trigger an experience (one listed in another experience's triggerable_placed_exps)",
      tags: ['experiences'],
      params: Type.Object({ placed: PlacedExperienceId }),
      body: Type.Object({ extra_context: Type.Optional(Type.String({ maxLength: 4000 })) }, { additionalProperties: false }),
    },
    handler: async (request) => ok(await mark(request, request.params.placed, 'triggered')),
  });
}
