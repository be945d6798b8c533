import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ApiCallError } from 'page-runtime';
import { type ApiSession } from 'shared-contracts/api';
import { COOKIE_SAVED_MESSAGE } from 'shared-contracts/rules';
import { type EventMap } from 'shared-contracts/platform';
import { fakeExperiencesApi, sessionOf, viewer } from '../testing/fakeExperiencesApi';
import { COOKIE_BANNER_TEXT, CookieBanner, type CookieBannerProps } from './CookieBanner';
import { useCookieConsent } from './useCookieConsent';

function Banner(props: Omit<CookieBannerProps, 'consent'>) {
  return <CookieBanner consent={useCookieConsent()} {...props} />;
}

const never = { allow_analytic_cookies: null, allow_marketing_cookies: null, allow_personalization_cookies: null };

function bannerApi(session: () => ApiSession = sessionOf(null), fail = false) {
  return fakeExperiencesApi({
    'UserSessionResource get': session,
    'UserSettingsResource update': (options) => {
      if (fail) throw new ApiCallError(500, 'server_error', 'Sorry! Something went wrong on our end.', undefined, true);
      return { ...options };
    },
  });
}

afterEach(() => {
  document.cookie = 'pb_cookie_choices=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('CookieBanner', () => {
  it("shows a fresh visitor the spec's words, the policy link and three buttons", async () => {
    render(<Banner />, { wrapper: bannerApi().wrapper });
    const banner = await screen.findByRole('region', { name: 'Cookies' });
    expect(banner.textContent).toContain(COOKIE_BANNER_TEXT);
    expect(within(banner).getByRole('link', { name: 'Cookie policy' }).getAttribute('href')).toBe('/policy/cookies/');
    expect(
      within(banner)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Accept all', 'Reject all', 'Let me choose']);
    expect(banner.contains(document.activeElement)).toBe(false);
  });

  it.each<[string, () => ApiSession, string]>([
    ['a visitor who chose in this browser', sessionOf(null), 'a0m0p0'],
    [
      'a user who chose',
      sessionOf(viewer({ allow_analytic_cookies: true, allow_marketing_cookies: false, allow_personalization_cookies: false })),
      '',
    ],
    ['a bot', () => ({ isAuthenticated: false, unauthId: null, viewer: { isAuth: false, isBot: true, isSocialBot: false } }), ''],
  ])('stays away for %s', async (_name, session, cookie) => {
    if (cookie) document.cookie = `pb_cookie_choices=${cookie}; path=/`;
    const api = bannerApi(session);
    render(<Banner />, { wrapper: api.wrapper });
    await waitFor(() => expect(api.named('UserSessionResource get').length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('region', { name: 'Cookies' })).toBeNull();
  });

  it.each([
    ['Accept all', true],
    ['Reject all', false],
  ])('%s saves all three, reads the user again, shows the 3 s toast and closes', async (button, allowed) => {
    const api = bannerApi(sessionOf(viewer(never)));
    const toasts: Array<EventMap['toast/requested']> = [];
    api.events.on('toast/requested', (toast) => toasts.push(toast));
    render(<Banner />, { wrapper: api.wrapper });
    fireEvent.click(await screen.findByRole('button', { name: button }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Cookies' })).toBeNull());
    expect(api.named('UserSettingsResource update').map((c) => c.options)).toEqual([
      {
        allow_analytic_cookies: allowed,
        allow_marketing_cookies: allowed,
        allow_personalization_cookies: allowed,
        surface_tag: 'cookie_banner',
      },
    ]);
    expect(toasts).toEqual([{ message: COOKIE_SAVED_MESSAGE, durationMs: 3000 }]);
    await waitFor(() => expect(api.named('UserSessionResource get')).toHaveLength(2));
  });

  it('keeps the banner with a clear error when the save fails', async () => {
    render(<Banner />, { wrapper: bannerApi(sessionOf(null), true).wrapper });
    fireEvent.click(await screen.findByRole('button', { name: 'Reject all' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Sorry! Something went wrong on our end.');
    expect(screen.getByRole('region', { name: 'Cookies' })).toBeTruthy();
  });

  it('Let me choose opens a dialog with three switches, all off, and saves the one turned on', async () => {
    const api = bannerApi();
    render(<Banner isMobile={() => false} />, { wrapper: api.wrapper });
    fireEvent.click(await screen.findByRole('button', { name: 'Let me choose' }));
    const dialog = screen.getByRole('dialog', { name: 'Choose your cookies' });
    const switches = within(dialog).getAllByRole('switch');
    expect(switches.map((s) => (s as HTMLInputElement).checked)).toEqual([false, false, false]);
    fireEvent.click(within(dialog).getByLabelText('Personalization cookies'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save my choices' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.named('UserSettingsResource update')[0]?.options).toEqual({
      allow_analytic_cookies: false,
      allow_marketing_cookies: false,
      allow_personalization_cookies: true,
      surface_tag: 'cookie_settings_modal',
    });
    expect(screen.queryByRole('region', { name: 'Cookies' })).toBeNull();
  });

  it('on a phone, Let me choose hides the banner behind the dialog; Cancel brings it back', async () => {
    render(<Banner isMobile={() => true} />, { wrapper: bannerApi().wrapper });
    fireEvent.click(await screen.findByRole('button', { name: 'Let me choose' }));
    expect(screen.queryByRole('region', { name: 'Cookies' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('region', { name: 'Cookies' })).toBeTruthy();
  });
});
