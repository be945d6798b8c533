import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiCallError } from 'page-runtime';
import { fakeExperiencesApi } from './testing/fakeExperiencesApi';
import { LoginLinkPage } from './LoginLinkPage';

const REFUSED = 'This login link has expired or was already used. Log in again, or ask for a new link.';

describe('LoginLinkPage', () => {
  it('logs in only when the person presses the button, with the link’s token', async () => {
    let answered = false;
    const api = fakeExperiencesApi({
      'LoginLinkResource update': () => {
        answered = true;
        return new Promise(() => {});
      },
    });
    render(<LoginLinkPage token="12.abc" />, { wrapper: api.wrapper });
    expect(screen.getByRole('heading', { name: 'Log in with your link' })).toBeTruthy();
    expect(answered).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(api.named('LoginLinkResource update')[0]?.options).toEqual({ token: '12.abc' }));
  });

  it('asks for the authenticator code when the server does, and sends it with the token', async () => {
    let asked = 0;
    const api = fakeExperiencesApi({
      'LoginLinkResource update': () => {
        asked += 1;
        if (asked === 1)
          throw new ApiCallError(401, 'two_factor_required', 'Enter the 6-digit code from your authenticator app.', 'code', true);
        return new Promise(() => {});
      },
    });
    render(<LoginLinkPage token="12.abc" />, { wrapper: api.wrapper });
    expect(screen.queryByLabelText(/Authentication code/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    fireEvent.input(await screen.findByLabelText(/Authentication code/), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(api.named('LoginLinkResource update')[1]?.options).toEqual({ token: '12.abc', code: '123456' }));
  });

  it('says a spent or expired link is, offers no button to press again, and the way back', async () => {
    const api = fakeExperiencesApi({
      'LoginLinkResource update': () => {
        throw new ApiCallError(400, 'invalid_field', REFUSED, 'token', true);
      },
    });
    render(<LoginLinkPage token="12.abc" />, { wrapper: api.wrapper });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(REFUSED);
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in with your password' }).getAttribute('href')).toBe('/login');
  });
});
