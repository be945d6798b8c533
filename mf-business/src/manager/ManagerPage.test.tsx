import { render, screen, within } from '@testing-library/react';
import { ApiCallError } from 'page-runtime';
import { businessPage, MFA_UNAVAILABLE_REASON } from 'shared-contracts/rules';
import { notFound } from 'test-support/fakeApiClient';
import { dashboardOf, membersOf, summaryOf } from '../testing/businessFixtures';
import { fakeBusinessApi } from '../testing/fakeBusinessApi';
import type { ManagerRoute } from './managerFrame';
import { ManagerPage } from './ManagerPage';
import { EVENTUALLY_MS } from 'test-support/eventually';

function pageAt(section: 'business-manager' | 'business-access', ...params: string[]): ManagerRoute {
  const page = businessPage(section, params);
  if (page.kind !== 'manager') throw new Error(`not a manager page: ${params.join('/')}`);
  return page;
}

function open(page: ManagerRoute, answers: Parameters<typeof fakeBusinessApi>[0]) {
  const api = fakeBusinessApi(answers);
  const view = render(<ManagerPage page={page} />, { wrapper: api.wrapper });
  return { api, view };
}

const navLinks = () => within(screen.getByRole('navigation', { name: 'Business tools' })).getAllByRole('link');

describe('a business in the business manager', () => {
  it("shows the business's name and picture, and a nav of only the screens the permission allows", async () => {
    open(pageAt('business-access', '42'), { 'GET /vx/business/42/dashboard/': () => dashboardOf(7, summaryOf(['ANALYST'])) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Blue Kettle' })).toBeTruthy();
    expect(screen.getByText(/Your permission: Analyst/)).toBeTruthy();
    expect(screen.getByText('Business access')).toBeTruthy();
    expect(navLinks().map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')])).toEqual([
      ['Dashboard', '/business/business-access/42/', 'page'],
      ['Catalogs', '/business/business-access/42/catalogs/', null],
      ['All your businesses', '/business/hub/', null],
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Dashboard' })).toBeTruthy();
  });

  it('lists every screen for an admin, with the current one marked', async () => {
    open(pageAt('business-manager', '42', 'security'), { 'GET /vx/business/42/members/': () => membersOf(summaryOf(['ADMIN'])) });
    expect(await screen.findByRole('heading', { level: 2, name: 'People and security' })).toBeTruthy();
    expect(navLinks().map((link) => link.textContent)).toEqual([
      'Dashboard',
      'Catalogs',
      'Asset groups',
      'Audiences',
      'Shared tags',
      'Brand safety',
      'Ad accounts',
      'Invoices',
      'People and security',
      'All your businesses',
    ]);
    expect(screen.getByRole('link', { name: 'People and security' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows a finance manager invoices but not ads', async () => {
    open(pageAt('business-manager', '42'), { 'GET /vx/business/42/dashboard/': () => dashboardOf(7, summaryOf(['FINANCE_MANAGER'])) });
    await screen.findByRole('heading', { level: 1, name: 'Blue Kettle' });
    expect(navLinks().map((link) => link.textContent)).toEqual(['Dashboard', 'Invoices', 'All your businesses']);
  });

  it("says why a refused page is refused, in the server's words, with the way back to the hub", async () => {
    const { api } = open(pageAt('business-manager', '43'), {
      'GET /vx/business/43/dashboard/': () => {
        throw new ApiCallError(403, 'mfa_required', MFA_UNAVAILABLE_REASON, undefined, true);
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: "You can't open this page" })).toBeTruthy();
    expect(screen.getByText(MFA_UNAVAILABLE_REASON)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the business hub' }).getAttribute('href')).toBe('/business/hub/');
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(api.named('GET /vx/business/43/dashboard/')).toHaveLength(1);
  });

  /** An analyst's dashboard, whose permission leaves out audiences. */
  const analystOf42 = () =>
    fakeBusinessApi({
      'GET /vx/business/42/dashboard/': () => dashboardOf(7, summaryOf(['ANALYST'])),
      'GET /vx/business/42/records/audiences/': () => {
        throw new ApiCallError(403, 'forbidden', "Your permission on this business doesn't include audiences.", undefined, true);
      },
    });

  it('refuses a screen inside the layout once the business is known', async () => {
    const api = analystOf42();
    const { rerender } = render(<ManagerPage page={pageAt('business-manager', '42')} />, { wrapper: api.wrapper });
    await screen.findByRole('heading', { level: 1, name: 'Blue Kettle' });
    rerender(<ManagerPage page={pageAt('business-manager', '42', 'audiences')} />);
    expect(await screen.findByRole('heading', { level: 2, name: "You can't open this page" })).toBeTruthy();
    expect(screen.getByText("Your permission on this business doesn't include audiences.")).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Blue Kettle' })).toBeTruthy();
  });

  it('keeps the layout when the next screen opens the moment the business first shows', async () => {
    // In the same task as the commit that shows the business, before any effect after paint runs:
    // the page's own timing, not act()'s, so React is told this is no act environment meanwhile.
    const actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
    const api = analystOf42();
    const { container, rerender } = render(<ManagerPage page={pageAt('business-manager', '42')} />, { wrapper: api.wrapper });
    let observer: MutationObserver | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      await new Promise<void>((resolve, reject) => {
        timer = setTimeout(() => reject(new Error('the business never showed: no heading "Blue Kettle"')), EVENTUALLY_MS);
        observer = new MutationObserver(() => {
          if (!screen.queryByRole('heading', { level: 1, name: 'Blue Kettle' })) return;
          observer?.disconnect();
          rerender(<ManagerPage page={pageAt('business-manager', '42', 'audiences')} />);
          resolve();
        });
        observer.observe(container, { childList: true, subtree: true, characterData: true });
      });
    } finally {
      observer?.disconnect();
      clearTimeout(timer);
      Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment);
    }
    expect(await screen.findByRole('heading', { level: 2, name: "You can't open this page" })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Blue Kettle' })).toBeTruthy();
  });

  it('is not found for a business the viewer is no member of, showing nothing of it', async () => {
    open(pageAt('business-manager', '77', 'catalogs'), { 'GET /vx/business/77/catalog/': () => notFound('That business') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
