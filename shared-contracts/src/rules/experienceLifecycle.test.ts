import type { ApiExperience } from '../api/apiTypes';
import {
  EMPTY_LEDGER,
  experienceStart,
  isEligible,
  NO_ACTION_EVENT_MS,
  SILENT_COMPLETION_IDS,
  takeStep,
  type ExperienceFilter,
  type ExperienceLedger,
  type ExperienceStep,
  type StepOutcome,
} from './experienceLifecycle';

const experience = (id: string, type: number): ApiExperience => ({
  experience_id: id,
  placement_id: '1000162',
  placed_experience_id: `1000162:${id}`,
  type,
  status: 'not_viewed',
  display_data: {},
  triggerable_placed_exps: [],
  metadata: {},
});

describe('spec section 9 constants', () => {
  it('completes 502312, 502320, 502321 and 502322 silently', () =>
    expect(SILENT_COMPLETION_IDS).toEqual(['502312', '502320', '502321', '502322']));
  it('fires the no-action placement event after 4000 ms', () => expect(NO_ACTION_EVENT_MS).toBe(4000));
});

describe('isEligible: the allowed ids, else the allowed types, else the predicate', () => {
  const toast = experience('500863', 10);
  const cases: Array<[string, ExperienceFilter, boolean]> = [
    ['its id is allowed', { allowedIds: ['500863'] }, true],
    ['its type is allowed', { allowedTypes: [10, 14] }, true],
    ['neither, but the predicate takes it', { allowedIds: ['1'], allowedTypes: [14], predicate: (e) => e.type === 10 }, true],
    ['neither, and the predicate refuses it', { allowedIds: ['1'], allowedTypes: [14], predicate: () => false }, false],
    ['an allowed id wins over a refusing predicate', { allowedIds: ['500863'], predicate: () => false }, true],
    ['an empty filter takes nothing', {}, false],
  ];
  it.each(cases)('%s', (_case, filter, eligible) => expect(isEligible(toast, filter)).toBe(eligible));
});

describe('takeStep: each step once per mounted session', () => {
  const after = (...steps: ExperienceStep[]): StepOutcome[] => {
    let ledger: ExperienceLedger = EMPTY_LEDGER;
    return steps.map((step) => {
      const outcome = takeStep(ledger, '500863', step);
      ledger = outcome.ledger;
      return outcome;
    });
  };
  const shape = (o: StepOutcome) => ({ call: o.call, remove: o.remove, refetch: o.refetch });

  const cases: Array<[string, ExperienceStep[], Array<ReturnType<typeof shape>>]> = [
    [
      'a view is recorded once',
      [{ kind: 'view' }, { kind: 'view' }],
      [
        { call: 'record-view', remove: false, refetch: false },
        { call: null, remove: false, refetch: false },
      ],
    ],
    [
      'a completion (mode 1) is recorded, removes it and refetches, once',
      [
        { kind: 'complete', mode: 1 },
        { kind: 'complete', mode: 1 },
      ],
      [
        { call: 'record-completion', remove: true, refetch: true },
        { call: null, remove: false, refetch: false },
      ],
    ],
    ['a completion without a mode counts as mode 1', [{ kind: 'complete' }], [{ call: 'record-completion', remove: true, refetch: true }]],
    ['mode 2 prevents removal and records nothing', [{ kind: 'complete', mode: 2 }], [{ call: null, remove: false, refetch: false }]],
    [
      'mode 2 with preventRemoval records completion and stays',
      [{ kind: 'complete', mode: 2, preventRemoval: true }],
      [{ call: 'record-completion', remove: false, refetch: true }],
    ],
    [
      'a dismissal removes it and refetches, once',
      [{ kind: 'dismiss' }, { kind: 'dismiss' }],
      [
        { call: 'dismiss', remove: true, refetch: true },
        { call: null, remove: false, refetch: false },
      ],
    ],
    [
      'completion and dismissal are each once: one of each is taken',
      [{ kind: 'view' }, { kind: 'complete' }, { kind: 'dismiss' }],
      [
        { call: 'record-view', remove: false, refetch: false },
        { call: 'record-completion', remove: true, refetch: true },
        { call: 'dismiss', remove: true, refetch: true },
      ],
    ],
  ];
  it.each(cases)('%s', (_case, steps, outcomes) => expect(after(...steps).map(shape)).toEqual(outcomes));

  it('keeps each id apart', () => {
    const { ledger } = takeStep(EMPTY_LEDGER, 'a', { kind: 'view' });
    expect(takeStep(ledger, 'b', { kind: 'view' }).call).toBe('record-view');
  });
});

describe('experienceStart: what a placement does with an experience it was given', () => {
  const filter: ExperienceFilter = { allowedTypes: [10] };
  const done = takeStep(EMPTY_LEDGER, '500863', { kind: 'dismiss' }).ledger;
  const cases: Array<[string, ApiExperience, { isBot: boolean; ledger: ExperienceLedger }, string]> = [
    ['an eligible experience is shown', experience('500863', 10), { isBot: false, ledger: EMPTY_LEDGER }, 'show'],
    ['a bot gets none', experience('500863', 10), { isBot: true, ledger: EMPTY_LEDGER }, 'skip'],
    ['502320 completes without showing', experience('502320', 10), { isBot: false, ledger: EMPTY_LEDGER }, 'complete-silently'],
    [
      'a silent id is completed even when no surface takes its type',
      experience('502312', 5),
      { isBot: false, ledger: EMPTY_LEDGER },
      'complete-silently',
    ],
    ['one dismissed in this session is not shown again', experience('500863', 10), { isBot: false, ledger: done }, 'skip'],
    ['an ineligible type is left alone', experience('500863', 14), { isBot: false, ledger: EMPTY_LEDGER }, 'skip'],
  ];
  it.each(cases)('%s', (_case, exp, context, start) => expect(experienceStart(exp, { ...context, filter })).toBe(start));
});
