// The business tools' pages (issue 20) over HTTP: who may open a business's pages (its account,
// its members whose profile applies, everyone else not found), each screen's capability, the
// dashboard's figures from the event log and saves, the catalog's filter, converting an account,
// and business hierarchies.

import {
  type ApiBusinessAccount,
  type ApiBusinessCatalog,
  type ApiBusinessDashboard,
  type ApiBusinessHierarchy,
  type ApiBusinessMembers,
  type ApiBusinessRecordsAnswer,
  type ApiViewer,
} from 'shared-contracts/api';
import { BUSINESS_TOP_PINS, MFA_UNAVAILABLE_REASON } from 'shared-contracts/rules';
import { expectFailure, expectOk } from '../../testing/expectAnswer';
import { type Answer, type TestClient } from '../../testing/testApi';
import { startTestApiForFile } from '../../testing/testApiForFile';

const api = startTestApiForFile({ signedIn: ['partner', 'harborandpine', 'demo', 'maya_chen'], visitorCsrf: true });

const read = <T>(client: TestClient, path: string): Promise<Answer<T>> => client.request<T>('GET', path);
const message = (answer: Answer<unknown>) => answer.body.resource_response.error?.message;
const dashboard = (client: TestClient, id: string, days?: number) =>
  read<ApiBusinessDashboard>(client, `/vx/business/${id}/dashboard/${days === undefined ? '' : `?days=${days}`}`);

