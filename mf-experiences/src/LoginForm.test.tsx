import { QueryRoot } from 'react-kit';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { api, ApiCallError } from 'page-runtime';
import { LOGIN_LINK_FIELD } from 'shared-contracts/api';
import { LoginForm, RECOVERY_CODE_HINT } from './LoginForm';
import { LOGIN_LINK_SENT_MESSAGE } from './LoginLinkOffer';

afterEach(() => jest.restoreAllMocks());

function submit(username: string, password: string) {
  fireEvent.input(screen.getByLabelText('Username or email'), { target: { value: username } });
  fireEvent.input(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginForm', () => {
  it.each([
    [401, 'invalid_credentials', "That username or password isn't right."],
    // Throttled: the server says when to try again.
    [429, 'too_many_requests', 'Too many failed attempts to log in. Try again in 15 minutes.'],
    [503, 'busy', 'Too many people are logging in right now. Try again in a few seconds.'],
  ])('shows the server’s %i answer in the form’s alert, and lets the person try again', async (status, code, message) => {
    jest.spyOn(api, 'write').mockRejectedValue(new ApiCallError(status, code, message, undefined, true));
    render(<LoginForm />, { wrapper: QueryRoot });
    submit('demo', 'wrong');
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByRole('button', { name: 'Log in' })).toHaveProperty('disabled', false);
    // Only a delay of the account's (not the address's own throttle) offers a login link.
    expect(screen.queryByRole('button', { name: 'Email me a login link' })).toBeNull();
  });
});

describe('LoginForm when the account’s failures from everywhere hold this browser back', () => {
  it('offers a one-time login link by mail for the name typed, and says it is on its way', async () => {
    const write = jest
      .spyOn(api, 'write')
      .mockRejectedValueOnce(
        new ApiCallError(429, 'too_many_requests', 'Too many failed attempts to log in. Try again in 8 seconds.', LOGIN_LINK_FIELD, true),
      )
      .mockResolvedValueOnce({ sent: true });
    render(<LoginForm />, { wrapper: QueryRoot });
    submit('maya_chen', 'demo-password');
    fireEvent.click(await screen.findByRole('button', { name: 'Email me a login link' }));
    expect((await screen.findByRole('status')).textContent).toBe(LOGIN_LINK_SENT_MESSAGE);
    expect(write).toHaveBeenLastCalledWith('LoginLinkResource', 'create', { username_or_email: 'maya_chen' });
  });
});

/** The form, whose first login the server answers by asking for the authenticator code; the next never ends. */
function renderAskingForCode() {
  const write = jest
    .spyOn(api, 'write')
    .mockRejectedValueOnce(
      new ApiCallError(401, 'two_factor_required', 'Enter the 6-digit code from your authenticator app.', 'code', true),
    )
    .mockReturnValueOnce(new Promise(() => {}));
  render(<LoginForm />, { wrapper: QueryRoot });
  return write;
}

describe('LoginForm with two-factor authentication', () => {
  it('asks for the authenticator code when the server does, and sends it with the password', async () => {
    const write = renderAskingForCode();
    expect(screen.queryByLabelText(/Authentication code/)).toBeNull();
    submit('partner', 'demo-password');
    expect((await screen.findByRole('alert')).textContent).toBe('Enter the 6-digit code from your authenticator app.');
    const code = screen.getByLabelText(/Authentication code/);
    await waitFor(() => expect(document.activeElement).toBe(code));
    fireEvent.input(code, { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(write).toHaveBeenLastCalledWith('UserSessionResource', 'create', {
        username_or_email: 'partner',
        password: 'demo-password',
        code: '123 456',
      }),
    );
  });
});

describe('LoginForm with a recovery code', () => {
  it('lets a person without their app send a recovery code in the code field', async () => {
    const write = renderAskingForCode();
    submit('partner', 'demo-password');
    await screen.findByRole('alert');
    expect(screen.queryByLabelText(/^Recovery code/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Can’t use your app? Use a recovery code' }));
    const code = screen.getByLabelText(/^Recovery code/);
    expect(code.getAttribute('inputmode')).toBe('text');
    expect(screen.getByText(RECOVERY_CODE_HINT)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(code));
    fireEvent.input(code, { target: { value: 'k3m9-x2qa-7hfd' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(write).toHaveBeenLastCalledWith('UserSessionResource', 'create', {
        username_or_email: 'partner',
        password: 'demo-password',
        code: 'k3m9-x2qa-7hfd',
      }),
    );
    // And back to the app's code.
    fireEvent.click(screen.getByRole('button', { name: 'Use a code from your app instead' }));
    expect(screen.getByLabelText(/^Authentication code/).getAttribute('inputmode')).toBe('numeric');
  });
});
