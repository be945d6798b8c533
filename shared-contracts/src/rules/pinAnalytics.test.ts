import { mayViewPinAnalytics, PIN_ANALYTICS_DAYS, type PinAnalyticsAccess } from './pinAnalytics';

// A partner's own original pin on a public board with figures: the spec's case where it is visible.
const partnerOwnPin: PinAnalyticsAccess = {
  viewerId: '2',
  viewerIsPartner: true,
  pinnerId: '2',
  boardPrivacy: 'public',
  isRepin: false,
  hasRealtimeAnalytics: true,
};
const ownerOwnPin: PinAnalyticsAccess = { ...partnerOwnPin, viewerId: '1', pinnerId: '1', viewerIsPartner: false };

describe('mayViewPinAnalytics (spec section 5)', () => {
  it.each<[string, Partial<PinAnalyticsAccess>, boolean]>([
    // 'Creator analytics visible to a partner on their own pins only if ...'
    ['a partner, own pin on a public board, not a repin, with 30-day analytics', {}, true],
    ['a partner, own pin on a protected board', { boardPrivacy: 'protected' }, true],
    ['a partner, own pin on a secret board', { boardPrivacy: 'secret' }, false],
    ['a partner, own pin on no board', { boardPrivacy: null }, false],
    ['a partner, own repin', { isRepin: true }, false],
    ['a partner, own pin without 30-day real-time analytics', { hasRealtimeAnalytics: false }, false],
    // 'A user owns a pin if they are its pinner.'
    ["a partner, someone else's pin", { pinnerId: '3' }, false],
    ['a visitor', { viewerId: null }, false],
  ])('%s -> %s', (_case, change, expected) => {
    expect(mayViewPinAnalytics({ ...partnerOwnPin, ...change })).toBe(expected);
  });

  it.each<[string, Partial<PinAnalyticsAccess>, boolean]>([
    ['the pinner, on a public board', {}, true],
    ['the pinner, on a secret board', { boardPrivacy: 'secret' }, true],
    ['the pinner, a repin of theirs', { isRepin: true }, true],
    ['the pinner, no figures yet (the page shows zeros)', { hasRealtimeAnalytics: false }, true],
    ['a signed-in user who is not the pinner (say, the board owner)', { viewerId: '9' }, false],
    ['a visitor', { viewerId: null }, false],
  ])('a user who is not a partner: %s -> %s', (_case, change, expected) => {
    expect(mayViewPinAnalytics({ ...ownerOwnPin, ...change })).toBe(expected);
  });

  it("covers the spec's 30 days", () => {
    expect(PIN_ANALYTICS_DAYS).toBe(30);
  });
});
