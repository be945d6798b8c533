// 'See more stats' in a person's words: the range named in days, never ISO dates, and each figure
// drawn on a scale with its days.
import { render, screen, within } from '@testing-library/react';
import type { ApiPinAnalytics } from 'shared-contracts/api';
import { sessionOf, viewer } from 'test-support/fakeApiClient';
import { makePin } from 'test-support/pinFixture';
import { CloseupApp } from '../CloseupApp';
import { fakeCloseupApi } from '../testing/fakeCloseupApi';

const days = Array.from({ length: 30 }, (_, i) => ({
  date: `2026-10-${String(i + 1).padStart(2, '0')}`,
  impressions: i * 3,
  saves: i % 4,
  clickthroughs: 1,
}));
const ANALYTICS: ApiPinAnalytics = {
  pin_id: '1001',
  from: '2026-10-01',
  to: '2026-10-30',
  days,
  totals: { impressions: 1305, saves: 44, clickthroughs: 30 },
};

it("names the stats page's range in words and draws each figure on a scale with its days", async () => {
  window.history.pushState(null, '', '/pin/1001/analytics');
  const api = fakeCloseupApi({
    'UserSessionResource get': sessionOf(viewer()),
    'PinResource get': () => makePin(),
    'PinAnalyticsResource get': () => ANALYTICS,
  });
  render(<CloseupApp />, { wrapper: api.wrapper });
  await screen.findByRole('heading', { level: 1, name: 'See more stats' });
  const page = screen.getByRole('region', { name: 'See more stats' });
  expect(page.textContent).toMatch(/Last 30 days: [A-Z][a-z]{2} \d{1,2}(, \d{4})? – [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  expect(page.textContent).toContain('Last 30 days: Oct 1 – Oct 30, 2026');
  expect(page.textContent).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  const chart = within(page).getByRole('img', { name: 'Impressions per day over the last 30 days' }).closest('figure') as HTMLElement;
  const axes = [...chart.querySelectorAll('ol')].map((list) => list.textContent ?? '');
  expect(axes).toHaveLength(2);
  expect(axes[0]).toMatch(/\d/);
  expect(axes[1]).toMatch(/^[A-Z][a-z]{2} \d{1,2}/);
  expect(chart.querySelector('rect title')?.textContent).toMatch(/^[A-Z][a-z]{2} \d{1,2}: \d/);
});
