import {
  IMPRESSION_AUX_FIELDS,
  INITIAL_IMPRESSION,
  impressionLogEvent,
  impressionStep,
  IMPRESSION_THRESHOLDS,
  TOP_OBSTRUCTION_PX,
  type ImpressionInput,
  type ImpressionState,
} from './impressions';

function run(inputs: ImpressionInput[], from: ImpressionState = INITIAL_IMPRESSION): string[] {
  let state = from;
  const out: string[] = [];
  for (const input of inputs) {
    const step = impressionStep(state, input);
    state = step.state;
    out.push(...step.reports.map((r) => `${r.stage}:${r.threshold}`));
  }
  return out;
}
const ratio = (r: number): ImpressionInput => ({ kind: 'ratio', ratio: r });

describe('the spec constants', () => {
  it('thresholds 0, 50, 80 and 100 percent; top obstruction 143 px', () => {
    expect(IMPRESSION_THRESHOLDS).toEqual([0, 50, 80, 100]);
    expect(TOP_OBSTRUCTION_PX).toBe(143);
  });
});

describe('impressionStep', () => {
  it.each<[string, ImpressionInput[], string[]]>([
    [
      'a card scrolling fully into view',
      [ratio(0.1), ratio(0.5), ratio(0.8), ratio(1)],
      ['enter:0', 'visible:50', 'visible:80', 'visible:100'],
    ],
    ['jumping straight to fully visible crosses every threshold once', [ratio(1)], ['enter:0', 'visible:50', 'visible:80', 'visible:100']],
    ['49.9 % is not 50 %', [ratio(0.499)], ['enter:0']],
    ["an observer's 0.9995 counts as 100 %", [ratio(0.9995)], ['enter:0', 'visible:50', 'visible:80', 'visible:100']],
    ['thresholds are reported once per stay', [ratio(0.6), ratio(0.3), ratio(0.6)], ['enter:0', 'visible:50']],
    ['leaving reports exit with the highest threshold reached', [ratio(0.9), ratio(0)], ['enter:0', 'visible:50', 'visible:80', 'exit:80']],
    [
      'a second stay is a new impression',
      [ratio(0.6), ratio(0), ratio(0.6)],
      ['enter:0', 'visible:50', 'exit:50', 'enter:0', 'visible:50'],
    ],
    ['zero while out of view says nothing', [ratio(0), ratio(0)], []],
    [
      'a modal pauses and resumes a card in view',
      [ratio(1), { kind: 'pause' }, { kind: 'resume' }],
      ['enter:0', 'visible:50', 'visible:80', 'visible:100', 'pause:100', 'resume:100'],
    ],
    ['nothing is reported while paused', [{ kind: 'pause' }, ratio(1), ratio(0)], []],
    [
      'resuming reports where the card really is',
      [{ kind: 'pause' }, ratio(0.6), { kind: 'resume' }, ratio(0.9)],
      ['resume:50', 'visible:80'],
    ],
    ['pausing twice reports once', [ratio(0.2), { kind: 'pause' }, { kind: 'pause' }], ['enter:0', 'pause:0']],
    ['a card out of view neither pauses nor resumes', [{ kind: 'pause' }, { kind: 'resume' }], []],
    ['removal while in view forces an exit', [ratio(0.5), { kind: 'removed' }], ['enter:0', 'visible:50', 'exit:50']],
    ['removal out of view says nothing', [{ kind: 'removed' }], []],
  ])('%s', (_name, inputs, expected) => {
    expect(run(inputs)).toEqual(expected);
  });
});

describe('impressionLogEvent', () => {
  it('is a pin impression (type 18) with the card, slot, window and render time', () => {
    expect(
      impressionLogEvent({
        pinId: '1002',
        surface: 'AuthHomefeed',
        stage: 'visible',
        visibleThreshold: 80,
        slotIndex: 3,
        cellWidth: 236,
        cellHeight: 380,
        windowWidth: 1280,
        windowHeight: 900,
        renderDurationMs: 42,
        time: Date.UTC(2026, 10, 22, 12, 0, 0),
      }),
    ).toEqual({
      event_type: 18,
      impression_kind: 'pin',
      object_id: '1002',
      time: '2026-11-22T12:00:00.000Z',
      aux_data: {
        stage: 'visible',
        visible_threshold: 80,
        surface: 'AuthHomefeed',
        slot_index: 3,
        cell_width: 236,
        cell_height: 380,
        window_width: 1280,
        window_height: 900,
        render_duration: 42,
        top_obstruction: 143,
      },
    });
  });

  it('sends exactly the aux_data fields the API keeps', () => {
    const event = impressionLogEvent({
      pinId: '1',
      surface: 'AuthHomefeed',
      stage: 'enter',
      visibleThreshold: 0,
      slotIndex: 0,
      cellWidth: 1,
      cellHeight: 1,
      windowWidth: 1,
      windowHeight: 1,
      renderDurationMs: 1,
      time: 0,
    });
    expect(Object.keys(event.aux_data).sort()).toEqual([...IMPRESSION_AUX_FIELDS].sort());
  });
});
