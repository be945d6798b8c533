import { signToken, verifyToken } from './signedTokens';

const SECRET = 'a-signing-secret-that-is-long-enough-1234';
const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);

describe('signed tokens', () => {
  const token = signToken(SECRET, 'override', { mf_feed: '1.3.0+abc' }, NOW + 60_000);

  it('returns the payload of a valid token', () => {
    expect(verifyToken(SECRET, 'override', token, NOW)).toEqual({ ok: true, data: { mf_feed: '1.3.0+abc' }, expiresAt: NOW + 60_000 });
  });

  it.each([
    ['expired one ms after its expiry', () => verifyToken(SECRET, 'override', token, NOW + 60_000), 'expired'],
    ['signed with another secret', () => verifyToken('another-secret-that-is-long-enough-12345', 'override', token, NOW), 'bad signature'],
    ['presented for another purpose', () => verifyToken(SECRET, 'report', token, NOW), 'bad signature'],
    [
      'with its payload changed',
      () => {
        const [, sig] = token.split('.');
        const forged = Buffer.from(JSON.stringify({ exp: NOW + 60_000, data: { mf_feed: '9.9.9' } })).toString('base64url');
        return verifyToken(SECRET, 'override', `${forged}.${sig}`, NOW);
      },
      'bad signature',
    ],
    ['unsigned', () => verifyToken(SECRET, 'override', token.split('.')[0]!, NOW), 'malformed'],
    ['not a token at all', () => verifyToken(SECRET, 'override', 'mf_feed@1.3.0', NOW), 'malformed'],
    ['with a truncated signature', () => verifyToken(SECRET, 'override', token.slice(0, -4), NOW), 'bad signature'],
    [
      'with another spelling of the same signature bytes',
      () => {
        // The last of 43 base64url characters carries 2 spare bits: flip one, the bytes stay the same.
        const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
        const last = token.at(-1)!;
        const respelled = `${token.slice(0, -1)}${alphabet[alphabet.indexOf(last) ^ 1]}`;
        expect(Buffer.from(respelled.split('.')[1]!, 'base64url')).toEqual(Buffer.from(token.split('.')[1]!, 'base64url'));
        return verifyToken(SECRET, 'override', respelled, NOW);
      },
      'bad signature',
    ],
  ])('refuses a token %s', (_label, verify, reason) => {
    expect(verify()).toEqual({ ok: false, reason });
  });
});
