import { LOGIN_LIMITS, PASSWORD_MIN_LENGTH } from './accountLimits';
import { PASSWORD_CHANGE_MESSAGES, passwordChangeProblem, type PasswordChange, type PasswordChangeProblem } from './passwordChange';

const ok: PasswordChange = { current: 'demo-password', next: 'a-new-password', confirm: 'a-new-password' };

describe('passwordChangeProblem', () => {
  it('names the limits in its words', () => {
    expect(PASSWORD_CHANGE_MESSAGES.tooShort).toBe('Your new password must be at least 8 characters.');
    expect(PASSWORD_CHANGE_MESSAGES.tooLong).toBe('Your new password must be at most 256 characters.');
  });

  const cases: Array<[string, PasswordChange, PasswordChangeProblem | null]> = [
    ['a good change', ok, null],
    ['no current password', { ...ok, current: '' }, { field: 'current', message: 'Enter your current password.' }],
    ['new one of 7', { ...ok, next: 'x'.repeat(7), confirm: 'x'.repeat(7) }, { field: 'next', message: PASSWORD_CHANGE_MESSAGES.tooShort }],
    ['new one of exactly 8', { ...ok, next: 'x'.repeat(PASSWORD_MIN_LENGTH), confirm: 'x'.repeat(PASSWORD_MIN_LENGTH) }, null],
    ['new one of 256', { ...ok, next: 'x'.repeat(LOGIN_LIMITS.password), confirm: 'x'.repeat(LOGIN_LIMITS.password) }, null],
    [
      'new one of 257',
      { ...ok, next: 'x'.repeat(257), confirm: 'x'.repeat(257) },
      { field: 'next', message: PASSWORD_CHANGE_MESSAGES.tooLong },
    ],
    [
      'the same as now',
      { ...ok, next: ok.current, confirm: ok.current },
      { field: 'next', message: PASSWORD_CHANGE_MESSAGES.sameAsCurrent },
    ],
    ['confirmation differs', { ...ok, confirm: 'a-new-passwort' }, { field: 'confirm', message: "The new passwords don't match." }],
    [
      'the first problem wins',
      { current: '', next: 'x', confirm: 'y' },
      { field: 'current', message: PASSWORD_CHANGE_MESSAGES.currentMissing },
    ],
  ];
  it.each(cases)('%s', (_n, change, problem) => expect(passwordChangeProblem(change)).toEqual(problem));
});
