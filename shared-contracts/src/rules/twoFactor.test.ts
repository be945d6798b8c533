import { groupedSecret, twoFactorCodeOf } from './twoFactor';

describe('twoFactorCodeOf', () => {
  it.each([
    ['123456', '123456'],
    ['123 456', '123456'],
    ['123-456', '123456'],
    [' 123456 ', '123456'],
    ['000000', '000000'],
    ['12345', null],
    ['1234567', null],
    ['12a456', null],
    ['', null],
    ['１２３４５６', null],
  ])('%j → %j', (typed, code) => {
    expect(twoFactorCodeOf(typed)).toBe(code);
  });
});

describe('groupedSecret', () => {
  it.each([
    ['JBSWY3DPEHPK3PXP', 'JBSW Y3DP EHPK 3PXP'],
    ['ABCDEF', 'ABCD EF'],
    ['', ''],
  ])('%j → %j', (secret, grouped) => {
    expect(groupedSecret(secret)).toBe(grouped);
  });
});
