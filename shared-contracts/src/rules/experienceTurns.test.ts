import { ANSWER_ORDER, surfaceRole, surfacesShownNow, type SurfaceKind } from './experienceTurns';

/** Surfaces named by their kind, in the order the page has them. */
const shown = (...kinds: SurfaceKind[]): SurfaceKind[] => surfacesShownNow(kinds.map((kind) => ({ kind }))).map((s) => s.kind);

describe('surfacesShownNow: one experience asking for an answer at a time, the cookie question first', () => {
  it.each<[string, SurfaceKind[], SurfaceKind[]]>([
    // Issue 60: newbie's first home (spec types 10 toast, 14 modal, 5 survey, component 1 banner).
    ["newbie's first home: only the cookie banner", ['toast', 'modal', 'survey', 'marketing-banner', 'cookie-consent'], ['cookie-consent']],
    ['cookies answered: the modal', ['toast', 'modal', 'survey', 'marketing-banner'], ['modal']],
    ['the modal dismissed: the survey', ['toast', 'survey', 'marketing-banner'], ['survey']],
    ['the survey answered: the marketing banner', ['toast', 'marketing-banner'], ['marketing-banner']],
    ['nothing asks: the toast', ['toast'], ['toast']],
    ['two toasts: the first', ['toast', 'toast'], ['toast']],
    ["a visitor's home: the cookie banner before the hero", ['marketing-banner', 'cookie-consent'], ['cookie-consent']],
    ['the educational banner before the marketing one', ['marketing-banner', 'educational-banner'], ['educational-banner']],
    ['a banner before the upsell callout (type 28)', ['upsell-callout', 'educational-banner'], ['educational-banner']],
    ['the upsell callout before a callout (type 27)', ['callout', 'upsell-callout'], ['upsell-callout']],
    // Anchored tips (types 8 and 29) point at the page: not before the cookie question, nor over a modal.
    ['a pulsar waits for the cookie question', ['pulsar', 'cookie-consent'], ['cookie-consent']],
    ['a popover waits while a modal covers the page', ['popover', 'modal'], ['modal']],
    ['a popover beside a callout', ['popover', 'callout'], ['popover', 'callout']],
    ['tips at two anchors, nothing else', ['tooltip', 'flyout'], ['tooltip', 'flyout']],
    ['a tooltip beside a toast', ['tooltip', 'toast'], ['tooltip', 'toast']],
    // Spec: a tooltip with neither pulsar nor tooltip completes at once and renders nothing.
    ['complete-at-once always runs', ['complete-at-once', 'cookie-consent'], ['complete-at-once', 'cookie-consent']],
    ['nothing waits', [], []],
  ])('%s', (_case, waiting, expected) => expect(shown(...waiting)).toEqual(expected));

  it('keeps the first of two of one kind, and the caller’s own objects', () => {
    const first = { kind: 'callout' as const, id: 'a' };
    const second = { kind: 'callout' as const, id: 'b' };
    expect(surfacesShownNow([first, second])).toEqual([first]);
    expect(surfacesShownNow([first, second])[0]).toBe(first);
  });

  it('asks one answer at a time of every kind in its order, the cookie question first', () => {
    expect(ANSWER_ORDER[0]).toBe('cookie-consent');
    for (const kind of ANSWER_ORDER) expect(surfaceRole(kind)).toBe('answer');
    // Each kind, with every later one waiting, is the one shown.
    ANSWER_ORDER.forEach((kind, index) => expect(shown(...ANSWER_ORDER.slice(index).reverse())).toEqual([kind]));
  });
});
