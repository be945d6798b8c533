import { canaryRollbackReason } from './canaryHealth';

const policy = { maxFailureRate: 0.1, minLoads: 50 };

describe('canaryRollbackReason', () => {
  it.each([
    [{ loads: 49, failures: 49 }, null],
    [{ loads: 50, failures: 5 }, null],
    [{ loads: 50, failures: 6 }, 'automatic rollback: canary 1.1.0+bbbbbbbbbb failed 6 of 50 loads (12 %), above the 10 % limit'],
    [{ loads: 200, failures: 21 }, 'automatic rollback: canary 1.1.0+bbbbbbbbbb failed 21 of 200 loads (10.5 %), above the 10 % limit'],
    [{ loads: 0, failures: 0 }, null],
  ])('%j → %p', (counts, expected) => {
    expect(canaryRollbackReason('1.1.0+bbbbbbbbbb', counts, policy)).toBe(expected);
  });

  it('never rolls back below the minimum number of loads, even at a 100 % failure rate', () => {
    expect(canaryRollbackReason('x', { loads: 3, failures: 3 }, { maxFailureRate: 0.5, minLoads: 4 })).toBeNull();
  });
});
