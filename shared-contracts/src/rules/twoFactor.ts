// Two-factor authentication's words and the code a person types: six digits from an authenticator
// app, which people often copy with a space or a dash in the middle ("123 456"), or one of the
// recovery codes shown when it was turned on (the server reads those: recoveryCodes.ts).

export const TWO_FACTOR_CODE_DIGITS = 6;
/** Where a person turns it on: the settings page's section (the business access rule links here). */
export const TWO_FACTOR_SETTINGS_PATH = '/settings#two-factor';
/** The longest a typed code may be before it is plainly not one (digits plus separators). */
export const TWO_FACTOR_CODE_MAX_LENGTH = 16;

export const TWO_FACTOR_CODE_NEEDED = 'Enter the 6-digit code from your authenticator app.';
export const TWO_FACTOR_CODE_WRONG = "That code isn't right. Enter the newest code from your authenticator app.";
export const TWO_FACTOR_ALREADY_ON = 'Two-factor authentication is already on.';
export const TWO_FACTOR_NOT_ON = 'Two-factor authentication is not on.';
export const TWO_FACTOR_SETUP_STALE = 'This set-up was replaced by a newer one. Start again.';
/** Turning two-factor authentication on or off asks for the password too: a session left open (or stolen) is not enough. */
export const TWO_FACTOR_PASSWORD_WRONG = "That isn't your password. Enter the password you log in with.";
export const RECOVERY_CODE_WRONG = "That recovery code isn't right, or it was used already. Each one works once.";
/** Recovery codes made when two-factor authentication is turned on, each good for one login. */
export const RECOVERY_CODE_COUNT = 10;

/** The code's digits, or null when what was typed is not a code (letters, too few or too many digits). */
export function twoFactorCodeOf(typed: string): string | null {
  const digits = typed.replace(/[\s-]/g, '');
  return new RegExp(`^\\d{${TWO_FACTOR_CODE_DIGITS}}$`).test(digits) ? digits : null;
}

/** A base32 secret in groups of four, as a person copies it into an app by hand. */
export function groupedSecret(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? '';
}
