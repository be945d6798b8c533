import { render, screen, within } from '@testing-library/react';
import { type ApiAdAccount } from 'shared-contracts/api';
import { businessPage } from 'shared-contracts/rules';
import { membersOf, summaryOf } from '../../testing/businessFixtures';
import { fakeBusinessApi } from '../../testing/fakeBusinessApi';
import type { ManagerRoute } from '../managerFrame';
import { ManagerPage } from '../ManagerPage';

const business = summaryOf(['ADMIN']);

function open(params: string[], answers: Parameters<typeof fakeBusinessApi>[0]) {
  const api = fakeBusinessApi(answers);
  render(<ManagerPage page={businessPage('business-manager', ['42', ...params]) as ManagerRoute} />, { wrapper: api.wrapper });
  return api;
}

/** A cell's text as read out: without what is hidden from assistive technology (a picture's letter). */
function shownText(cell: Element): string {
  const copy = cell.cloneNode(true) as Element;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return copy.textContent ?? '';
}

const rows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.querySelectorAll('th, td'), shownText));

const adAccount = (id: string, name: string, ceeMigration: ApiAdAccount['ceeMigration']): ApiAdAccount => ({
  id,
  name,
  currency: 'EUR',
  country: 'Germany',
  status: 'active',
  ceeMigration,
});

