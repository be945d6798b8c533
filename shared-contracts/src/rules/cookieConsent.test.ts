import {
  allCookieChoices,
  COOKIE_SAVED_MESSAGE,
  COOKIE_TOAST_MS,
  cookieChoices,
  cookieChoicesMade,
  withCookieChoice,
  type CookieChoice,
  type CookieChoices,
  type StoredCookieChoices,
} from './cookieConsent';

const never: StoredCookieChoices = { allow_analytic_cookies: null, allow_marketing_cookies: null, allow_personalization_cookies: null };
const mixed: StoredCookieChoices = { allow_analytic_cookies: true, allow_marketing_cookies: false, allow_personalization_cookies: true };

describe("the cookie toast (spec section 8: 'Cookie save success', toast 3 s)", () => {
  it('says where to change them', () =>
    expect(COOKIE_SAVED_MESSAGE).toBe(
      'We saved your cookie preferences. You can change them in the settings section of your profile at any time.',
    ));
  it('lasts 3000 ms', () => expect(COOKIE_TOAST_MS).toBe(3000));
});

describe('cookieChoices: a choice never made is off', () => {
  const cases: Array<[string, StoredCookieChoices, CookieChoices]> = [
    ['never chosen', never, allCookieChoices(false)],
    ['chosen', mixed, { allow_analytic_cookies: true, allow_marketing_cookies: false, allow_personalization_cookies: true }],
    ['partly null', { ...never, allow_marketing_cookies: true }, { ...allCookieChoices(false), allow_marketing_cookies: true }],
  ];
  it.each(cases)('%s', (_n, stored, shown) => expect(cookieChoices(stored)).toEqual(shown));
});

describe('cookieChoicesMade', () => {
  const cases: Array<[StoredCookieChoices, boolean]> = [
    [never, false],
    [mixed, true],
    [{ ...never, allow_personalization_cookies: false }, true],
  ];
  it.each(cases)('%p → %p', (stored, made) => expect(cookieChoicesMade(stored)).toBe(made));
});

describe('withCookieChoice: one switch sends all three', () => {
  const cases: Array<[StoredCookieChoices, CookieChoice, boolean, CookieChoices]> = [
    [
      never,
      'allow_marketing_cookies',
      true,
      { allow_analytic_cookies: false, allow_marketing_cookies: true, allow_personalization_cookies: false },
    ],
    [
      mixed,
      'allow_analytic_cookies',
      false,
      { allow_analytic_cookies: false, allow_marketing_cookies: false, allow_personalization_cookies: true },
    ],
    [
      mixed,
      'allow_personalization_cookies',
      true,
      { allow_analytic_cookies: true, allow_marketing_cookies: false, allow_personalization_cookies: true },
    ],
  ];
  it.each(cases)('%p, %s → %p', (stored, choice, allowed, sent) => expect(withCookieChoice(stored, choice, allowed)).toEqual(sent));
});

describe('allCookieChoices: Accept all sets all three true, Reject all all false', () => {
  it.each([true, false])('%p', (allowed) =>
    expect(allCookieChoices(allowed)).toEqual({
      allow_analytic_cookies: allowed,
      allow_marketing_cookies: allowed,
      allow_personalization_cookies: allowed,
    }),
  );
});
