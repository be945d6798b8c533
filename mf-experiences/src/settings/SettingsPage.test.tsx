import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ApiCallError, signedInViewer } from 'page-runtime';
import { type ApiViewer } from 'shared-contracts/api';
import { COOKIE_SAVED_MESSAGE, TEXT_LIMITS } from 'shared-contracts/rules';
import { type EventMap } from 'shared-contracts/platform';
import { fakeExperiencesApi, sessionOf, viewer } from '../testing/fakeExperiencesApi';
import { SettingsPage } from './SettingsPage';

const THIS_BROWSER = { id: 'aaaaaaaaaaaaaaaa', createdAt: '2026-11-27T09:00:00.000Z', device: 'Chrome on Linux', current: true };
const PHONE = { id: 'bbbbbbbbbbbbbbbb', createdAt: '2026-11-20T18:30:00.000Z', device: 'Safari on iOS', current: false };
const OLD = { id: 'cccccccccccccccc', createdAt: '2026-11-02T07:00:00.000Z', device: null, current: false };

/** A fake API whose viewer changes with each UserResource update, as the server's does. */
function settingsApi(start: Partial<ApiViewer> = {}, answers: Parameters<typeof fakeExperiencesApi>[0] = {}) {
  let me = viewer({ about: 'I cook.', ...start });
  const api = fakeExperiencesApi({
    'UserSessionResource get': () => sessionOf(me)(),
    'UserResource get': () => me,
    'UserResource update': (options) => {
      me = {
        ...me,
        ...(typeof options.full_name === 'string' ? { fullName: options.full_name } : {}),
        ...(typeof options.first_name === 'string' ? { firstName: options.first_name } : {}),
        ...(typeof options.about === 'string' ? { about: options.about } : {}),
        ...(options.save_behavior === 0 || options.save_behavior === 1 ? { save_behavior: options.save_behavior } : {}),
      };
      return me;
    },
    'UserSettingsResource update': (options) => {
      me = {
        ...me,
        allow_analytic_cookies: options.allow_analytic_cookies === true,
        allow_marketing_cookies: options.allow_marketing_cookies === true,
        allow_personalization_cookies: options.allow_personalization_cookies === true,
      };
      return { ...options, surface_tag: null };
    },
    'UserPasswordResource update': () => ({ changed: true }),
    'TwoFactorResource get': () => ({ enabled: false, enabledAt: null, recoveryCodesLeft: 0, lastRecoveryCodeUse: null }),
    'UserSessionsResource get': () => ({ sessions: [THIS_BROWSER] }),
    ...answers,
  });
  return { ...api, me: () => me };
}

async function renderSettings(api: ReturnType<typeof settingsApi>, params: string[] = []) {
  window.history.pushState(null, '', `/settings${params.length ? `/${params.join('/')}` : ''}`);
  const view = render(<SettingsPage params={params} />, { wrapper: api.wrapper });
  await screen.findByRole('heading', { level: 1, name: 'Settings' });
  return view;
}

const section = (name: string) => screen.getByRole('region', { name });

