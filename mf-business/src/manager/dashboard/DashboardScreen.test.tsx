import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { businessPage } from 'shared-contracts/rules';
import { dashboardOf } from '../../testing/businessFixtures';
import { fakeBusinessApi } from '../../testing/fakeBusinessApi';
import type { ManagerRoute } from '../managerFrame';
import { ManagerPage } from '../ManagerPage';

const DASHBOARD = businessPage('business-manager', ['42']) as ManagerRoute;

function open(answer: (options: Record<string, unknown>) => unknown) {
  const api = fakeBusinessApi({ 'GET /vx/business/42/dashboard/': answer });
  render(<ManagerPage page={DASHBOARD} />, { wrapper: api.wrapper });
  return api;
}

const totals = () =>
  within(screen.getAllByRole('definition')[0]?.closest('dl') as HTMLElement)
    .getAllByRole('definition')
    .map((dd) => dd.textContent);

describe('the business dashboard', () => {
  it('shows the totals, a chart of each figure named in words with its table, and the top Pins', async () => {
    open((options) => dashboardOf(options.days === 30 ? 30 : 7));
    expect(await screen.findByRole('heading', { level: 2, name: 'Dashboard' })).toBeTruthy();
    // 10+20+...+70 impressions; saves 0,1,2,0,1,2,0; click-throughs 0,1,0,1,0,1,0.
    expect(totals()).toEqual(['280', '6', '3']);
    expect(screen.getByText('Nov 18, 2026 to Nov 24, 2026')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Impressions: 280 in total, most on Nov 24 (70).' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Saves: 6 in total, most on Nov 20 (2).' })).toBeTruthy();
    expect(screen.getByRole('figure', { name: 'Day by day, Nov 18 to Nov 24' })).toBeTruthy();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(8);
    expect(rows[1]?.textContent).toBe('Nov 18' + '10' + '0' + '0');
    const top = within(screen.getByRole('list', { name: 'Top Pins' })).getAllByRole('listitem');
    expect(top.map((item) => within(item).getByRole('link').textContent)).toEqual(['Copper kettle', 'Untitled Pin']);
    expect(
      within(top[0] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/pin/501/');
  });

  it('switches between the last 7 and 30 days, keeping the figures on screen while the new ones load', async () => {
    let release: () => void = () => undefined;
    const api = open((options) =>
      options.days === 30 ? new Promise((resolve) => (release = () => resolve(dashboardOf(30)))) : dashboardOf(7),
    );
    const seven = await screen.findByRole('button', { name: 'Last 7 days' });
    expect(seven.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Last 30 days' }));
    expect(screen.getByRole('button', { name: 'Last 30 days' }).getAttribute('aria-pressed')).toBe('true');
    expect(totals()).toEqual(['280', '6', '3']);
    expect(screen.getByRole('region', { name: 'Dashboard' }).getAttribute('aria-busy')).toBe('true');
    expect(screen.getByText('Updating…')).toBeTruthy();
    await act(async () => release());
    expect(await screen.findByText('Oct 26, 2026 to Nov 24, 2026')).toBeTruthy();
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(31);
    expect(screen.queryByText('Updating…')).toBeNull();
    expect(api.named('GET /vx/business/42/dashboard/').map((call) => call.options)).toEqual([{ days: 7 }, { days: 30 }]);
  });

  it('says so when nothing happened in the period', async () => {
    open(() => ({
      ...dashboardOf(7),
      series: dashboardOf(7).series.map((day) => ({ ...day, impressions: 0, saves: 0, clickthroughs: 0 })),
      totals: { impressions: 0, saves: 0, clickthroughs: 0 },
      top_pins: [],
    }));
    expect(await screen.findByRole('heading', { level: 3, name: 'No activity in the last 7 days' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create a Pin' }).getAttribute('href')).toBe('/pin-builder/');
    expect(screen.queryByRole('figure')).toBeNull();
  });
});
