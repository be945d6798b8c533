// The first-run step after sign-up (onboarding's InterestPicker): the topics a new person picks
// for their home feed, or their skip. Either ends the step for good; the viewer comes back without it.

import type { FastifyInstance } from 'fastify';
import { INTEREST_PICKER_MIN, INTEREST_PICKER_TOO_FEW } from 'shared-contracts/rules';
import { ApiHttpError, found } from '../apiHttpError';
import type { ApiDeps } from '../apiDeps';
import { requireUser } from '../requestContext';
import { resourceRoute } from '../resourceRoute';

export function firstRunRoutes(app: FastifyInstance, { storage }: ApiDeps): void {
  const viewerOf = async (userId: number) => {
    const viewer = found(await storage.getViewer(userId), 'That user');
    return viewer;
  };

  resourceRoute(app, 'OnboardingInterestsResource', 'update', {
    summary: `Follow the topics a new person picked (at least ${INTEREST_PICKER_MIN}) and end the first-run step`,
    handle: async (options, request) => {
      const userId = requireUser(request);
      if (options.interest_ids.length < INTEREST_PICKER_MIN) throw ApiHttpError.invalidField('interest_ids', INTEREST_PICKER_TOO_FEW);
      const ids = options.interest_ids.map(Number);
      for (const id of ids)
        if (!(await storage.interestExists(id))) throw ApiHttpError.invalidField('interest_ids', `There is no topic ${id}.`);
      await storage.finishInterestPicker(userId, ids);
      return { data: await viewerOf(userId) };
    },
  });

  resourceRoute(app, 'OnboardingInterestsResource', 'delete', {
    summary: 'Skip the first-run step: it is not shown again',
    handle: async (_options, request) => {
      const userId = requireUser(request);
      await storage.finishInterestPicker(userId, []);
      return { data: await viewerOf(userId) };
    },
  });
}
