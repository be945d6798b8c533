import { render, screen, within } from '@testing-library/react';
import { ApiCallError } from 'page-runtime';
import { businessPage, type BusinessPage } from 'shared-contracts/rules';
import { notFound } from 'test-support/fakeApiClient';
import { hierarchyOf } from '../testing/businessFixtures';
import { fakeBusinessApi } from '../testing/fakeBusinessApi';
import { HierarchyPage } from './HierarchyPage';

function open(tool: string | null, answer: () => unknown = () => hierarchyOf()) {
  const page = businessPage('business-hierarchy', tool ? ['9', tool] : ['9']) as Extract<BusinessPage, { kind: 'hierarchy' }>;
  const api = fakeBusinessApi({ 'GET /vx/business_hierarchy/9/': answer });
  render(<HierarchyPage page={page} />, { wrapper: api.wrapper });
  return api;
}

describe('a business hierarchy', () => {
  it('opens on its dashboard: the totals of all its businesses, with a nav of its screens', async () => {
    open(null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Kettle Group' })).toBeTruthy();
    expect(screen.getByText('4 businesses · 2 managers')).toBeTruthy();
    expect(screen.getAllByRole('definition').map((dd) => dd.textContent)).toEqual(['12,400', '310', '95']);
    const nav = within(screen.getByRole('navigation', { name: 'Hierarchy tools' }));
    expect(
      nav.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')]),
    ).toEqual([
      ['Dashboard', '/business/business-hierarchy/9/', 'page'],
      ['Businesses', '/business/business-hierarchy/9/hierarchy/', null],
      ['Security', '/business/business-hierarchy/9/business_security/', null],
      ['Managers', '/business/business-hierarchy/9/managers/', null],
    ]);
  });

  it('shows its businesses as a tree of nested lists', async () => {
    open('hierarchy');
    expect(await screen.findByRole('heading', { level: 2, name: 'Businesses' })).toBeTruthy();
    const top = screen.getAllByRole('list').find((list) => list.parentElement?.tagName === 'SECTION') as HTMLElement;
    const [group] = within(top).getAllByRole('listitem');
    expect(group?.firstElementChild?.textContent).toMatch('Kettle Group');
    const under = within(group as HTMLElement).getAllByRole('list')[0] as HTMLElement;
    const children = Array.from(under.children).map((item) => item.firstElementChild?.textContent);
    expect(children).toEqual(['BBlue Kettle @bluekettle', 'RRed Kettle @redkettle']);
    expect(within(under.children[1] as HTMLElement).getByText('Kettle Kids')).toBeTruthy();
  });

  it('says whether every manager uses two-factor authentication, and who does not', async () => {
    open('business_security');
    expect(await screen.findByText('Not every manager uses two-factor authentication yet.')).toBeTruthy();
    expect(screen.getByText('Still to turn it on:').nextElementSibling?.textContent).toBe('Mo Manager @mo');
  });

  it('lists its managers with their role and two-factor authentication', async () => {
    open('managers');
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(rows.slice(1).map((row) => row.textContent)).toEqual(['Pat Partner @partnerAdminOn', 'Mo Manager @moManagerOff']);
  });

  it('is not found for a hierarchy the viewer is not in', async () => {
    open(null, () => notFound('That hierarchy'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  it('says why when the server refuses it', async () => {
    open(null, () => {
      throw new ApiCallError(403, 'forbidden', 'Only the managers of this hierarchy can see it.', undefined, true);
    });
    expect(await screen.findByRole('heading', { level: 1, name: "You can't open this page" })).toBeTruthy();
    expect(screen.getByText('Only the managers of this hierarchy can see it.')).toBeTruthy();
  });
});
