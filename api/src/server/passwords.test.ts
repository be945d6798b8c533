import { hashPassword, verifyPassword } from './passwords';

const turn = { purpose: 'login', lane: 'test' } as const;

describe('passwords', () => {
  it('hashes with scrypt and a fresh salt, and verifies only the right password', async () => {
    const a = await hashPassword('demo-password', turn);
    const b = await hashPassword('demo-password', turn);
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('demo-password', a, turn)).toBe(true);
    expect(await verifyPassword('demo-passwore', a, turn)).toBe(false);
    expect(await verifyPassword('', a, turn)).toBe(false);
  });

  it.each(['', 'plain', 'bcrypt$1$2$3$4$5', 'scrypt$16384$8$1$salt'])('treats a malformed stored hash %j as no match', async (stored) => {
    expect(await verifyPassword('demo-password', stored, turn)).toBe(false);
  });
});
