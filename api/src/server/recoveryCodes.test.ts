import { randomBytes } from 'node:crypto';
import { newRecoveryCodes, RECOVERY_CODE_COUNT, recoveryCodeHasher, recoveryCodeOf } from './recoveryCodes';

describe('recovery codes', () => {
  it('are ten different codes of twelve base32 letters in groups of four', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(RECOVERY_CODE_COUNT).toBe(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{4}(-[0-9a-hjkmnp-tv-z]{4}){2}$/);
  });

  it('are read as a person types them: any case, spaces or dashes, O for 0 and I or L for 1', () => {
    expect(recoveryCodeOf('k3m9-x2qa-7hfd')).toBe('k3m9x2qa7hfd');
    expect(recoveryCodeOf(' K3M9 X2QA 7HFD ')).toBe('k3m9x2qa7hfd');
    expect(recoveryCodeOf('oil0-0000-0000')).toBe('011000000000');
    expect(recoveryCodeOf('k3m9-x2qa')).toBeNull();
    expect(recoveryCodeOf('k3m9-x2qa-7hfu')).toBeNull();
    expect(recoveryCodeOf('123456')).toBeNull();
  });

  it('hash under the key and for their account: neither the code nor another account hashes the same', () => {
    const hash = recoveryCodeHasher(randomBytes(32));
    const one = hash(1, 'k3m9x2qa7hfd');
    expect(one).toMatch(/^[\w-]{43}$/);
    expect(one).not.toContain('k3m9x2qa7hfd');
    expect(hash(1, 'k3m9x2qa7hfd')).toBe(one);
    expect(hash(2, 'k3m9x2qa7hfd')).not.toBe(one);
    expect(recoveryCodeHasher(randomBytes(32))(1, 'k3m9x2qa7hfd')).not.toBe(one);
  });
});
