import { isNewAccount, navFooterHeight, type NavFooterInput } from './navFooter';

const NOW = Date.parse('2026-11-23T12:00:00.000Z');
const daysAgo = (days: number) => new Date(NOW - days * 86_400_000).toISOString();

describe('navFooterHeight', () => {
  const cases: Array<[string, Partial<NavFooterInput>, number]> = [
    ['signed in, new account (1 day)', { signedIn: true, accountCreatedAt: daysAgo(1) }, 64],
    ['signed in, account 27 days old', { signedIn: true, accountCreatedAt: daysAgo(27) }, 64],
    ['signed in, account 28 days old', { signedIn: true, accountCreatedAt: daysAgo(28) }, 52],
    ['signed in, old account', { signedIn: true, accountCreatedAt: daysAgo(400) }, 52],
    ['signed out', { signedIn: false, accountCreatedAt: null }, 52],
    ['signed out with a stray date', { signedIn: false, accountCreatedAt: daysAgo(1) }, 52],
    ['hidden, new account', { signedIn: true, accountCreatedAt: daysAgo(1), hidden: true }, 0],
    ['hidden, signed out', { signedIn: false, hidden: true }, 0],
  ];
  it.each(cases)('%s -> %i', (_name, input, height) => {
    expect(navFooterHeight({ signedIn: false, accountCreatedAt: null, hidden: false, now: NOW, ...input })).toBe(height);
  });
});

describe('isNewAccount', () => {
  it('is false for an unreadable or missing date', () => {
    expect(isNewAccount('not a date', NOW)).toBe(false);
    expect(isNewAccount(null, NOW)).toBe(false);
  });
});
