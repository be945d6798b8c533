// Search by name: the search page's boards and people tabs (pins are BaseSearchResource, in
// feedRoutes), and the search box's typeahead of interests, boards and people.

import type { FastifyInstance } from 'fastify';
import { TYPEAHEAD_LIMITS } from 'shared-contracts/rules';
import type { ApiDeps } from '../apiDeps';
import { pageAnswer, pageOf, resourceRoute } from '../resourceRoute';

export function searchRoutes(app: FastifyInstance, { storage }: ApiDeps): void {
  resourceRoute(app, 'TypeaheadResource', 'get', {
    summary:
      'What the search box suggests: interests, boards the viewer may see and people whose names match, names that start with the term first',
    handle: async (options, request) => ({
      data: await storage.typeahead(request.viewer, options.term, options.count ?? TYPEAHEAD_LIMITS.defaultPerKind),
    }),
  });

  resourceRoute(app, 'BoardSearchResource', 'get', {
    summary: "Boards by name, as the viewer may see them listed (never someone else's secret board), names that start with the query first",
    handle: async (options, request) => {
      return pageAnswer(await storage.searchBoards(request.viewer, options.query, pageOf(options)));
    },
  });

  resourceRoute(app, 'UserSearchResource', 'get', {
    summary: 'People by username or full name, names that start with the query first',
    handle: async (options, request) => {
      return pageAnswer(await storage.searchUsers(request.viewer, options.query, pageOf(options)));
    },
  });
}