describe('SettingsPage', () => {
  it('asks a visitor to log in, and to come back here after', async () => {
    const api = fakeExperiencesApi({ 'UserSessionResource get': sessionOf(null) });
    window.history.pushState(null, '', '/settings');
    render(<SettingsPage params={[]} />, { wrapper: api.wrapper });
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in to see your settings' })).toBeTruthy();
    const login = screen.getByRole('link', { name: 'Log in' }).getAttribute('href') ?? '';
    expect(login.startsWith('/login?')).toBe(true);
    expect(new URLSearchParams(login.slice('/login?'.length)).get('next')).toBe('/settings');
    expect(api.named('UserResource get')).toHaveLength(0);
  });

  it('shows a failure with a way to try again when the session cannot be read', async () => {
    let fail = true;
    const api = fakeExperiencesApi({
      'UserSessionResource get': () => {
        if (fail) throw new ApiCallError(503, 'unavailable', 'We are down for a moment.', undefined, true);
        return sessionOf(viewer())();
      },
      'UserResource get': () => viewer(),
    });
    window.history.pushState(null, '', '/settings');
    render(<SettingsPage params={[]} />, { wrapper: api.wrapper });
    expect((await screen.findByRole('alert')).textContent).toBe('We are down for a moment.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
  });

  it("shows the viewer's values from the server in every section, with a nav of the sections", async () => {
    const api = settingsApi({ save_behavior: 0, allow_marketing_cookies: true, allow_analytic_cookies: false });
    await renderSettings(api);
    expect(api.named('UserResource get')[0]?.options).toEqual({ user_id: '1' });
    const nav = screen.getByRole('navigation', { name: 'Settings sections' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Edit profile', '/settings#profile'],
      ['Saving Pins', '/settings#saving'],
      ['Cookie preferences', '/settings#cookies'],
      ['Password', '/settings#password'],
      ['Two-factor authentication', '/settings#two-factor'],
      ["Where you're logged in", '/settings#sessions'],
      ['Notifications', '/settings/notifications'],
    ]);
    const profile = section('Edit profile');
    expect(within(profile).getByRole<HTMLInputElement>('textbox', { name: 'Full name' }).value).toBe('Demo User');
    expect(within(profile).getByRole<HTMLInputElement>('textbox', { name: 'First name' }).value).toBe('Demo');
    expect(within(profile).getByRole<HTMLTextAreaElement>('textbox', { name: 'About' }).value).toBe('I cook.');
    expect(within(section('Saving Pins')).getByRole<HTMLInputElement>('radio', { name: 'Save to your profile' }).checked).toBe(true);
    const cookies = section('Cookie preferences');
    expect(within(cookies).getByRole<HTMLInputElement>('switch', { name: 'Marketing cookies' }).checked).toBe(true);
    expect(within(cookies).getByRole<HTMLInputElement>('switch', { name: 'Analytics cookies' }).checked).toBe(false);
    expect(within(cookies).getByRole<HTMLInputElement>('switch', { name: 'Personalization cookies' }).checked).toBe(false);
  });

  it('counts the first name as it is typed, and allows at most 30 characters (spec: first name max 30)', async () => {
    await renderSettings(settingsApi());
    const first = screen.getByRole<HTMLInputElement>('textbox', { name: 'First name' });
    expect(first.maxLength).toBe(TEXT_LIMITS.firstName);
    expect(TEXT_LIMITS.firstName).toBe(30);
    const count = () => document.getElementById(first.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(count()).toContain('4 / 30');
    fireEvent.input(first, { target: { value: 'Alexandra' } });
    expect(count()).toContain('9 / 30');
    expect(count()).toContain('9 of 30 characters used');
  });

  it('saves the profile, says so politely, and refreshes the session so the header shows the new name', async () => {
    const api = settingsApi();
    await renderSettings(api);
    const profile = section('Edit profile');
    fireEvent.input(within(profile).getByRole('textbox', { name: 'Full name' }), { target: { value: '  Ada Lovelace ' } });
    fireEvent.input(within(profile).getByRole('textbox', { name: 'First name' }), { target: { value: 'Ada' } });
    fireEvent.input(within(profile).getByRole('textbox', { name: 'About' }), { target: { value: 'I write programs.' } });
    const sessionReads = api.named('UserSessionResource get').length;
    fireEvent.click(within(profile).getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(within(profile).getByRole('status').textContent).toBe('Your profile is saved.'));
    expect(api.named('UserResource update').map((call) => call.options)).toEqual([
      { full_name: 'Ada Lovelace', first_name: 'Ada', about: 'I write programs.' },
    ]);
    expect(api.named('UserSessionResource get').length).toBe(sessionReads + 1);
    expect(signedInViewer(api.deps.session.snapshot())?.fullName).toBe('Ada Lovelace');
    expect(screen.getByText('Ada Lovelace', { selector: 'strong' })).toBeTruthy();
  });

  it("shows the server's error next to the form and marks the field it names", async () => {
    const api = settingsApi(
      {},
      {
        'UserResource update': () => {
          throw new ApiCallError(400, 'invalid_field', 'first_name must be at most 30 characters.', 'first_name', true);
        },
      },
    );
    await renderSettings(api);
    const profile = section('Edit profile');
    fireEvent.click(within(profile).getByRole('button', { name: 'Save profile' }));
    const alert = await within(profile).findByRole('alert');
    expect(alert.textContent).toBe('first_name must be at most 30 characters.');
    const first = within(profile).getByRole('textbox', { name: 'First name' });
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(first.getAttribute('aria-describedby')).toContain(alert.id);
    expect(within(profile).getByRole('status').textContent).toBe('');
  });

  it('asks for a name that is more than spaces without calling the server', async () => {
    const api = settingsApi();
    await renderSettings(api);
    const profile = section('Edit profile');
    fireEvent.input(within(profile).getByRole('textbox', { name: 'Full name' }), { target: { value: '   ' } });
    fireEvent.click(within(profile).getByRole('button', { name: 'Save profile' }));
    expect(within(profile).getByRole('alert').textContent).toBe('Enter your full name.');
    expect(within(profile).getByRole('textbox', { name: 'Full name' }).getAttribute('aria-invalid')).toBe('true');
    expect(api.named('UserResource update')).toHaveLength(0);
  });

  it('saves the save behaviour as soon as it is chosen (0: profile, 1: board picker)', async () => {
    const api = settingsApi({ save_behavior: 1 });
    await renderSettings(api);
    const saving = section('Saving Pins');
    fireEvent.click(within(saving).getByRole('radio', { name: 'Save to your profile' }));
    await waitFor(() => expect(within(saving).getByRole('status').textContent).toBe('Saved. New Pins go to your profile.'));
    expect(api.named('UserResource update').map((call) => call.options)).toEqual([{ save_behavior: 0 }]);
    expect(signedInViewer(api.deps.session.snapshot())?.save_behavior).toBe(0);
    fireEvent.click(within(saving).getByRole('radio', { name: 'Choose a board each time' }));
    await waitFor(() => expect(within(saving).getByRole('status').textContent).toBe("Saved. You'll choose a board each time."));
    expect(api.named('UserResource update').map((call) => call.options)).toEqual([{ save_behavior: 0 }, { save_behavior: 1 }]);
  });

  it('goes back to the saved choice when saving it fails, and says why', async () => {
    const api = settingsApi(
      { save_behavior: 1 },
      {
        'UserResource update': () => {
          throw new ApiCallError(500, 'server_error', '', undefined, false);
        },
      },
    );
    await renderSettings(api);
    const saving = section('Saving Pins');
    fireEvent.click(within(saving).getByRole('radio', { name: 'Save to your profile' }));
    expect((await within(saving).findByRole('alert')).textContent).toBe('Sorry! Something went wrong on our end.');
    expect(within(saving).getByRole<HTMLInputElement>('radio', { name: 'Choose a board each time' }).checked).toBe(true);
  });

  it('saves a cookie switch with all three choices, shows the spec toast for 3 s, and reads the user again', async () => {
    const api = settingsApi({ allow_analytic_cookies: true, allow_marketing_cookies: false, allow_personalization_cookies: true });
    const toasts: Array<EventMap['toast/requested']> = [];
    api.events.on('toast/requested', (toast) => toasts.push(toast));
    await renderSettings(api);
    const reads = api.named('UserResource get').length;
    const marketing = within(section('Cookie preferences')).getByRole<HTMLInputElement>('switch', { name: 'Marketing cookies' });
    fireEvent.click(marketing);
    expect(marketing.checked).toBe(true);
    await waitFor(() => expect(toasts).toEqual([{ message: COOKIE_SAVED_MESSAGE, durationMs: 3000 }]));
    expect(api.named('UserSettingsResource update').map((call) => call.options)).toEqual([
      { allow_analytic_cookies: true, allow_marketing_cookies: true, allow_personalization_cookies: true },
    ]);
    await waitFor(() => expect(api.named('UserResource get').length).toBeGreaterThan(reads));
    expect(signedInViewer(api.deps.session.snapshot())?.allow_marketing_cookies).toBe(true);
  });

  it('says a choice never made is off, and turns the switch back when saving fails', async () => {
    const api = settingsApi(
      {},
      {
        'UserSettingsResource update': () => {
          throw new ApiCallError(400, 'invalid_field', 'Cookie choices could not be saved.', undefined, true);
        },
      },
    );
    await renderSettings(api);
    const cookies = section('Cookie preferences');
    expect(within(cookies).getByText("You haven't chosen yet, so these are off until you turn them on.")).toBeTruthy();
    const analytics = within(cookies).getByRole<HTMLInputElement>('switch', { name: 'Analytics cookies' });
    fireEvent.click(analytics);
    expect((await within(cookies).findByRole('alert')).textContent).toBe('Cookie choices could not be saved.');
    expect(analytics.checked).toBe(false);
  });

  describe('password', () => {
    const fill = (current: string, next: string, confirm: string) => {
      const password = section('Password');
      fireEvent.input(within(password).getByLabelText('Current password'), { target: { value: current } });
      fireEvent.input(within(password).getByLabelText('New password'), { target: { value: next } });
      fireEvent.input(within(password).getByLabelText('Type the new password again'), { target: { value: confirm } });
      fireEvent.click(within(password).getByRole('button', { name: 'Change password' }));
      return password;
    };

    it('checks the new password before asking the server', async () => {
      const api = settingsApi();
      await renderSettings(api);
      let password = fill('demo-password', 'short', 'short');
      expect(within(password).getByRole('alert').textContent).toBe('Your new password must be at least 8 characters.');
      expect(within(password).getByLabelText('New password').getAttribute('aria-invalid')).toBe('true');
      password = fill('demo-password', 'a-new-password', 'a-new-passwort');
      expect(within(password).getByRole('alert').textContent).toBe("The new passwords don't match.");
      expect(within(password).getByLabelText('Type the new password again').getAttribute('aria-invalid')).toBe('true');
      expect(api.named('UserPasswordResource update')).toHaveLength(0);
    });

    it("shows the server's words for a wrong current password", async () => {
      const api = settingsApi(
        {},
        {
          'UserPasswordResource update': () => {
            throw new ApiCallError(400, 'invalid_field', 'Your current password is not right.', 'old_password', true);
          },
        },
      );
      await renderSettings(api);
      const password = fill('wrong-password', 'a-new-password', 'a-new-password');
      expect((await within(password).findByRole('alert')).textContent).toBe('Your current password is not right.');
      expect(within(password).getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true');
    });

    it('changes it, says so and empties the fields', async () => {
      const api = settingsApi();
      await renderSettings(api);
      const password = fill('demo-password', 'a-new-password', 'a-new-password');
      await waitFor(() => expect(within(password).getByRole('status').textContent).toBe('Your password is changed.'));
      expect(api.named('UserPasswordResource update').map((call) => call.options)).toEqual([
        { old_password: 'demo-password', new_password: 'a-new-password' },
      ]);
      expect(within(password).getByLabelText<HTMLInputElement>('Current password').value).toBe('');
      expect(within(password).getByLabelText<HTMLInputElement>('New password').value).toBe('');
    });
  });

  describe("where you're logged in", () => {
    it('lists each browser with the day it logged in, marks this one, and logs another out', async () => {
      let sessions = [THIS_BROWSER, PHONE, OLD];
      const api = settingsApi(
        {},
        {
          'UserSessionsResource get': () => ({ sessions }),
          'UserSessionsResource delete': (options) => {
            sessions = sessions.filter((s) => s.id !== options.id);
            return { sessions };
          },
        },
      );
      await renderSettings(api);
      const list = await within(section("Where you're logged in")).findByRole('list', { name: 'Browsers logged in to your account' });
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        'Chrome on LinuxLogged in Nov 27, 2026 · This browser',
        'Safari on iOSLogged in Nov 20, 2026Log out',
        'A browserLogged in Nov 2, 2026Log out',
      ]);
      // This browser logs out with Log out in the header, not here.
      expect(
        within(list)
          .getAllByRole('button')
          .map((button) => button.getAttribute('aria-label')),
      ).toEqual(['Log out Safari on iOS, logged in Nov 20, 2026', 'Log out A browser, logged in Nov 2, 2026']);
      fireEvent.click(within(list).getByRole('button', { name: 'Log out Safari on iOS, logged in Nov 20, 2026' }));
      expect(await within(section("Where you're logged in")).findByText('Logged out of Safari on iOS.')).toBeTruthy();
      expect(api.named('UserSessionsResource delete')[0]?.options).toEqual({ id: PHONE.id });
      expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    });

    it('says what the server says when the browser was logged out already, and shows the list as it is now', async () => {
      let sessions = [THIS_BROWSER, PHONE];
      const api = settingsApi(
        {},
        {
          'UserSessionsResource get': () => ({ sessions }),
          'UserSessionsResource delete': () => {
            sessions = [THIS_BROWSER];
            throw new ApiCallError(404, 'not_found', 'That session was not found.', undefined, true);
          },
        },
      );
      await renderSettings(api);
      const area = section("Where you're logged in");
      fireEvent.click(await within(area).findByRole('button', { name: /^Log out Safari on iOS/ }));
      expect((await within(area).findByRole('alert')).textContent).toBe('That session was not found.');
      await waitFor(() => expect(within(area).queryByText('Safari on iOS')).toBeNull());
    });
  });

  it('says notifications settings are not here yet on /settings/notifications', async () => {
    await renderSettings(settingsApi(), ['notifications']);
    expect(section('Notifications').textContent).toContain('Notifications settings are not available yet.');
    expect(screen.getByRole('link', { name: 'Notifications' }).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('region', { name: 'Edit profile' })).toBeNull();
  });

  it('is not found on a settings path it does not have', async () => {
    window.history.pushState(null, '', '/settings/privacy');
    render(<SettingsPage params={['privacy']} />, { wrapper: settingsApi().wrapper });
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    await act(async () => undefined);
  });
});
