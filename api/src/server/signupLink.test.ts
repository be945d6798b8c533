// A sign-up link carries its account sealed: it opens until it ends, with the secret it was made
// with, and not once a byte of it is changed.
import { openSignup, sealSignup, SIGNUP_LINK_TTL_MS, signupMail } from './signupLink';

const secret = Buffer.from('a secret of the server');
const signup = {
  username: 'ada_lovelace',
  email: 'ada@example.com',
  firstName: 'Ada',
  fullName: 'Ada Lovelace',
  passwordHash: 'scrypt$1$2$3$s$h',
};

describe('sign-up links', () => {
  it('open to the account they carry until they end, and not after', () => {
    const token = sealSignup(secret, signup, 1_000);
    expect(openSignup(secret, token, 1_000 + SIGNUP_LINK_TTL_MS - 1)).toEqual(signup);
    expect(openSignup(secret, token, 1_000 + SIGNUP_LINK_TTL_MS)).toBeNull();
  });

  it('do not show what they carry', () => {
    const text = Buffer.from(sealSignup(secret, signup, 1_000), 'base64url').toString('latin1');
    for (const value of Object.values(signup)) expect(text).not.toContain(value);
  });

  it.each<[string, (token: string) => string]>([
    ['another secret', (token) => token],
    ['a changed byte', (token) => `${token.slice(0, 30)}${token[30] === 'A' ? 'B' : 'A'}${token.slice(31)}`],
    ['a cut token', (token) => token.slice(0, 20)],
    ['no token', () => ''],
    ['a token of something else', () => Buffer.from('{"username":"x"}').toString('base64url')],
  ])('refuse %s', (label, change) => {
    const token = change(sealSignup(secret, signup, 1_000));
    const openWith = label === 'another secret' ? Buffer.from('another secret') : secret;
    expect(openSignup(openWith, token, 2_000)).toBeNull();
  });

  it('are mailed to the new address, naming the username, as a path on this site', () => {
    expect(signupMail(secret, signup, 0)).toEqual({
      to: 'ada@example.com',
      subject: 'Finish signing up as ada_lovelace',
      path: expect.stringMatching(/^\/signup\/confirm\/[\w-]+$/),
      expiresAt: new Date(SIGNUP_LINK_TTL_MS).toISOString(),
    });
  });
});
