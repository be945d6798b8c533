// The demo world's business side (issue 20): the business accounts, the records of their manager
// screens, the hierarchy, the people with access, and the businesses' month of events.

import { BUSINESS_CATEGORIES, BUSINESS_COUNTRIES, IMPRESSION_TYPES } from 'shared-contracts/rules';
import { createDemoWorld } from '../demoWorld';
import type { WorldImport } from '../../storage/worldImport';
import { BUSINESS_IDS } from './businessAccounts';

const NOW = new Date('2025-06-01T12:00:00.000Z');
const world: WorldImport = createDemoWorld({ now: NOW });
const businessIds: number[] = Object.values(BUSINESS_IDS);
const pinner = new Map(world.pins.map((p) => [String(p.id), p.pinnerId]));

describe('the demo world for business tools', () => {
  it('makes users 5, 6 and 7 business accounts with the convert form’s choices, converted in the past', () => {
    expect(world.businessAccounts.map((a) => a.userId)).toEqual([5, 6, 7]);
    for (const a of world.businessAccounts) {
      expect(BUSINESS_COUNTRIES).toContain(a.country);
      expect(BUSINESS_CATEGORIES).toContain(a.category);
      expect(Date.parse(a.convertedAt)).toBeLessThan(NOW.getTime());
    }
  });

  it("keeps the partner's three profiles as they were, and gives each business more people", () => {
    const partner = world.businessAccess.filter((a) => a.memberId === 2);
    expect(partner.map((a) => [a.businessUserId, a.permissions, a.viewerMeetsMfa])).toEqual([
      [5, ['OWNER'], false],
      [6, ['ANALYST'], true],
      [7, ['CAMPAIGN_MANAGER'], false],
    ]);
    for (const id of businessIds) expect(world.businessAccess.filter((a) => a.businessUserId === id).length).toBeGreaterThanOrEqual(2);
    // Never the accounts other tests rely on having no business: demo, employee, newbie.
    expect(world.businessAccess.some((a) => [1, 3, 4].includes(a.memberId))).toBe(false);
  });

  it('gives every record to a business account, and asset groups only their own boards and ad accounts', () => {
    const r = world.businessRecords;
    const rows = [...r.sharedTags, ...r.audiences, ...r.invoices, ...r.adAccounts, ...r.assetGroups, ...r.brandSafety];
    for (const row of rows) expect(businessIds).toContain(row.businessId);
    for (const group of r.assetGroups) {
      expect(group.boardIds.length + group.adAccountIds.length).toBeGreaterThan(0);
      for (const id of group.boardIds) expect(world.boards.find((b) => b.id === id)?.ownerId).toBe(group.businessId);
      for (const id of group.adAccountIds) expect(r.adAccounts.find((a) => a.id === id)?.businessId).toBe(group.businessId);
    }
    for (const invoice of r.invoices) expect(invoice.periodStart < invoice.periodEnd && invoice.periodEnd < '2025-06-01').toBe(true);
  });

  it('leaves Brightside without tags, audiences or asset groups, so those screens show their empty state', () => {
    const r = world.businessRecords;
    for (const list of [r.sharedTags, r.audiences, r.assetGroups])
      expect(list.some((x) => x.businessId === BUSINESS_IDS.brightside)).toBe(false);
  });

  it('has hierarchy 1: Harbor & Pine over Loom & Ladle, managed by the partner and Harbor & Pine', () => {
    expect(world.businessHierarchies).toEqual([
      {
        id: 1,
        name: 'Harbor & Pine Group',
        businesses: [
          { businessId: 5, parentId: null },
          { businessId: 7, parentId: 5 },
        ],
        managers: [
          { userId: 2, role: 'ADMIN', mfaEnabled: false },
          { userId: 5, role: 'ADMIN', mfaEnabled: true },
        ],
      },
    ]);
  });

  it('gives each business product pins for its catalog and a month of impressions on its pins', () => {
    for (const id of businessIds) {
      const products = world.pins.filter((p) => p.pinnerId === id && p.repinOf === null && p.content.richSummary?.typeName === 'product');
      expect(products.length).toBeGreaterThan(0);
      const impressions = world.events.filter((e) => e.eventType === IMPRESSION_TYPES.pin && pinner.get(e.objectId) === id);
      expect(impressions.length).toBeGreaterThan(300);
      const days = new Set(impressions.map((e) => e.receivedAt.slice(0, 10)));
      expect(days.size).toBeGreaterThanOrEqual(28);
    }
  });
});
