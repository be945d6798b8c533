// Spec sections 3, 7, 8 and 9 (user settings, UserSettingsResource update, 'Cookie save success',
// toast durations): the three cookie choices, what one switch sends, and the toast that follows.

export const COOKIE_CHOICES = ['allow_analytic_cookies', 'allow_marketing_cookies', 'allow_personalization_cookies'] as const;
export type CookieChoice = (typeof COOKIE_CHOICES)[number];
export type CookieChoices = Record<CookieChoice, boolean>;

/** What the viewer has chosen so far: null (never chosen) for each. */
export type StoredCookieChoices = Record<CookieChoice, boolean | null>;

export const COOKIE_SAVED_MESSAGE =
  'We saved your cookie preferences. You can change them in the settings section of your profile at any time.';
/** Spec section 9: toast duration 3000 for the cookie toast. */
export const COOKIE_TOAST_MS = 3000;

/** A choice never made is off: nothing is allowed until the person allows it. */
export function cookieChoices(stored: StoredCookieChoices): CookieChoices {
  return {
    allow_analytic_cookies: stored.allow_analytic_cookies === true,
    allow_marketing_cookies: stored.allow_marketing_cookies === true,
    allow_personalization_cookies: stored.allow_personalization_cookies === true,
  };
}

/** Whether the viewer has ever saved their choices (every one is null until then). */
export function cookieChoicesMade(stored: StoredCookieChoices): boolean {
  return COOKIE_CHOICES.some((choice) => stored[choice] !== null);
}

/** One switch turned: the update sends all three (the call takes all three), the others as they are. */
export function withCookieChoice(stored: StoredCookieChoices, choice: CookieChoice, allowed: boolean): CookieChoices {
  return { ...cookieChoices(stored), [choice]: allowed };
}

/** Accept all sets all three true, Reject all all false. */
export function allCookieChoices(allowed: boolean): CookieChoices {
  return { allow_analytic_cookies: allowed, allow_marketing_cookies: allowed, allow_personalization_cookies: allowed };
}
