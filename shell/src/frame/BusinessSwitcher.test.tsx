import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { actingAs, session } from 'page-runtime';
import { type ApiBusinessAccessProfile } from 'shared-contracts/api';
import { MFA_UNAVAILABLE_REASON } from 'shared-contracts/rules';
import { fakeApiClient, sessionOf, viewer } from 'test-support/fakeApiClient';
import { BusinessSwitcher } from './BusinessSwitcher';

const partner = viewer({ id: '2', username: 'partner', fullName: 'Partner Demo Co.', hasBusinessProfiles: true });

function profile(id: string, name: string, permissions: string[], viewerMeetsMfaRequirement: boolean): ApiBusinessAccessProfile {
  return {
    id: `a${id}`,
    permissions,
    viewerMeetsMfaRequirement,
    user: {
      id,
      username: name.toLowerCase().replace(/\W/g, ''),
      businessName: name,
      imgUrl: '',
      eligibleForStlTool: false,
      merchantId: null,
      scheduledPinCount: 0,
    },
  };
}

const PROFILES = [
  profile('5', 'Harbor Home', ['OWNER'], false),
  profile('6', 'Brightside', ['ANALYST'], true),
  profile('7', 'Loom Kitchen', ['CAMPAIGN_MANAGER'], false),
];

function setup() {
  const api = fakeApiClient({ 'GET /vx/business_access/profiles/': () => PROFILES });
  const navigate = jest.fn();
  act(() => session.accept(sessionOf(partner)()));
  render(<BusinessSwitcher client={api.client} navigate={navigate} />);
  return { api, navigate };
}

afterEach(() => act(() => actingAs.choose(null)));

describe('BusinessSwitcher', () => {
  it('says the viewer acts as their own account until they choose a profile', () => {
    setup();
    expect(screen.getByRole('button', { name: 'Acting as Partner Demo Co.' })).toBeTruthy();
  });

  it('lists the own account first, then each profile, the one the MFA rule refuses disabled with the reason', async () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'Acting as Partner Demo Co.' }));
    const menu = await screen.findByRole('menu', { name: 'Act as' });
    const choices = [...menu.querySelectorAll('[role="menuitemradio"]')];
    expect(choices.map((c) => c.querySelector('span span')?.textContent)).toEqual([
      'Partner Demo Co.',
      'Harbor Home',
      'Brightside',
      'Loom Kitchen',
    ]);
    expect(choices.map((c) => c.getAttribute('aria-checked'))).toEqual(['true', 'false', 'false', 'false']);
    expect(choices.map((c) => c.getAttribute('aria-disabled'))).toEqual(['false', 'false', 'false', 'true']);
    expect(choices[3]?.textContent).toContain(MFA_UNAVAILABLE_REASON);
    await waitFor(() => expect(document.activeElement).toBe(choices[0]));
  });

  it('acts as a chosen profile and goes to its profile page; a refused one does nothing', async () => {
    const { navigate } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Acting as Partner Demo Co.' }));
    fireEvent.click(await screen.findByRole('menuitemradio', { name: /Loom Kitchen/ }));
    expect(actingAs.snapshot()).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('menuitemradio', { name: /Harbor Home/ }));
    expect(actingAs.snapshot()).toMatchObject({ memberId: '2', subjectId: '5', name: 'Harbor Home' });
    expect(navigate).toHaveBeenCalledWith('/harborhome/');
    expect(screen.getByRole('button', { name: 'Acting as Harbor Home' })).toBeTruthy();
  });

  it('closes on Escape with focus back on its button', async () => {
    setup();
    const button = screen.getByRole('button', { name: 'Acting as Partner Demo Co.' });
    fireEvent.click(button);
    const menu = await screen.findByRole('menu', { name: 'Act as' });
    // As a person would: once focus has moved into the menu.
    await waitFor(() => expect(document.activeElement?.getAttribute('role')).toBe('menuitemradio'));
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });
});
