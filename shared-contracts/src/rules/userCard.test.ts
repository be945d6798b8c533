import { followerCountLabel } from './userCard';

describe('followerCountLabel', () => {
  it.each([
    [0, '0 followers'],
    [1, '1 follower'],
    [2, '2 followers'],
    [999, '999 followers'],
    [1000, '1k followers'],
    [1500, '1.5k followers'],
    [2_300_000, '2.3M followers'],
  ])('%d -> %s', (count, label) => {
    expect(followerCountLabel(count)).toBe(label);
  });
});
