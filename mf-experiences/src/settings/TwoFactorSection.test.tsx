import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ApiCallError } from 'page-runtime';
import type { ApiTwoFactor } from 'shared-contracts/api';
import { fakeExperiencesApi } from '../testing/fakeExperiencesApi';
import { RECOVERY_CODES_FILE, recoveryCodesFile } from './RecoveryCodesPanel';
import { TwoFactorSection } from './TwoFactorSection';

const SETUP = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  uri: 'otpauth://totp/Pinboard:demo?secret=x',
  qr: { size: 21, path: 'M0 0h1v1h-1z' },
};
const CODES = Array.from({ length: 10 }, (_, i) => `k3m${i}-x2qa-7hfd`);
const OFF: ApiTwoFactor = { enabled: false, enabledAt: null, recoveryCodesLeft: 0, lastRecoveryCodeUse: null };
const ON: ApiTwoFactor = { enabled: true, enabledAt: '2026-11-27T05:00:00.000Z', recoveryCodesLeft: 10, lastRecoveryCodeUse: null };

const refused = (field: 'code' | 'password', message: string) => new ApiCallError(400, 'invalid_field', message, field, true);
const WRONG_CODE = "That code isn't right. Enter the newest code from your authenticator app.";
const WRONG_PASSWORD = "That isn't your password. Enter the password you log in with.";

function renderSection(answers: Parameters<typeof fakeExperiencesApi>[0]) {
  const api = fakeExperiencesApi(answers);
  render(<TwoFactorSection />, { wrapper: api.wrapper });
  return api;
}

const fill = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });

