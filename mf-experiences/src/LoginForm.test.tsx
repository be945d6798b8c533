import { fireEvent, render, screen } from '@testing-library/react';
import { api, ApiCallError } from 'shared-contracts';
import { LoginForm } from './LoginForm';

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
    render(<LoginForm />);
    submit('demo', 'wrong');
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByRole('button', { name: 'Log in' })).toHaveProperty('disabled', false);
  });
});
