import { render, screen } from '@testing-library/react';
import { accountOf, profileOf } from '../testing/businessFixtures';
import { fakeBusinessApi, PARTNER } from '../testing/fakeBusinessApi';
import { CommerceIntegrationsPage } from './CommerceIntegrationsPage';
import { InvitePage } from './InvitePage';
import { ScheduleCallPage } from './ScheduleCallPage';

function withBusinesses(
  profiles = [profileOf('42', 'Blue Kettle', ['ADMIN']), profileOf('43', 'Red Kettle', ['ANALYST'], false)],
  account: unknown = null,
) {
  return fakeBusinessApi({ 'GET /vx/business_access/profiles/': () => profiles, 'GET /vx/business/account/': () => account });
}

describe("the business area's small pages", () => {
  it('invite: says inviting is not here yet, and links to People and security of the businesses the viewer administers', async () => {
    const api = withBusinesses([profileOf('42', 'Blue Kettle', ['ADMIN']), profileOf('44', 'Kettle Kids', ['ANALYST'])], accountOf());
    render(<InvitePage viewer={PARTNER} />, { wrapper: api.wrapper });
    expect(screen.getByRole('heading', { level: 1, name: 'Invite people to a business' })).toBeTruthy();
    expect(screen.getByText(/Sending invitations from Pinboard isn't available yet/)).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Pat Makes' })).getAttribute('href')).toBe('/business/business-manager/1/security/');
    expect(screen.getByRole('link', { name: 'Blue Kettle' }).getAttribute('href')).toBe('/business/business-manager/42/security/');
    expect(screen.queryByRole('link', { name: 'Kettle Kids' })).toBeNull();
  });

  it('invite: tells someone who administers no business whom to ask', async () => {
    const api = withBusinesses([profileOf('43', 'Red Kettle', ['ADMIN'], false)]);
    render(<InvitePage viewer={PARTNER} />, { wrapper: api.wrapper });
    expect(await screen.findByText(/You aren't an owner or admin of a business/)).toBeTruthy();
  });

  it('commerce integrations: where catalogs come from, and each catalog the viewer may see', async () => {
    const api = withBusinesses();
    render(<CommerceIntegrationsPage viewer={PARTNER} />, { wrapper: api.wrapper });
    expect(screen.getByText(/catalog is made from its product Pins/)).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Blue Kettle' })).getAttribute('href')).toBe('/business/business-manager/42/catalogs/');
    // Red Kettle asks for two-factor authentication the viewer has not turned on.
    expect(screen.queryByRole('link', { name: 'Red Kettle' })).toBeNull();
  });

  it('schedule a call: says booking is not here, with the way to the hub', () => {
    render(<ScheduleCallPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Talk to our business team' })).toBeTruthy();
    expect(screen.getByText(/isn't available on Pinboard yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the business hub' }).getAttribute('href')).toBe('/business/hub/');
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
