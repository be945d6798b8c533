// In-product experiences: fetch by placement, view, complete, dismiss, trigger (spec section 4).
// Visitors have experiences too, kept under their anonymous id.

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiExperience } from 'shared-contracts/api';
import type { ExperienceMark } from '../../storage/storage';
import { ApiHttpError } from '../apiHttpError';
import type { ApiDeps } from '../apiDeps';
import { apiRoute, resourceRoute } from '../resourceRoute';

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

  resourceRoute(app, 'UserExperienceResource', 'get', {
    summary: 'The experience to show in each of the given placements (none for bots)',
    handle: async (options, request) => ({ data: byPlacement(await storage.listExperiences(request.viewer, options.placement_ids)) }),
  });

  resourceRoute(app, 'UserExperiencePlatformResource', 'get', {
    summary: 'The experience of every placement',
    handle: async (_options, request) => ({ data: byPlacement(await storage.listExperiences(request.viewer, null)) }),
  });

  // Dismiss, view and complete: one placed experience id each, one mark each.
  resourceRoute(app, 'UserExperienceResource', 'delete', {
    summary: 'Dismiss an experience',
    handle: async (options, request) => ({ data: await mark(request, options.placed_experience_id, 'dismissed') }),
  });
  resourceRoute(app, 'UserExperienceViewedResource', 'update', {
    summary: 'Record that an experience was viewed (once)',
    handle: async (options, request) => ({ data: await mark(request, options.placed_experience_id, 'viewed') }),
  });
  resourceRoute(app, 'UserExperienceCompletedResource', 'update', {
    summary: 'Record that an experience was completed',
    handle: async (options, request) => ({ data: await mark(request, options.placed_experience_id, 'completed') }),
  });

  // The id travels URL-encoded ('1000162%3A502597'); fastify decodes the parameter.
  apiRoute(app, 'PUT /v3/experiences/:placed/trigger/', {
    summary: "Trigger an experience (one listed in another experience's triggerable_placed_exps)",
    tags: ['experiences'],
    handle: async ({ params }, request) => mark(request, params.placed, 'triggered'),
  });
}
