import {
  allCookieChoices,
  analyticsAllowed,
  CONSENT_COOKIE,
  consentCookieIn,
  consentCookieValue,
  cookieBannerShown,
  knownCookieChoices,
  parseConsentCookie,
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

describe('the consent cookie: the last choice saved in this browser', () => {
  const cases: Array<[string, CookieChoices, string]> = [
    ['Accept all', allCookieChoices(true), 'a1m1p1'],
    ['Reject all', allCookieChoices(false), 'a0m0p0'],
    ['one switch', { ...allCookieChoices(false), allow_marketing_cookies: true }, 'a0m1p0'],
  ];
  it.each(cases)('%s is written as %s and read back', (_n, choices, value) => {
    expect(consentCookieValue(choices)).toBe(value);
    expect(parseConsentCookie(value)).toEqual(choices);
  });
  it.each([[undefined], [null], [''], ['a1m1'], ['a2m0p0'], ['a1m1p1;'], ['A1M1P1']])('%p is no choice', (value) =>
    expect(parseConsentCookie(value)).toBeNull(),
  );
  it('is found among the other cookies of document.cookie', () => {
    expect(consentCookieIn(`csrftoken=abc; ${CONSENT_COOKIE}=a0m1p1; theme=dark`)).toEqual({
      ...allCookieChoices(true),
      allow_analytic_cookies: false,
    });
    expect(consentCookieIn('csrftoken=abc')).toBeNull();
  });
});

describe("cookieBannerShown (spec section 4: 'for visitors and users who have not chosen')", () => {
  const cases: Array<[string, { isBot: boolean; viewer: StoredCookieChoices | null; cookie: CookieChoices | null }, boolean]> = [
    ['a fresh visitor', { isBot: false, viewer: null, cookie: null }, true],
    ['a visitor who chose in this browser', { isBot: false, viewer: null, cookie: allCookieChoices(false) }, false],
    ['a user who never chose', { isBot: false, viewer: never, cookie: null }, true],
    ['a user who never chose, in a browser where a visitor chose', { isBot: false, viewer: never, cookie: allCookieChoices(true) }, true],
    ['a user who chose', { isBot: false, viewer: mixed, cookie: null }, false],
    ['a bot', { isBot: true, viewer: null, cookie: null }, false],
  ];
  it.each(cases)('%s: %p → %p', (_n, context, shown) => expect(cookieBannerShown(context)).toBe(shown));
});

describe('analyticsAllowed: analytics events are sent only when allowed', () => {
  const cases: Array<[string, CookieChoices | null, boolean]> = [
    ['not chosen yet', null, false],
    ['Accept all', allCookieChoices(true), true],
    ['Reject all', allCookieChoices(false), false],
    ['only analytics', { ...allCookieChoices(false), allow_analytic_cookies: true }, true],
  ];
  it.each(cases)('%s → %p', (_n, choices, allowed) => expect(analyticsAllowed(choices)).toBe(allowed));
  it("takes a signed-in user's saved settings over the browser's cookie", () => {
    expect(knownCookieChoices(mixed, allCookieChoices(false))).toEqual(cookieChoices(mixed));
    expect(knownCookieChoices(null, allCookieChoices(false))).toEqual(allCookieChoices(false));
  });
});
