import { admit, type Breaker, type BreakerSettings, CLOSED, settle, type Verdict } from './renderBreaker';

const SETTINGS: BreakerSettings = { overruns: 3, windowMs: 30_000, openMs: 60_000 };

describe('admit', () => {
  it.each<[string, Breaker, number, boolean, Breaker]>([
    ['closed lets every render through', CLOSED, 0, true, CLOSED],
    ['open refuses until the pause is over', { state: 'open', until: 60_000 }, 59_999, false, { state: 'open', until: 60_000 }],
    ['open lets one trial through once it is over', { state: 'open', until: 60_000 }, 60_000, true, { state: 'half-open', trial: true }],
    ['half-open refuses while its trial runs', { state: 'half-open', trial: true }, 70_000, false, { state: 'half-open', trial: true }],
    [
      'half-open without a trial lets the next one through',
      { state: 'half-open', trial: false },
      70_000,
      true,
      { state: 'half-open', trial: true },
    ],
  ])('%s', (_label, breaker, now, allowed, after) => {
    expect(admit(breaker, now)).toEqual({ allowed, breaker: after });
  });
});

describe('settle', () => {
  it.each<[string, Breaker, Verdict, number, Breaker]>([
    ['one overrun is counted, not acted on', CLOSED, 'overran', 1_000, { state: 'closed', overranAt: [1_000] }],
    [
      'a second within the window is counted',
      { state: 'closed', overranAt: [1_000] },
      'overran',
      2_000,
      { state: 'closed', overranAt: [1_000, 2_000] },
    ],
    [
      'the third within 30 s opens it for 60 s',
      { state: 'closed', overranAt: [1_000, 2_000] },
      'overran',
      30_999,
      { state: 'open', until: 90_999 },
    ],
    [
      'overruns older than the window are forgotten',
      { state: 'closed', overranAt: [1_000, 2_000] },
      'overran',
      31_000,
      { state: 'closed', overranAt: [2_000, 31_000] },
    ],
    [
      'an answer leaves the count as it is',
      { state: 'closed', overranAt: [1_000] },
      'answered',
      2_000,
      { state: 'closed', overranAt: [1_000] },
    ],
    [
      'a render that never ran counts for nothing',
      { state: 'closed', overranAt: [1_000] },
      'unjudged',
      2_000,
      { state: 'closed', overranAt: [1_000] },
    ],
    ["the trial's answer closes it", { state: 'half-open', trial: true }, 'answered', 70_000, CLOSED],
    ["the trial's overrun opens it again", { state: 'half-open', trial: true }, 'overran', 70_000, { state: 'open', until: 130_000 }],
    [
      'a trial that never ran lets the next one try',
      { state: 'half-open', trial: true },
      'unjudged',
      70_000,
      { state: 'half-open', trial: false },
    ],
    [
      'a render let through before it opened changes nothing',
      { state: 'open', until: 60_000 },
      'answered',
      1_000,
      { state: 'open', until: 60_000 },
    ],
  ])('%s', (_label, breaker, verdict, now, after) => {
    expect(settle(breaker, verdict, now, SETTINGS)).toEqual(after);
  });
});
