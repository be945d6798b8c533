// The business tools (issue 20): turning an account into a business account, and the pages of a
// business (dashboard, catalog, members, the manager screens' records) and of a business hierarchy.
// Who may open a business's pages is businessPageAccess.ts; each screen's capability is toolNeeds.

import type { FastifyInstance } from 'fastify';
import { type ApiBusinessDashboard, type ApiBusinessDay } from 'shared-contracts/api';
import { BUSINESS_TOP_PINS, type BusinessConvertInput, businessConvertProblems, toolNeeds } from 'shared-contracts/rules';
import type { Storage } from '../../storage/storage';
import { ApiHttpError } from '../apiHttpError';
import type { ApiDeps } from '../apiDeps';
import { openBusiness } from '../businessPageAccess';
import { requirePerson } from '../requestContext';
import { apiRoute } from '../resourceRoute';
import { dailyFigures } from './dailyFigures';
import { analyticsDates } from './pinInsightRoutes';

/** A hierarchy's dashboard totals cover this many days. */
const HIERARCHY_DAYS = 30;

/** The convert form's fields in the order the form shows them: the first problem is the one named. */
const CONVERT_FIELDS: ReadonlyArray<keyof BusinessConvertInput> = ['business_name', 'website', 'country', 'category'];

interface Figures {
  from: string;
  to: string;
  series: ApiBusinessDay[];
  totals: ApiBusinessDashboard['totals'];
}

/** The businesses' figures per day over the `days` ending today (UTC), days without any as zeros. */
async function figures(storage: Storage, businessIds: number[], days: number): Promise<Figures> {
  const dates = analyticsDates(new Date(), days);
  const from = dates[0] ?? '';
  const to = dates[dates.length - 1] ?? '';
  const { series, totals } = dailyFigures(dates, await storage.businessDayCounts(businessIds, from, to));
  return { from, to, series, totals };
}

export function businessRoutes(app: FastifyInstance, { storage }: ApiDeps): void {
  apiRoute(app, 'GET /vx/business/account/', {
    summary: "The viewer's business account, or null for a personal account",
    tags: ['business'],
    handle: async (_call, request) => storage.businessAccount(requirePerson(request)),
  });

  apiRoute(app, 'POST /vx/business/convert/', {
    summary: "Turn the viewer's personal account into a business account",
    tags: ['business'],
    handle: async ({ payload }, request) => {
      const userId = requirePerson(request);
      const problems = businessConvertProblems(payload);
      for (const field of CONVERT_FIELDS) {
        const problem = problems[field];
        if (problem !== undefined) throw ApiHttpError.invalidField(field, problem);
      }
      const website = payload.website.trim();
      const account = await storage.createBusinessAccount(userId, {
        businessName: payload.business_name.trim(),
        website: website === '' ? null : website,
        country: payload.country,
        category: payload.category,
      });
      if (!account) {
        throw new ApiHttpError(409, 'conflict', 'Your account is already a business account: open the business hub to manage it.');
      }
      return account;
    },
  });

  apiRoute(app, 'GET /vx/business/:business_id/dashboard/', {
    summary: "A business's impressions, saves and click-throughs per day over 7 or 30 days, and its top pins",
    tags: ['business'],
    handle: async ({ params, payload }, request) => {
      const business = await openBusiness(storage, request, params.business_id, toolNeeds('dashboard'));
      const days = payload.days ?? 7;
      const { from, to, series, totals } = await figures(storage, [Number(business.id)], days);
      const topPins = await storage.businessTopPins(Number(business.id), from, to, BUSINESS_TOP_PINS);
      return { business, days, from, to, series, totals, top_pins: topPins };
    },
  });

  apiRoute(app, 'GET /vx/business/:business_id/catalog/', {
    summary: "A business's product pins with price and availability, filtered by availability and title",
    tags: ['business'],
    handle: async ({ params, payload }, request) => {
      const business = await openBusiness(storage, request, params.business_id, toolNeeds('catalogs'));
      const all = await storage.businessProducts(Number(business.id));
      const query = payload.q?.trim().toLocaleLowerCase() ?? '';
      const products = all.filter(
        (p) =>
          (payload.availability === undefined || p.availability === payload.availability) &&
          (query === '' || p.title.toLocaleLowerCase().includes(query)),
      );
      return { business, total: all.length, products };
    },
  });

  apiRoute(app, 'GET /vx/business/:business_id/members/', {
    summary: 'The people with access to a business, their permissions and two-factor status',
    tags: ['business'],
    handle: async ({ params }, request) => {
      const business = await openBusiness(storage, request, params.business_id, toolNeeds('security'));
      return { business, members: await storage.businessMembers(Number(business.id)) };
    },
  });

  apiRoute(app, 'GET /vx/business/:business_id/records/:kind/', {
    summary: "The records behind one of a business's manager screens (tags, audiences, invoices, ad accounts, asset groups, brand safety)",
    tags: ['business'],
    handle: async ({ params }, request) => {
      const business = await openBusiness(storage, request, params.business_id, toolNeeds(params.kind));
      return { business, ...(await storage.businessRecords(Number(business.id), params.kind)) };
    },
  });

  apiRoute(app, 'GET /vx/business_hierarchy/:hierarchy_id/', {
    summary: "A business hierarchy's businesses, managers and last 30 days' figures, for its managers",
    tags: ['business'],
    handle: async ({ params }, request) => {
      const personId = String(requirePerson(request));
      const hierarchy = await storage.businessHierarchy(Number(params.hierarchy_id));
      // Anyone but its managers is told it is not there, as for an id that names none.
      if (!hierarchy?.managers.some((m) => m.user_id === personId)) throw ApiHttpError.notFound('That business hierarchy');
      const { totals } = await figures(
        storage,
        hierarchy.businesses.map((b) => Number(b.id)),
        HIERARCHY_DAYS,
      );
      return { ...hierarchy, totals, requiresMfa: hierarchy.managers.every((m) => m.mfaEnabled) };
    },
  });
}
