import {
  BUDGET_FREE_CANARY_SHARE,
  deployedSizeReport,
  describeSize,
  isGatedByBudget,
  isOverBudget,
  overBudgetRefusal,
  parseBudget,
  type GatedChange,
} from './budgets';

describe('parseBudget', () => {
  it.each<[string, unknown, number | undefined]>([
    ['no budget declared', undefined, undefined],
    ['25 KB', { initialBytes: 25_600 }, 25_600],
    ['one byte', { initialBytes: 1 }, 1],
    ['2 MB, the most', { initialBytes: 2 * 1024 * 1024 }, 2 * 1024 * 1024],
  ])('reads %s', (_label, value, expected) => {
    expect(parseBudget(value)).toBe(expected);
  });

  it.each<[string, unknown]>([
    ['null', null],
    ['a number instead of an object', 25_600],
    ['zero', { initialBytes: 0 }],
    ['a fraction', { initialBytes: 1.5 }],
    ['a string', { initialBytes: '25600' }],
    ['more than 2 MB', { initialBytes: 2 * 1024 * 1024 + 1 }],
  ])('refuses %s', (_label, value) => {
    expect(() => parseBudget(value)).toThrow('"pinboard.budget.initialBytes" must be a whole number of bytes from 1 to 2097152');
  });
});

describe('isGatedByBudget', () => {
  it.each<[GatedChange, boolean]>([
    [{ kind: 'stable' }, true],
    [{ kind: 'promote' }, true],
    [{ kind: 'canary', share: BUDGET_FREE_CANARY_SHARE }, false],
    [{ kind: 'canary', share: 0.5 }, false],
    [{ kind: 'canary', share: BUDGET_FREE_CANARY_SHARE + 0.01 }, true],
    [{ kind: 'canary', share: 100 }, true],
    // Rollback, stopping a canary and the kill switch are how trouble is left: never held back.
    [{ kind: 'other' }, false],
  ])('%j → %s', (change, gated) => {
    expect(isGatedByBudget(change)).toBe(gated);
  });
});

describe('describeSize and isOverBudget', () => {
  it.each<[string, { initialBytes: number; budgetBytes?: number }, boolean, string]>([
    ['no budget', { initialBytes: 21_709 }, false, '21.2 KB before it can mount (it declares no budget)'],
    ['within', { initialBytes: 21_709, budgetBytes: 25_600 }, false, '21.2 KB before it can mount, 85 % of its 25.0 KB budget'],
    [
      'exactly at the budget',
      { initialBytes: 25_600, budgetBytes: 25_600 },
      false,
      '25.0 KB before it can mount, 100 % of its 25.0 KB budget',
    ],
    [
      'one byte over',
      { initialBytes: 25_601, budgetBytes: 25_600 },
      true,
      '25.0 KB before it can mount, over its 25.0 KB budget by 1 byte',
    ],
    ['well over', { initialBytes: 27_955, budgetBytes: 25_600 }, true, '27.3 KB before it can mount, over its 25.0 KB budget by 2.3 KB'],
  ])('%s', (_label, size, over, line) => {
    expect(isOverBudget(size)).toBe(over);
    expect(describeSize(size)).toBe(line);
  });

  it('says how to go ahead when refusing', () => {
    expect(overBudgetRefusal('mf_feed@1.1.0+abcdef0123', { initialBytes: 27_955, budgetBytes: 25_600 })).toBe(
      'mf_feed@1.1.0+abcdef0123 is 27.3 KB before it can mount, over its 25.0 KB budget by 2.3 KB: make it smaller, ' +
        'try it on a canary of at most 5 %, or go ahead with --force-over-budget and say why in --reason (it goes into the audit log)',
    );
  });
});

describe('deployedSizeReport', () => {
  it('says the size against the budget, and suggests the usual 10 % canary', () => {
    expect(deployedSizeReport({ initialBytes: 21_709, budgetBytes: 25_600 })).toEqual({
      lines: ['size: 21.2 KB before it can mount, 85 % of its 25.0 KB budget (compressed, as measured by the registry)'],
      canaryShare: 10,
    });
  });

  it('warns of a build over budget, and suggests a canary it may have without being forced', () => {
    expect(deployedSizeReport({ initialBytes: 27_955, budgetBytes: 25_600 })).toEqual({
      lines: [
        'size: 27.3 KB before it can mount, over its 25.0 KB budget by 2.3 KB (compressed, as measured by the registry)',
        'OVER BUDGET: the registry will serve it to at most a 5 % canary unless a platform engineer forces it (--force-over-budget, with a reason)',
      ],
      canaryShare: BUDGET_FREE_CANARY_SHARE,
    });
  });
});