describe('the records screens', () => {
  it('People and security: each person, their permission and two-factor authentication', async () => {
    open(['security'], { 'GET /vx/business/42/members/': () => membersOf(business) });
    expect(await screen.findByText('2 people have access. 1 of them doesn’t use two-factor authentication yet.')).toBeTruthy();
    expect(rows()).toEqual([
      ['Olive Owner @owner', 'Owner', 'On'],
      ['Pat Partner @partner', 'Admin', 'Off'],
    ]);
  });

  // The record tables differ only in their records and what each row reads.
  it.each<[string, string, readonly object[], string[][]]>([
    [
      'Invoices: amounts in each invoice’s currency, periods and status',
      'invoice-management',
      [
        {
          id: '1',
          number: 'INV-0012',
          periodStart: '2026-10-01',
          periodEnd: '2026-10-31',
          amountCents: 123456,
          currency: 'USD',
          status: 'paid',
        },
        {
          id: '2',
          number: 'INV-0013',
          periodStart: '2026-11-01',
          periodEnd: '2026-11-30',
          amountCents: 500000,
          currency: 'JPY',
          status: 'overdue',
        },
      ],
      [
        ['INV-0012', 'Oct 1, 2026 to Oct 31, 2026', '$1,234.56', 'Paid'],
        ['INV-0013', 'Nov 1, 2026 to Nov 30, 2026', '¥500,000', 'Overdue'],
      ],
    ],
    [
      'Audiences: their kinds, sizes and status in words',
      'audiences',
      [
        { id: '1', name: 'Newsletter', kind: 'customer_list', size: 12500, status: 'ready' },
        { id: '2', name: 'Shop visitors', kind: 'visitors', size: null, status: 'building' },
      ],
      [
        ['Newsletter', 'Customer list', '12,500', 'Ready'],
        ['Shop visitors', 'Website visitors', 'Not known yet', 'Being built'],
      ],
    ],
    [
      'Shared tags: their kind, whether they are on and their last event',
      'shared-tags',
      [
        { id: '1', name: 'Shop tag', kind: 'tag', status: 'active', lastEventAt: '2026-11-23T08:00:00.000Z' },
        { id: '2', name: 'Server events', kind: 'conversions_api', status: 'inactive', lastEventAt: null },
      ],
      [
        ['Shop tag', 'Website tag', 'On', 'Nov 23, 2026'],
        ['Server events', 'Conversions API', 'Off', 'Never'],
      ],
    ],
  ])('%s', async (_title, kind, records, expected) => {
    open([kind], { [`GET /vx/business/42/records/${kind}/`]: () => ({ business, kind, records }) });
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(rows()).toEqual(expected);
  });

  it('Ad accounts: the way to the migration view when an account is waiting to move', async () => {
    open(['ad-accounts'], {
      'GET /vx/business/42/records/ad-accounts/': () => ({
        business,
        kind: 'ad-accounts',
        records: [adAccount('1', 'Kettles EU', 'pending'), adAccount('2', 'Kettles DE', 'migrated')],
      }),
    });
    expect(await screen.findByText(/One ad account is waiting to move/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the migration' }).getAttribute('href')).toBe(
      '/business/business-manager/42/ad-accounts/cee-migration/',
    );
    expect(rows()).toEqual([
      ['Kettles EU', 'EUR', 'Germany', 'Active', 'Waiting to move'],
      ['Kettles DE', 'EUR', 'Germany', 'Active', 'Moved'],
    ]);
  });

  it('Ad account migration: the accounts grouped by where they are in their move, under Ad accounts in the nav', async () => {
    const api = open(['ad-accounts', 'cee-migration'], {
      'GET /vx/business/42/records/ad-accounts/': () => ({
        business,
        kind: 'ad-accounts',
        records: [
          adAccount('1', 'Kettles EU', 'pending'),
          adAccount('2', 'Kettles DE', 'migrated'),
          adAccount('3', 'Kettles FR', 'pending'),
        ],
      }),
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Ad account migration' })).toBeTruthy();
    expect(screen.getByText('2 ad accounts are waiting to move.')).toBeTruthy();
    const waiting = screen.getByRole('region', { name: 'Waiting to move (2)' });
    expect(
      within(waiting)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Kettles EU EUR, Germany, active', 'Kettles FR EUR, Germany, active']);
    expect(screen.getByRole('region', { name: 'Moved (1)' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: /Nothing to do/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ad accounts' }).getAttribute('aria-current')).toBe('true');
    expect(api.named('GET /vx/business/42/records/ad-accounts/')).toHaveLength(1);
  });

  it.each<[string, string, string]>([
    ['audiences', 'Audiences', 'No audiences yet'],
    ['shared-tags', 'Shared tags', 'No tags yet'],
    ['asset-groups', 'Asset groups', 'No asset groups yet'],
    ['invoice-management', 'Invoices', 'No invoices yet'],
    ['ad-accounts', 'Ad accounts', 'No ad accounts yet'],
  ])('%s with no records: a designed empty state', async (kind, heading, empty) => {
    open([kind], { [`GET /vx/business/42/records/${kind}/`]: () => ({ business, kind, records: [] }) });
    expect(await screen.findByRole('heading', { level: 2, name: heading })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: empty })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('Brand safety: the inventory in words and the blocked websites', async () => {
    open(['brand-safety'], {
      'GET /vx/business/42/records/brand-safety/': () => ({
        business,
        kind: 'brand-safety',
        records: { inventory: 'limited', blockedDomains: ['gossip.example', 'rumours.example'] },
      }),
    });
    expect(await screen.findByRole('heading', { level: 3, name: 'Limited inventory' })).toBeTruthy();
    const blocked = screen.getByRole('region', { name: 'Blocked websites' });
    expect(
      within(blocked)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['gossip.example', 'rumours.example']);
  });

  it('Asset groups: each group with what is in it', async () => {
    open(['asset-groups'], {
      'GET /vx/business/42/records/asset-groups/': () => ({
        business,
        kind: 'asset-groups',
        records: [
          {
            id: '1',
            name: 'Autumn launch',
            description: 'Boards and ads for the autumn range',
            assets: [
              { kind: 'board', id: '5', name: 'Autumn kettles' },
              { kind: 'ad_account', id: '1', name: 'Kettles EU' },
            ],
          },
        ],
      }),
    });
    const group = await screen.findByRole('article', { name: 'Autumn launch' });
    expect(within(group).getByText('Boards and ads for the autumn range')).toBeTruthy();
    expect(
      within(group)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Autumn kettles (Board)', 'Kettles EU (Ad account)']);
  });
});
