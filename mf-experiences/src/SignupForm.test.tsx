import { QueryRoot } from 'react-kit';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { api, ApiCallError } from 'page-runtime';
import { TEXT_LIMITS } from 'shared-contracts/rules';
import { SignupForm } from './SignupForm';

afterEach(() => jest.restoreAllMocks());

function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values))
    fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
}

describe('SignupForm', () => {
  it('has the four fields, the first name at most 30', () => {
    render(<SignupForm />, { wrapper: QueryRoot });
    expect(screen.getByRole('textbox', { name: 'First name' }).getAttribute('maxlength')).toBe(String(TEXT_LIMITS.firstName));
    expect(TEXT_LIMITS.firstName).toBe(30);
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Username/ })).toBeTruthy();
    expect(screen.getByLabelText(/^Password/).getAttribute('type')).toBe('password');
  });

  it("shows the API's refusal at the field it names", async () => {
    jest
      .spyOn(api, 'write')
      .mockRejectedValue(new ApiCallError(409, 'conflict', 'That username is taken. Pick another one.', 'username', true));
    render(<SignupForm />, { wrapper: QueryRoot });
    fill({ 'First name': 'Ada', Email: 'ada@example.com', Username: 'demo', Password: 'long-enough-1' });
    fireEvent.submit(screen.getByRole('button', { name: 'Sign up' }).closest('form') as HTMLFormElement);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('That username is taken. Pick another one.');
    expect(screen.getByRole('textbox', { name: /^Username/ }).getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Sign up' }).disabled).toBe(false));
  });

  it('sends the fields trimmed where a space cannot belong', async () => {
    const write = jest.spyOn(api, 'write').mockReturnValue(new Promise(() => undefined));
    render(<SignupForm />, { wrapper: QueryRoot });
    fill({ 'First name': 'Ada', Email: ' ada@example.com ', Username: ' ada_l ', Password: 'long-enough-1' });
    fireEvent.submit(screen.getByRole('button', { name: 'Sign up' }).closest('form') as HTMLFormElement);
    await waitFor(() =>
      expect(write).toHaveBeenCalledWith('UserRegisterResource', 'create', {
        first_name: 'Ada',
        email: 'ada@example.com',
        username: 'ada_l',
        password: 'long-enough-1',
      }),
    );
  });

  it('becomes word of where the link went, with the focus on it, and can go back to the form', async () => {
    jest.spyOn(api, 'write').mockResolvedValue({ sent: true });
    render(<SignupForm />, { wrapper: QueryRoot });
    fill({ 'First name': 'Ada', Email: 'ada@example.com', Username: 'ada_l', Password: 'long-enough-1' });
    fireEvent.submit(screen.getByRole('button', { name: 'Sign up' }).closest('form') as HTMLFormElement);
    const heading = await screen.findByRole('heading', { name: 'Check your email' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByRole('status').textContent).toContain(
      'We sent a link to ada@example.com. Open it within 24 hours to finish signing up.',
    );
    // The same words whether or not the email has an account.
    expect(screen.getByRole('status').textContent).toContain(
      'If this email already has an account, we sent its owner a way to log in instead.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Use another email' }));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Sign up' }).disabled).toBe(false);
    // The names are kept; the email and password are typed again.
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /^Username/ }).value).toBe('ada_l');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Email' }).value).toBe('');
  });
});
