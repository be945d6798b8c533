// 'See more stats' for the pin's owner: its totals named, each a term of the page's list.
import { render, screen } from '@testing-library/react';
import { QueryRoot } from 'react-kit';
import type { ApiPinAnalytics } from 'shared-contracts';
import { notFound } from 'test-support/fakeApiClient';
import { fakeCloseupApi } from '../testing/fakeCloseupApi';
import { PinAnalyticsPage } from './PinAnalyticsPage';

const ANALYTICS: ApiPinAnalytics = {
  pin_id: '1001',
  from: '2026-11-01',
  to: '2026-11-30',
  days: Array.from({ length: 30 }, (_, i) => ({
    date: `2026-11-${String(i + 1).padStart(2, '0')}`,
    impressions: 2,
    saves: 0,
    clickthroughs: 0,
  })),
  totals: { impressions: 60, saves: 0, clickthroughs: 0 },
};

function show(answer: () => unknown) {
  const api = fakeCloseupApi({ 'PinAnalyticsResource get': answer });
  render(
    <QueryRoot>
      <PinAnalyticsPage pinId="1001" />
    </QueryRoot>,
    { wrapper: api.wrapper },
  );
}

describe('PinAnalyticsPage', () => {
  it('shows its owner the totals: Impressions, Saves and Click-throughs', async () => {
    show(() => ANALYTICS);
    expect(await screen.findByRole('heading', { level: 1, name: 'See more stats' })).toBeTruthy();
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Impressions', 'Saves', 'Click-throughs']);
  });

  it('is the not-found page when the API does not find the stats (anyone but the owner)', async () => {
    show(() => notFound('That Pin'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });
});
