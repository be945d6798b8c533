import { hashPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hashes with scrypt and a fresh salt, and verifies only the right password', async () => {
    const a = await hashPassword('demo-password');
    const b = await hashPassword('demo-password');
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('demo-password', a)).toBe(true);
    expect(await verifyPassword('demo-passwore', a)).toBe(false);
    expect(await verifyPassword('', a)).toBe(false);
  });

  it.each(['', 'plain', 'bcrypt$1$2$3$4$5', 'scrypt$16384$8$1$salt'])('treats a malformed stored hash %j as no match', async (stored) => {
    expect(await verifyPassword('demo-password', stored)).toBe(false);
  });
});
