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

/**
 * The browser's copy of the last choice saved in it (set by the API with each save): how a
 * visitor's choice is known on their next page, and what the event log reads before sending.
 */
export const CONSENT_COOKIE = 'pb_cookie_choices';

const CONSENT_LETTERS: Readonly<Record<CookieChoice, string>> = {
  allow_analytic_cookies: 'a',
  allow_marketing_cookies: 'm',
  allow_personalization_cookies: 'p',
};

/** 'a1m0p1': each choice's letter and 1 (allowed) or 0. */
export function consentCookieValue(choices: CookieChoices): string {
  return COOKIE_CHOICES.map((choice) => `${CONSENT_LETTERS[choice]}${choices[choice] ? 1 : 0}`).join('');
}

/** The choices a consent cookie holds, or null when it is absent or not one we wrote. */
export function parseConsentCookie(value: string | null | undefined): CookieChoices | null {
  const match = value?.match(/^a([01])m([01])p([01])$/);
  if (!match) return null;
  return {
    allow_analytic_cookies: match[1] === '1',
    allow_marketing_cookies: match[2] === '1',
    allow_personalization_cookies: match[3] === '1',
  };
}

/** The consent cookie's value in a document.cookie string. */
export function consentCookieIn(cookieHeader: string): CookieChoices | null {
  const entry = cookieHeader
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${CONSENT_COOKIE}=`));
  return parseConsentCookie(entry?.slice(CONSENT_COOKIE.length + 1));
}

/** What the viewer has chosen: a signed-in user's saved settings, else this browser's cookie. */
export function knownCookieChoices(viewer: StoredCookieChoices | null, cookie: CookieChoices | null): CookieChoices | null {
  if (viewer) return cookieChoicesMade(viewer) ? cookieChoices(viewer) : null;
  return cookie;
}

/**
 * Spec section 4: the banner is for visitors and users who have not chosen. Bots never see it
 * (nothing is stored for them and it would hide the page they index).
 */
export function cookieBannerShown(context: { isBot: boolean; viewer: StoredCookieChoices | null; cookie: CookieChoices | null }): boolean {
  return !context.isBot && knownCookieChoices(context.viewer, context.cookie) === null;
}

/** Analytics events are sent only with the analytics choice allowed. Until a choice, they are not: nothing is allowed before it is. */
export function analyticsAllowed(choices: CookieChoices | null): boolean {
  return choices?.allow_analytic_cookies === true;
}
