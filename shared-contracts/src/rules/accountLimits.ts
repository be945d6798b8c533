// Account field limits the login and sign-up forms show and the API checks: an email address is at
// most 254 characters (RFC 5321), and a password at most 256 (long passphrases, bounded hashing).

export const LOGIN_LIMITS = { usernameOrEmail: 254, password: 256 } as const;
export const PASSWORD_MIN_LENGTH = 8;

/** Our choice (the spec names none): a profile's 'About' text, as long as a board's description. */
export const ABOUT_MAX_LENGTH = 500;

/** A profile's full name, as the API stores it. */
export const FULL_NAME_MAX_LENGTH = 64;
