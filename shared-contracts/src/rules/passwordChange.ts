// Changing one's password in settings (UserPasswordResource update): what the form checks before
// it asks the server, with the same limits the API enforces (accountLimits).

import { LOGIN_LIMITS, PASSWORD_MIN_LENGTH } from './accountLimits';

export interface PasswordChange {
  current: string;
  next: string;
  confirm: string;
}

export type PasswordChangeField = keyof PasswordChange;

export interface PasswordChangeProblem {
  field: PasswordChangeField;
  message: string;
}

export const PASSWORD_CHANGE_MESSAGES = {
  currentMissing: 'Enter your current password.',
  tooShort: `Your new password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  tooLong: `Your new password must be at most ${LOGIN_LIMITS.password} characters.`,
  sameAsCurrent: 'Your new password must be different from your current one.',
  mismatch: "The new passwords don't match.",
  changed: 'Your password is changed.',
} as const;

/** The first problem, in the form's order, or null when the change may be sent. */
export function passwordChangeProblem(change: PasswordChange): PasswordChangeProblem | null {
  if (change.current === '') return { field: 'current', message: PASSWORD_CHANGE_MESSAGES.currentMissing };
  if (change.next.length < PASSWORD_MIN_LENGTH) return { field: 'next', message: PASSWORD_CHANGE_MESSAGES.tooShort };
  if (change.next.length > LOGIN_LIMITS.password) return { field: 'next', message: PASSWORD_CHANGE_MESSAGES.tooLong };
  if (change.next === change.current) return { field: 'next', message: PASSWORD_CHANGE_MESSAGES.sameAsCurrent };
  if (change.confirm !== change.next) return { field: 'confirm', message: PASSWORD_CHANGE_MESSAGES.mismatch };
  return null;
}
