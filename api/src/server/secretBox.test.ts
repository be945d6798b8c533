import { randomBytes } from 'node:crypto';
import { createSecretBox, isSealed, SEALED_PREFIX } from './secretBox';

describe('secretBox', () => {
  const key = randomBytes(32);
  const box = createSecretBox(key, 'totp secrets');

  it('seals with AES-256-GCM under a fresh IV each time, and opens for the same owner', () => {
    const one = box.seal('user:1', 'JBSWY3DPEHPK3PXP');
    const two = box.seal('user:1', 'JBSWY3DPEHPK3PXP');
    expect(one.startsWith(SEALED_PREFIX)).toBe(true);
    expect(isSealed(one)).toBe(true);
    expect(isSealed('JBSWY3DPEHPK3PXP')).toBe(false);
    expect(one).not.toBe(two);
    expect(one).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open('user:1', one)).toBe('JBSWY3DPEHPK3PXP');
  });

  it("does not open for another owner, under another key or another use's key, or once altered", () => {
    const sealed = box.seal('user:1', 'JBSWY3DPEHPK3PXP');
    expect(() => box.open('user:2', sealed)).toThrow();
    expect(() => createSecretBox(randomBytes(32), 'totp secrets').open('user:1', sealed)).toThrow();
    expect(() => createSecretBox(key, 'something else').open('user:1', sealed)).toThrow();
    const flipped = `${sealed.slice(0, -2)}${sealed.at(-2) === 'A' ? 'B' : 'A'}${sealed.at(-1) ?? ''}`;
    expect(() => box.open('user:1', flipped)).toThrow();
    expect(() => box.open('user:1', 'JBSWY3DPEHPK3PXP')).toThrow('not a sealed secret');
  });

  it('takes only a 32-byte key', () => {
    expect(() => createSecretBox(randomBytes(16), 'totp secrets')).toThrow('A secret key is 32 bytes, not 16');
  });
});
