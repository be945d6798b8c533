// The page before leaving Pinboard: named so, and once the link is checked, a way on to the link itself.
import { render, screen } from '@testing-library/react';
import { forgetOffsiteChecks } from '../outbound/offsiteCheck';
import { fakeCloseupApi } from '../testing/fakeCloseupApi';
import { PinRedirectPage } from './PinRedirectPage';

beforeEach(() => forgetOffsiteChecks());

describe('PinRedirectPage', () => {
  it("says 'You're leaving Pinboard' and continues to the link itself once it is checked", async () => {
    const link = 'https://loomandladle.com/lemon-tart?from=pinboard';
    const api = fakeCloseupApi({ 'GET /v3/offsite/': () => ({ message: '', redirect_status: 'other', url: link }) });
    render(<PinRedirectPage query={{ redirectUrl: link, domain: 'loomandladle.com', origin: '/pin/1001/' }} />, { wrapper: api.wrapper });
    expect(screen.getByRole('heading', { level: 1, name: "You're leaving Pinboard" })).toBeTruthy();
    const go = await screen.findByRole('link', { name: 'Continue to loomandladle.com' });
    expect(go.getAttribute('href')).toBe(new URL(link).href);
    expect(api.named('GET /v3/offsite/')[0]?.options).toEqual({ check_only: true, url: link, pin_id: '1001' });
  });
});