describe('TwoFactorSection', () => {
  it('turns on only with a code from the app and the password, each refusal shown beside its field', async () => {
    let on = false;
    const api = renderSection({
      'TwoFactorResource get': () => (on ? ON : OFF),
      'TwoFactorResource create': () => SETUP,
      'TwoFactorResource update': (options) => {
        if (options.code !== '123456') throw refused('code', WRONG_CODE);
        if (options.password !== 'demo-password') throw refused('password', WRONG_PASSWORD);
        on = true;
        return { ...ON, recoveryCodes: CODES };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Set up two-factor authentication' }));
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toBeTruthy();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeTruthy();
    expect(screen.getByText('This logs you out everywhere else.')).toBeTruthy();
    expect(screen.getByLabelText('Your password').getAttribute('type')).toBe('password');

    fill('Code from your authenticator app', '000000');
    fill('Your password', 'demo-password');
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect((await screen.findByRole('alert')).textContent).toBe(WRONG_CODE);
    expect(screen.getByLabelText('Code from your authenticator app').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Your password').getAttribute('aria-invalid')).toBeNull();

    fill('Code from your authenticator app', '123456');
    fill('Your password', 'a-guess');
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(WRONG_PASSWORD));
    expect(screen.getByLabelText('Your password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Code from your authenticator app').getAttribute('aria-invalid')).toBeNull();

    fill('Your password', 'demo-password');
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('Two-factor authentication is on. Logging in now asks for a code from your app.')).toBeTruthy();
    expect(api.named('TwoFactorResource update').map((call) => call.options)).toEqual([
      { code: '000000', password: 'demo-password' },
      { code: '123456', password: 'a-guess' },
      { code: '123456', password: 'demo-password' },
    ]);
  });

  it('shows the ten recovery codes once, to copy or download, and never again after they are saved', async () => {
    const writeText = jest.fn<Promise<void>, [string]>(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    let on = false;
    renderSection({
      'TwoFactorResource get': () => (on ? ON : OFF),
      'TwoFactorResource create': () => SETUP,
      'TwoFactorResource update': () => {
        on = true;
        return { ...ON, recoveryCodes: CODES };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Set up two-factor authentication' }));
    await screen.findByLabelText('Code from your authenticator app');
    fill('Code from your authenticator app', '123456');
    fill('Your password', 'demo-password');
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));

    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(screen.getByRole('heading', { name: 'Save your recovery codes' })).toBeTruthy();
    expect(screen.getByText("Save them somewhere safe now: they won't be shown again.")).toBeTruthy();
    expect(
      screen.getByText("If you can't use your authenticator app, enter one of these codes when you log in. Each code works once."),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Copy codes' }));
    expect(await screen.findByText('Copied the recovery codes.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(CODES.join('\n'));
    const download = screen.getByRole('link', { name: 'Download codes' });
    expect(download.getAttribute('download')).toBe(RECOVERY_CODES_FILE);
    expect(decodeURIComponent((download.getAttribute('href') ?? '').replace('data:text/plain;charset=utf-8,', ''))).toBe(
      recoveryCodesFile(CODES),
    );

    fireEvent.click(screen.getByRole('button', { name: 'I’ve saved them' }));
    expect(await screen.findByText('10 of 10 recovery codes left.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
    for (const code of CODES) expect(screen.queryByText(code)).toBeNull();
    expect(screen.getByRole('button', { name: 'Turn off' })).toBeTruthy();
  });

  it('says so when the codes cannot be copied, so the person downloads or copies them by hand', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) }, configurable: true });
    renderSection({
      'TwoFactorResource get': () => OFF,
      'TwoFactorResource create': () => SETUP,
      'TwoFactorResource update': () => ({ ...ON, recoveryCodes: CODES }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Set up two-factor authentication' }));
    await screen.findByLabelText('Code from your authenticator app');
    fill('Code from your authenticator app', '123456');
    fill('Your password', 'demo-password');
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Copy codes' }));
    expect(await screen.findByText("Couldn't copy them here. Select the codes and copy them, or download them.")).toBeTruthy();
  });

  it('turns off only with the password and a code from the app or a recovery code', async () => {
    const api = renderSection({
      'TwoFactorResource get': () => ({ ...ON, enabledAt: '2026-11-20T08:00:00.000Z' }),
      'TwoFactorResource delete': (options) => {
        if (options.password !== 'demo-password') throw refused('password', WRONG_PASSWORD);
        return OFF;
      },
    });
    expect(await screen.findByText(/^On since Nov 20, 2026\./)).toBeTruthy();
    expect(
      screen.getByText(
        'To turn it off, enter your password and a code from the app or a recovery code. This logs you out everywhere else.',
      ),
    ).toBeTruthy();
    const code = screen.getByLabelText('Code from your authenticator app, or a recovery code');
    expect(code.getAttribute('inputmode')).toBe('text');
    fill('Code from your authenticator app, or a recovery code', 'k3m9-x2qa-7hfd');
    fill('Your password', 'not-it');
    fireEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    expect((await screen.findByRole('alert')).textContent).toBe(WRONG_PASSWORD);
    expect(screen.getByLabelText('Your password').getAttribute('aria-invalid')).toBe('true');

    fill('Your password', 'demo-password');
    fireEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Two-factor authentication is off.')).toBeTruthy();
    expect(api.named('TwoFactorResource delete').map((call) => call.options)).toEqual([
      { code: 'k3m9-x2qa-7hfd', password: 'not-it' },
      { code: 'k3m9-x2qa-7hfd', password: 'demo-password' },
    ]);
    expect(screen.getByRole('button', { name: 'Set up two-factor authentication' })).toBeTruthy();
  });

  it('tells the owner how many recovery codes are left and when one was last used, or that none are', async () => {
    renderSection({
      'TwoFactorResource get': () => ({
        ...ON,
        recoveryCodesLeft: 9,
        lastRecoveryCodeUse: { at: '2026-12-08T10:00:00.000Z', device: 'Firefox on Windows' },
      }),
    });
    expect(await screen.findByText('9 of 10 recovery codes left. One was last used on Dec 8, 2026 (Firefox on Windows).')).toBeTruthy();
  });

  it('says how to get new recovery codes when none are left', async () => {
    renderSection({ 'TwoFactorResource get': () => ({ ...ON, recoveryCodesLeft: 0 }) });
    expect(await screen.findByText('No recovery codes left: turn two-factor authentication off and on again for new ones.')).toBeTruthy();
  });
});
