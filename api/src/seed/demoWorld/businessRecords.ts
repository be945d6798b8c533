// What each business's manager screens list: tags, audiences, invoices, ad accounts, asset groups
// and brand safety. Harbor & Pine has some of everything; Brightside has no shared tags, audiences
// or asset groups and Loom & Ladle no asset groups, so those screens' empty states are real.
// Fixed, no random draws: invoice periods are the calendar months before `now`.

import type { WorldBoard, WorldBusinessRecords } from '../../storage/worldImport';
import { HOUR, DAY, type Iso } from './clock';
import { BUSINESS_IDS } from './businessAccounts';

const { harborAndPine, brightside, loomAndLadle } = BUSINESS_IDS;

/** The first and last day (YYYY-MM-DD, UTC) of the calendar month `back` months before `now`'s. */
function monthBefore(now: Date, back: number): { periodStart: string; periodEnd: string } {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() - back;
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { periodStart: day(Date.UTC(year, month, 1)), periodEnd: day(Date.UTC(year, month + 1, 0)) };
}

export function businessRecords(now: Date, iso: Iso, boards: readonly WorldBoard[]): WorldBusinessRecords {
  const publicBoardsOf = (ownerId: number) =>
    boards.filter((b) => b.ownerId === ownerId && b.privacy === 'public' && !b.archived && b.layout === 'default').map((b) => b.id);
  const harborBoards = publicBoardsOf(harborAndPine);
  return {
    sharedTags: [
      { id: 1, businessId: harborAndPine, name: 'harborandpinehome.com tag', kind: 'tag', status: 'active', lastEventAt: iso(2 * HOUR) },
      {
        id: 2,
        businessId: harborAndPine,
        name: 'Storefront Conversions API',
        kind: 'conversions_api',
        status: 'active',
        lastEventAt: iso(20 * 60_000),
      },
      { id: 3, businessId: harborAndPine, name: 'Old checkout tag', kind: 'tag', status: 'inactive', lastEventAt: iso(94 * DAY) },
      { id: 4, businessId: loomAndLadle, name: 'loomandladle.com tag', kind: 'tag', status: 'inactive', lastEventAt: null },
    ],
    audiences: [
      { id: 1, businessId: harborAndPine, name: 'Newsletter subscribers', kind: 'customer_list', size: 18_400, status: 'ready' },
      { id: 2, businessId: harborAndPine, name: 'Site visitors, last 30 days', kind: 'visitors', size: 52_000, status: 'ready' },
      { id: 3, businessId: harborAndPine, name: 'Saved our Pins', kind: 'engagement', size: null, status: 'building' },
      { id: 4, businessId: harborAndPine, name: 'Like our best customers', kind: 'actalike', size: 1_200_000, status: 'ready' },
      { id: 5, businessId: loomAndLadle, name: 'Cookbook buyers', kind: 'customer_list', size: 240, status: 'too_small' },
      { id: 6, businessId: loomAndLadle, name: 'Recipe savers', kind: 'engagement', size: 9_800, status: 'ready' },
    ],
    invoices: [
      { id: 1, businessId: harborAndPine, number: 'HP-2041', ...monthBefore(now, 1), amountCents: 184_250, currency: 'USD', status: 'due' },
      {
        id: 2,
        businessId: harborAndPine,
        number: 'HP-2040',
        ...monthBefore(now, 2),
        amountCents: 162_900,
        currency: 'USD',
        status: 'paid',
      },
      {
        id: 3,
        businessId: harborAndPine,
        number: 'HP-2039',
        ...monthBefore(now, 3),
        amountCents: 171_015,
        currency: 'USD',
        status: 'paid',
      },
      { id: 4, businessId: brightside, number: 'BO-0312', ...monthBefore(now, 1), amountCents: 23_800, currency: 'CAD', status: 'paid' },
      {
        id: 5,
        businessId: loomAndLadle,
        number: 'LL-0588',
        ...monthBefore(now, 1),
        amountCents: 45_600,
        currency: 'GBP',
        status: 'overdue',
      },
      { id: 6, businessId: loomAndLadle, number: 'LL-0587', ...monthBefore(now, 2), amountCents: 39_990, currency: 'GBP', status: 'paid' },
    ],
    adAccounts: [
      {
        id: 1,
        businessId: harborAndPine,
        name: 'Harbor & Pine US',
        currency: 'USD',
        country: 'United States',
        status: 'active',
        ceeMigration: 'not_needed',
      },
      {
        id: 2,
        businessId: harborAndPine,
        name: 'Harbor & Pine Germany',
        currency: 'EUR',
        country: 'Germany',
        status: 'active',
        ceeMigration: 'migrated',
      },
      {
        id: 3,
        businessId: brightside,
        name: 'Brightside Canada',
        currency: 'CAD',
        country: 'Canada',
        status: 'paused',
        ceeMigration: 'not_needed',
      },
      {
        id: 4,
        businessId: loomAndLadle,
        name: 'Loom & Ladle UK',
        currency: 'GBP',
        country: 'United Kingdom',
        status: 'active',
        ceeMigration: 'not_needed',
      },
      {
        id: 5,
        businessId: loomAndLadle,
        name: 'Loom & Ladle France',
        currency: 'EUR',
        country: 'France',
        status: 'active',
        ceeMigration: 'pending',
      },
    ],
    assetGroups: [
      {
        id: 1,
        businessId: harborAndPine,
        name: 'Spring refresh campaign',
        description: 'The boards and the US account behind the spring campaign.',
        boardIds: harborBoards.slice(0, 2),
        adAccountIds: [1],
      },
      {
        id: 2,
        businessId: harborAndPine,
        name: 'Europe',
        description: 'Everything that runs in Europe.',
        boardIds: harborBoards.slice(2, 3),
        adAccountIds: [2],
      },
    ],
    brandSafety: [
      { businessId: harborAndPine, inventory: 'standard', blockedDomains: ['gossipdaily.example', 'clickbaitnews.example'] },
      {
        businessId: loomAndLadle,
        inventory: 'limited',
        blockedDomains: ['fastfoodfights.example', 'rumourmill.example', 'spamrecipes.example'],
      },
    ],
  };
}
