import { render, screen, waitFor } from '@testing-library/react';
import { ApiCallError } from 'page-runtime';
import { SignupConfirmPage } from './SignupConfirmPage';
import { fakeExperiencesApi } from './testing/fakeExperiencesApi';

const refusing = (error: ApiCallError) =>
  fakeExperiencesApi({
    'UserRegisterResource update': () => {
      throw error;
    },
  });

describe('SignupConfirmPage', () => {
  it('sends the link once, and shows a used link refused with the ways on', async () => {
    const message = 'This sign-up link has expired or was already used. Sign up again, or log in.';
    const fake = refusing(new ApiCallError(400, 'invalid_field', message, 'token', true));
    render(<SignupConfirmPage token="sealed-token" />, { wrapper: fake.wrapper });
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByRole('link', { name: 'Sign up again' }).getAttribute('href')).toBe('/signup');
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(fake.named('UserRegisterResource update')).toEqual([
      { kind: 'write', name: 'UserRegisterResource update', options: { token: 'sealed-token' } },
    ]);
  });

  it('offers only to sign up again when the username was taken meanwhile', async () => {
    const message = 'ada was taken before you opened the link. Sign up again with another username.';
    const fake = refusing(new ApiCallError(409, 'conflict', message, 'username', true));
    render(<SignupConfirmPage token="sealed-token" />, { wrapper: fake.wrapper });
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByRole('link', { name: 'Sign up again' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
  });

  it('says it is making the account while it waits', async () => {
    const fake = fakeExperiencesApi({ 'UserRegisterResource update': () => new Promise(() => undefined) });
    render(<SignupConfirmPage token="sealed-token" />, { wrapper: fake.wrapper });
    expect(screen.getByRole('heading', { name: 'Finish signing up' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Making your account…');
    await waitFor(() => expect(fake.named('UserRegisterResource update')).toHaveLength(1));
  });
});
