import { isSha384Integrity, sha384Integrity } from './integrity';

describe('sha384Integrity', () => {
  it('matches the SRI value browsers compute (empty input, from the SRI spec examples)', () => {
    expect(sha384Integrity(new Uint8Array())).toBe('sha384-OLBgp1GsljhM2TJ+sbHjaiH9txEUvgdDTAzHv2P24donTt6/529l+9Ua0vFImLlb');
  });
  it.each([
    ['sha384-OLBgp1GsljhM2TJ+sbHjaiH9txEUvgdDTAzHv2P24donTt6/529l+9Ua0vFImLlb', true],
    ['sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=', false],
    ['sha384-short', false],
    [42, false],
  ])('%p is a SHA-384 integrity: %p', (value, expected) => {
    expect(isSha384Integrity(value)).toBe(expected);
  });
});
