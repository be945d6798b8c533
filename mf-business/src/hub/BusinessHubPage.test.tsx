import { fireEvent, render, screen, within } from '@testing-library/react';
import { MFA_UNAVAILABLE_REASON } from 'shared-contracts/rules';
import { accountOf, profileOf } from '../testing/businessFixtures';
import { fakeBusinessApi, PARTNER } from '../testing/fakeBusinessApi';
import { BusinessHubPage } from './BusinessHubPage';

// The partner of the demo world: three businesses, one of which asks for two-factor authentication
// the partner has not turned on.
const PROFILES = [
  profileOf('42', 'Blue Kettle', ['ADMIN']),
  profileOf('43', 'Red Kettle', ['ANALYST'], false),
  profileOf('44', 'Kettle Kids', ['OWNER'], false),
];

function open(answers: Parameters<typeof fakeBusinessApi>[0] = {}) {
  const api = fakeBusinessApi({
    'GET /vx/business_access/profiles/': () => PROFILES,
    'GET /vx/business/account/': () => null,
    ...answers,
  });
  render(<BusinessHubPage viewer={PARTNER} />, { wrapper: api.wrapper });
  return api;
}

const card = async (name: string) => (await screen.findByRole('heading', { level: 3, name })).closest('li') as HTMLElement;

describe('the business hub', () => {
  it('lists each business with its permission, scheduled Pins, what the viewer can do and the way in', async () => {
    open();
    const blue = within(await card('Blue Kettle'));
    expect(blue.getByText('Admin')).toBeTruthy();
    expect(blue.getByText('3 Pins')).toBeTruthy();
    expect(blue.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Create Pins and boards',
      'See analytics',
      'See catalogs',
      'Manage ads, audiences and tags',
      'See invoices',
      'Manage people and security',
    ]);
    expect(blue.getByRole('link', { name: 'Open business tools for Blue Kettle' }).getAttribute('href')).toBe(
      '/business/business-manager/42/',
    );
  });

  it('marks the profile the MFA rule refuses as unavailable, with the reason and the way to meet it, but no way in', async () => {
    open();
    const red = within(await card('Red Kettle'));
    expect(red.getByText('Analyst')).toBeTruthy();
    expect(red.getByText(/^Unavailable/).parentElement?.textContent).toBe(
      `Unavailable. ${MFA_UNAVAILABLE_REASON} Turn on two-factor authentication`,
    );
    expect(red.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Turn on two-factor authentication', '/settings#two-factor'],
    ]);
    expect(red.queryByRole('button')).toBeNull();
    // An owner acts without two-factor authentication.
    const kids = within(await card('Kettle Kids'));
    expect(kids.queryByText(/^Unavailable/)).toBeNull();
    expect(kids.getByRole('link', { name: 'Open business tools for Kettle Kids' })).toBeTruthy();
  });

  it('acts as a business from its card, and goes back to the own account', async () => {
    const api = open();
    fireEvent.click(within(await card('Blue Kettle')).getByRole('button', { name: 'Act as Blue Kettle' }));
    expect(api.deps.actingAs.snapshot()).toEqual({
      memberId: '1',
      subjectId: '42',
      username: 'bluekettle',
      name: 'Blue Kettle',
      imgUrl: '/media/avatars/42.jpg',
      permissions: ['ADMIN'],
    });
    const blue = within(await card('Blue Kettle'));
    expect((await blue.findByRole('status')).textContent).toBe("You're acting as this business.");
    expect((await screen.findByText(/Pins you save and boards you create are theirs/)).textContent).toMatch("You're acting as Blue Kettle");
    fireEvent.click(blue.getByRole('button', { name: 'Use your own account' }));
    expect(api.deps.actingAs.snapshot()).toBeNull();
    expect(await within(await card('Blue Kettle')).findByRole('button', { name: 'Act as Blue Kettle' })).toBeTruthy();
  });

  it("shows the viewer's own business account first, with its tools", async () => {
    open({ 'GET /vx/business/account/': () => accountOf({ businessName: 'Pat Makes' }) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Your business account' })).toBeTruthy();
    const own = screen.getByRole('article', { name: 'Pat Makes' });
    expect(within(own).getByText('Owner')).toBeTruthy();
    expect(within(own).getByText('Oct 2, 2026')).toBeTruthy();
    expect(within(own).getByRole('link', { name: 'patmakes.example' }).getAttribute('href')).toBe('https://patmakes.example/');
    expect(within(own).getByRole('link', { name: 'Open business tools for Pat Makes' }).getAttribute('href')).toBe(
      '/business/business-manager/1/',
    );
    expect(screen.queryByRole('link', { name: /Convert your account/ })).toBeNull();
  });

  it('explains business tools to someone with neither, with the way to convert', async () => {
    open({ 'GET /vx/business_access/profiles/': () => [] });
    expect(await screen.findByRole('heading', { level: 2, name: "You don't have business tools yet" })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Convert to a business account' }).getAttribute('href')).toBe('/business/convert/');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('offers another try when a read fails', async () => {
    let fail = true;
    open({
      'GET /vx/business/account/': () => {
        if (fail) throw new Error('offline');
        return null;
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Business hub' })).toBeTruthy();
  });
});
