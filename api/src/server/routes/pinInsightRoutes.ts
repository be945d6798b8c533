// What a pin's closeup shows about it beyond the pin: 'More about this Pin' (spec section 2) and
// the 'See more stats' figures of /pin/{id}/analytics (spec section 5's creator-analytics rule).

import type { FastifyInstance } from 'fastify';
import { type ApiPinAnalytics } from 'shared-contracts/api';
import { mayViewPinAnalytics, PIN_ANALYTICS_DAYS } from 'shared-contracts/rules';
import { ApiHttpError } from '../apiHttpError';
import type { ApiDeps } from '../apiDeps';
import { resourceRoute } from '../resourceRoute';
import { dailyFigures } from './dailyFigures';

const DAY_MS = 86_400_000;

/** The UTC dates (YYYY-MM-DD) of the `count` days ending with `today`'s, oldest first. */
export function analyticsDates(today: Date, count: number = PIN_ANALYTICS_DAYS): string[] {
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Array.from({ length: count }, (_, i) => new Date(midnight - (count - 1 - i) * DAY_MS).toISOString().slice(0, 10));
}

export function pinInsightRoutes(app: FastifyInstance, { storage }: ApiDeps): void {
  resourceRoute(app, 'PinDetailsResource', 'get', {
    summary: "'More about this Pin': its counts, the boards containing it that the viewer is shown, and its related interests",
    handle: async (options, request) => {
      const details = await storage.pinDetails(request.viewer, Number(options.pin_id));
      if (!details) throw ApiHttpError.notFound('That Pin');
      return { data: details };
    },
  });

  resourceRoute(app, 'PinAnalyticsResource', 'get', {
    summary:
      "A pin's impressions, saves and click-throughs per day over the last 30 days, for its pinner (a partner: spec section 5's rule); anyone else: not found",
    handle: async (options, request) => {
      // Everyone who may not see the figures is told the pin is not there, as for a pin they cannot read.
      const notFound = ApiHttpError.notFound('That Pin');
      const { viewer } = request;
      const access = await storage.pinAccess(viewer, Number(options.pin_id));
      if (!access?.canRead || viewer.userId === null) throw notFound;
      const dates = analyticsDates(new Date());
      const from = dates[0] ?? '';
      const to = dates[dates.length - 1] ?? '';
      const { series: days, totals } = dailyFigures(dates, await storage.pinDayCounts(access.pinId, from, to));
      const board = access.boardId === null ? null : await storage.boardAccess(viewer, access.boardId);
      const me = await storage.getViewer(viewer.userId);
      const allowed = mayViewPinAnalytics({
        viewerId: String(viewer.userId),
        viewerIsPartner: me?.isPartner ?? false,
        pinnerId: String(access.pinnerId),
        boardPrivacy: board?.privacy ?? null,
        isRepin: access.rootPinId !== access.pinId,
        hasRealtimeAnalytics: totals.impressions + totals.saves + totals.clickthroughs > 0,
      });
      if (!allowed) throw notFound;
      const analytics: ApiPinAnalytics = { pin_id: String(access.pinId), from, to, days, totals };
      return { data: analytics };
    },
  });
}
