// A browser's identity is the server's: minted with the network it was issued to, read back only as signed.
import { signToken } from '../rules/signedTokens';
import { BROWSER_ID_TTL_MS, createBrowserIds } from './browserIds';
import { networkHash } from './networkHash';

const secret = 's'.repeat(40);

describe('browser identities', () => {
  let now = 1_000;
  const ids = createBrowserIds(secret, () => now);

  it('are read back as minted, each its own, naming the network they were issued to (an IPv6 /64 is one)', () => {
    const first = ids.mint('203.0.113.7');
    const second = ids.mint('2001:db8:5:6::1');
    const third = ids.mint('2001:db8:5:6::ffff');
    expect(ids.read(first.cookie)).toEqual({ id: first.browser.id, network: networkHash(secret, '203.0.113.7') });
    expect(ids.read(second.cookie)?.network).toBe(ids.read(third.cookie)?.network);
    expect(ids.read(second.cookie)?.network).not.toBe(ids.read(first.cookie)?.network);
    expect(new Set([first, second, third].map((m) => m.browser.id)).size).toBe(3);
  });

  it.each<[string, () => string | undefined]>([
    ['no cookie', () => undefined],
    ['an id the client chose (the old pb_anon kind)', () => 'e2e-canary-visitor-000001'],
    [
      'another network written in',
      () => {
        const [body, signature] = ids.mint('203.0.113.7').cookie.split('.') as [string, string];
        const payload = JSON.parse(Buffer.from(body, 'base64url').toString()) as { exp: number; data: { i: string; n: string } };
        const moved = Buffer.from(JSON.stringify({ ...payload, data: { ...payload.data, n: networkHash(secret, '198.51.100.1') } }));
        return `${moved.toString('base64url')}.${signature}`;
      },
    ],
    ['another secret’s', () => createBrowserIds('o'.repeat(40), () => now).mint('203.0.113.7').cookie],
    ['a token signed for another purpose', () => signToken(secret, 'entries', { i: 'a'.repeat(22), n: 'b'.repeat(16) }, now + 60_000)],
    ['a signed token without a network', () => signToken(secret, 'browser', { i: 'a'.repeat(22) }, now + 60_000)],
  ])('are refused: %s', (_label, cookie) => {
    expect(ids.read(cookie())).toBeNull();
  });

  it(`end after ${BROWSER_ID_TTL_MS / 86_400_000} days`, () => {
    const { cookie } = ids.mint('203.0.113.7');
    now += BROWSER_ID_TTL_MS - 1;
    expect(ids.read(cookie)).not.toBeNull();
    now += 1;
    expect(ids.read(cookie)).toBeNull();
  });
});
