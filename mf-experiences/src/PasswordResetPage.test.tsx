import { fireEvent, render, screen } from '@testing-library/react';
import { fakeExperiencesApi } from './testing/fakeExperiencesApi';
import { PasswordResetPage, RESET_KEEPS_TWO_FACTOR } from './PasswordResetPage';

async function resetWith(twoFactor: boolean) {
  const api = fakeExperiencesApi({ 'PasswordResetResource update': () => ({ changed: true, username: 'demo', twoFactor }) });
  render(<PasswordResetPage token="a.token" />, { wrapper: api.wrapper });
  fireEvent.input(screen.getByLabelText('New password'), { target: { value: 'a-brand-new-password' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
  expect((await screen.findByRole('status')).textContent).toBe('Your password is changed. Log in with it now.');
  return api;
}

describe('PasswordResetPage with a link', () => {
  it('says two-factor authentication is still on, and that a recovery code logs in without the app', async () => {
    const api = await resetWith(true);
    expect(screen.getByText(RESET_KEEPS_TWO_FACTOR)).toBeTruthy();
    expect(RESET_KEEPS_TWO_FACTOR).toContain('enter one of your recovery codes instead');
    expect(api.named('PasswordResetResource update')[0]?.options).toEqual({ token: 'a.token', new_password: 'a-brand-new-password' });
  });

  it('says nothing of two-factor authentication when the account has it off', async () => {
    await resetWith(false);
    expect(screen.queryByText(RESET_KEEPS_TWO_FACTOR)).toBeNull();
  });
});