describe("who may open a business's pages", () => {
  it('answers the business itself as OWNER, and its members with their own permissions', async () => {
    expect(expectOk(await dashboard(api.harborandpine, '5')).business).toMatchObject({
      id: '5',
      username: 'harborandpine',
      businessName: 'Harbor & Pine Home',
      permissions: ['OWNER'],
    });
    expect(expectOk(await dashboard(api.partner, '5')).business.permissions).toEqual(['OWNER']);
    expect(expectOk(await dashboard(api.partner, '6')).business.permissions).toEqual(['ANALYST']);
  });

  it('tells everyone else the business is not there, as for an id that names none', async () => {
    for (const answer of [
      await dashboard(api.demo, '5'),
      await read(api.demo, '/vx/business/5/members/'),
      await read(api.demo, '/vx/business/5/records/invoice-management/'),
      await dashboard(api.partner, '9999'),
      // A user who is not a business account.
      await dashboard(api.partner, '1'),
    ]) {
      expectFailure(answer, 404, 'not_found');
      expect(message(answer)).toBe('That business was not found.');
    }
    expectFailure(await dashboard(api.visitor, '5'), 401, 'not_authenticated');
  });

  it('refuses the partner Loom & Ladle with the MFA reason', async () => {
    const answer = await dashboard(api.partner, '7');
    expectFailure(answer, 403, 'forbidden');
    expect(message(answer)).toBe(MFA_UNAVAILABLE_REASON);
  });

  it('lets the Brightside ANALYST see the dashboard and catalog but not its people or invoices', async () => {
    expectOk(await dashboard(api.partner, '6'));
    expectOk(await read(api.partner, '/vx/business/6/catalog/'));
    for (const path of ['/vx/business/6/members/', '/vx/business/6/records/invoice-management/', '/vx/business/6/records/audiences/']) {
      const answer = await read(api.partner, path);
      expectFailure(answer, 403, 'forbidden');
      expect(message(answer)).toMatch(/^Your permission on Brightside Outdoors \(Analyst\) doesn't let you .+\./);
    }
  });

  it('does not widen a member’s permissions when the call names the business as orbac_subject_id', async () => {
    expectFailure(await read(api.partner, '/vx/business/6/members/?orbac_subject_id=6'), 403, 'forbidden');
  });

  it('answers maya_chen, a seeded ANALYST of Harbor & Pine with MFA on', async () => {
    expect(expectOk(await dashboard(api.maya_chen, '5')).business.permissions).toEqual(['ANALYST']);
  });
});

describe('the dashboard', () => {
  it('has a day per date up to today (UTC), zeros filled, totals that add up, and at most the top pins', async () => {
    for (const days of [7, 30] as const) {
      const answer = expectOk(await dashboard(api.partner, '5', days));
      expect(answer.days).toBe(days);
      expect(answer.series).toHaveLength(days);
      expect(answer.to).toBe(new Date().toISOString().slice(0, 10));
      expect(answer.series[0]?.date).toBe(answer.from);
      const sum = (key: 'impressions' | 'saves' | 'clickthroughs') => answer.series.reduce((n, d) => n + d[key], 0);
      expect(answer.totals).toEqual({ impressions: sum('impressions'), saves: sum('saves'), clickthroughs: sum('clickthroughs') });
      expect(answer.totals.impressions).toBeGreaterThan(0);
      expect(answer.top_pins.length).toBeGreaterThan(0);
      expect(answer.top_pins.length).toBeLessThanOrEqual(BUSINESS_TOP_PINS);
      const order = answer.top_pins.map((p) => [p.saves, p.impressions]);
      expect(order).toEqual([...order].sort((a, b) => b[0]! - a[0]! || b[1]! - a[1]!));
      expect(answer.top_pins[0]?.images['236x'].url).toMatch(/^\/media\/236x\/[0-9a-f]+\.jpg$/);
    }
    expect(expectOk(await dashboard(api.partner, '5')).days).toBe(7);
    expectFailure(await dashboard(api.partner, '5', 14), 400, 'invalid_field', 'days');
  });

  it("counts one more save today after someone saves one of the business's pins", async () => {
    const before = expectOk(await dashboard(api.partner, '5'));
    const pin = (await api.row('SELECT id FROM pins WHERE pinner_id = 5 AND is_repin = 0 ORDER BY id LIMIT 1')) as { id: number };
    expectOk(await api.demo.write('RepinResource', 'create', { pin_id: String(pin.id), board_id: '2' }));
    const after = expectOk(await dashboard(api.partner, '5'));
    expect(after.totals.saves).toBe(before.totals.saves + 1);
    expect(after.series.at(-1)?.saves).toBe((before.series.at(-1)?.saves ?? 0) + 1);
  });
});

describe('the catalog', () => {
  it("lists the business's product pins with price and availability, filtered by availability and title", async () => {
    const all = expectOk(await read<ApiBusinessCatalog>(api.partner, '/vx/business/5/catalog/'));
    expect(all.total).toBe(all.products.length);
    expect(all.total).toBeGreaterThan(1);
    // The card's price rule: a single price, or a range when the offer has both ends.
    for (const p of all.products) expect(p.price).toMatch(/^\$\d+\.\d\d(-\$\d+\.\d\d)?$/);
    const out = expectOk(await read<ApiBusinessCatalog>(api.partner, '/vx/business/5/catalog/?availability=out_of_stock'));
    expect(out.total).toBe(all.total);
    expect(out.products.length).toBeGreaterThan(0);
    expect(out.products.every((p) => p.availability === 'out_of_stock')).toBe(true);
    const inStock = expectOk(await read<ApiBusinessCatalog>(api.partner, '/vx/business/5/catalog/?availability=in_stock'));
    expect(inStock.products.length + out.products.length).toBe(all.total);
    const first = all.products[0]!;
    const word = first.title.split(' ')[0]!.toUpperCase();
    const found = expectOk(await read<ApiBusinessCatalog>(api.partner, `/vx/business/5/catalog/?q=${encodeURIComponent(word)}`));
    expect(found.products.map((p) => p.pin_id)).toContain(first.pin_id);
    expect(found.products.every((p) => p.title.toLowerCase().includes(word.toLowerCase()))).toBe(true);
    expect(expectOk(await read<ApiBusinessCatalog>(api.partner, '/vx/business/5/catalog/?q=nothing-sells-this')).products).toEqual([]);
  });
});

describe('members and records', () => {
  it("lists Harbor & Pine's people with their permissions and two-factor status", async () => {
    const { members } = expectOk(await read<ApiBusinessMembers>(api.harborandpine, '/vx/business/5/members/'));
    expect(members.map((m) => [m.username, m.permissions, m.mfaEnabled])).toEqual([
      ['partner', ['OWNER'], false],
      ['maya_chen', ['ANALYST'], true],
      ['jordan_reyes', ['FINANCE_MANAGER'], false],
    ]);
  });

  it("answers each screen's records, and Brightside's empty ones as empty", async () => {
    const records = async (client: TestClient, id: string, kind: string) =>
      expectOk(await read<ApiBusinessRecordsAnswer>(client, `/vx/business/${id}/records/${kind}/`));
    const tags = await records(api.harborandpine, '5', 'shared-tags');
    expect(tags.kind).toBe('shared-tags');
    expect(tags.records).toHaveLength(3);
    const invoices = await records(api.harborandpine, '5', 'invoice-management');
    expect(invoices.kind === 'invoice-management' && invoices.records.map((i) => i.status)).toEqual(['due', 'paid', 'paid']);
    const groups = await records(api.harborandpine, '5', 'asset-groups');
    expect(groups.kind === 'asset-groups' && groups.records[0]?.assets.map((a) => a.kind)).toEqual(['board', 'board', 'ad_account']);
    const safety = await records(api.harborandpine, '5', 'brand-safety');
    expect(safety.records).toEqual({ inventory: 'standard', blockedDomains: ['clickbaitnews.example', 'gossipdaily.example'] });
    const brightside = await api.client().login('tomas_alvarez');
    for (const kind of ['shared-tags', 'audiences', 'asset-groups']) expect((await records(brightside, '6', kind)).records).toEqual([]);
    expect((await records(brightside, '6', 'brand-safety')).records).toEqual({ inventory: 'standard', blockedDomains: [] });
    expectFailure(await read(api.harborandpine, '/vx/business/5/records/no-such-screen/'), 400, 'invalid_field', 'kind');
  });
});

describe('converting an account', () => {
  const valid = { business_name: 'Nina’s Nook', website: 'https://ninasnook.example', country: 'Canada', category: 'Retail' };

  it.each([
    ['business_name', { business_name: '   ' }],
    ['website', { website: 'ninasnook.example' }],
    ['country', { country: 'Atlantis' }],
    ['category', { category: 'Pirates' }],
  ])('names %s when it is wrong, converting nothing', async (field, change) => {
    const newbie = await api.client().login('newbie');
    expectFailure(await newbie.request('POST', '/vx/business/convert/', { ...valid, ...change }), 400, 'invalid_field', field);
    expect(await api.count('SELECT count(*) AS n FROM business_accounts WHERE user_id = 4')).toBe(0);
  });

  it('turns the account into a business account once; the second time is a conflict', async () => {
    const newbie = await api.client().login('newbie');
    await newbie.ensureCsrf();
    expect(expectOk(await read<ApiBusinessAccount | null>(newbie, '/vx/business/account/'))).toBeNull();
    const account = expectOk(
      await newbie.request<ApiBusinessAccount>('POST', '/vx/business/convert/', { ...valid, business_name: '  Nina’s Nook ', website: '' }),
    );
    expect(account).toMatchObject({ user_id: '4', businessName: 'Nina’s Nook', website: null, country: 'Canada', category: 'Retail' });
    expect(expectOk(await read<ApiBusinessAccount | null>(newbie, '/vx/business/account/'))).toEqual(account);
    expect(expectOk(await newbie.get<ApiViewer>('UserResource', { username: 'newbie' })).hasBusinessProfiles).toBe(true);
    // Its own pages open, as OWNER, with no members yet.
    expect(expectOk(await read<ApiBusinessMembers>(newbie, '/vx/business/4/members/'))).toMatchObject({
      business: { id: '4', permissions: ['OWNER'] },
      members: [],
    });
    const again = await newbie.request('POST', '/vx/business/convert/', valid);
    expectFailure(again, 409, 'conflict');
    expect(message(again)).toMatch(/already a business account/);
  });

  it('asks a visitor to log in', async () => {
    expectFailure(await api.visitor.request('POST', '/vx/business/convert/', valid), 401, 'not_authenticated');
  });
});

describe('business hierarchies', () => {
  it('shows hierarchy 1 to its managers: its businesses, managers, 30 days of figures and whether all use MFA', async () => {
    const hierarchy = expectOk(await read<ApiBusinessHierarchy>(api.partner, '/vx/business_hierarchy/1/'));
    expect(hierarchy).toMatchObject({ id: '1', name: 'Harbor & Pine Group', requiresMfa: false });
    expect(hierarchy.businesses.map((b) => [b.id, b.parentId])).toEqual([
      ['5', null],
      ['7', '5'],
    ]);
    expect(hierarchy.managers.map((m) => [m.username, m.role, m.mfaEnabled])).toEqual([
      ['harborandpine', 'ADMIN', true],
      ['partner', 'ADMIN', false],
    ]);
    expect(hierarchy.totals.impressions).toBeGreaterThan(0);
    expect(expectOk(await read<ApiBusinessHierarchy>(api.harborandpine, '/vx/business_hierarchy/1/')).id).toBe('1');
  });

  it('is not there for anyone else, nor for an unknown id', async () => {
    for (const answer of [await read(api.demo, '/vx/business_hierarchy/1/'), await read(api.partner, '/vx/business_hierarchy/9999/')]) {
      expectFailure(answer, 404, 'not_found');
      expect(message(answer)).toBe('That business hierarchy was not found.');
    }
  });
});
