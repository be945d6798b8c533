import { createPageViewLedger, type LedgerEvent } from './pageViewLedger';

const impression = (pin: number, stage = 'enter', threshold = 0) => ({
  event_type: 18,
  object_id: String(pin),
  aux_data: { stage, visible_threshold: threshold },
});
const click = (pin: number) => ({ event_type: 12, object_id: String(pin), aux_data: { url: 'https://example.com/' } });

/** Admits and, as the route does once they are stored, records; returns what was kept, or 'full'. */
function log(ledger: ReturnType<typeof createPageViewLedger>, page: string, events: LedgerEvent[]) {
  const verdict = ledger.admit(page, events);
  if (verdict.full) return 'full';
  verdict.record();
  return verdict.kept;
}

describe('createPageViewLedger', () => {
  it('keeps an impression once per page view, pin and stage (and the threshold a visible crossed); other events every time', () => {
    const ledger = createPageViewLedger();
    expect(log(ledger, 'p1', [impression(1), impression(1), impression(1, 'visible', 50), impression(2), click(1), click(1)])).toEqual([
      impression(1),
      impression(1, 'visible', 50),
      impression(2),
      click(1),
      click(1),
    ]);
    expect(log(ledger, 'p1', [impression(1), impression(1, 'visible', 50), impression(1, 'visible', 80)])).toEqual([
      impression(1, 'visible', 80),
    ]);
    // Another page view starts afresh.
    expect(log(ledger, 'p2', [impression(1)])).toEqual([impression(1)]);
  });

  // Issue 59: one page token stored 100 'enter' impressions of one pin by varying visible_threshold.
  it.each<[string, LedgerEvent[], number]>([
    ['100 entries, each with another threshold', Array.from({ length: 100 }, (_, i) => impression(1, 'enter', i)), 1],
    ['entries with the thresholds the site uses', [0, 50, 80, 100].map((t) => impression(1, 'enter', t)), 1],
    [
      'entries padded with other free fields',
      [1, 2, 3].map((n) => ({ ...impression(1), aux_data: { stage: 'enter', surface: `s${n}`, slot_index: n } })),
      1,
    ],
    ['an entry without a stage and one that says enter', [{ event_type: 18, object_id: '1' }, impression(1)], 1],
    ['visible at 50, 80 and 100 %: three crossings', [50, 80, 100].map((t) => impression(1, 'visible', t)), 3],
    ['visible at thresholds the site never reports', [1, 2, 51, 99, 101].map((t) => impression(1, 'visible', t)), 1],
    ['exits at any threshold', [0, 50, 100, 7].map((t) => impression(1, 'exit', t)), 1],
    ['stages the site never reports', ['seen', 'enter2', 'ENTER', 'x'].map((stage) => impression(1, stage)), 1],
    [
      'a card’s five reports',
      [
        impression(1),
        impression(1, 'visible', 50),
        impression(1, 'visible', 80),
        impression(1, 'visible', 100),
        impression(1, 'exit', 100),
      ],
      5,
    ],
  ])('keeps one impression per stage whatever else it says: %s → %p', (_label, events, kept) => {
    expect(log(createPageViewLedger(), 'p', events)).toHaveLength(kept);
  });

  it('reads a stage from aux_data given as JSON text too', () => {
    const ledger = createPageViewLedger();
    const asText = { event_type: 18, object_id: '5', aux_data: JSON.stringify({ stage: 'exit' }) };
    expect(log(ledger, 'p', [asText, asText])).toEqual([asText]);
  });

  it('records nothing until told: a batch refused for another reason can come again', () => {
    const ledger = createPageViewLedger();
    const first = ledger.admit('p', [impression(1)]);
    expect(first).toMatchObject({ full: false, kept: [impression(1)] });
    expect(ledger.admit('p', [impression(1)])).toMatchObject({ full: false, kept: [impression(1)] });
  });

  it('lets one page view log at most so many events, then refuses it', () => {
    const ledger = createPageViewLedger({ maxEventsPerPage: 5 });
    expect(log(ledger, 'p', [click(1), click(2), click(3)])).toHaveLength(3);
    expect(log(ledger, 'p', [click(4), click(5), click(6)])).toEqual([click(4), click(5)]);
    expect(log(ledger, 'p', [click(7)])).toBe('full');
    expect(log(ledger, 'other', [click(7)])).toEqual([click(7)]);
  });

  it('forgets the page views seen longest ago once it holds too many impressions', () => {
    const ledger = createPageViewLedger({ maxTrackedImpressions: 3 });
    log(ledger, 'old', [impression(1), impression(2)]);
    log(ledger, 'recent', [impression(1)]);
    // 'old' logs again: it is the most recent now.
    log(ledger, 'old', [impression(3)]);
    expect(ledger.stats()).toEqual({ pages: 1, trackedImpressions: 3 });
    expect(log(ledger, 'old', [impression(1)])).toEqual([]);
    expect(log(ledger, 'recent', [impression(1)])).toEqual([impression(1)]);
  });
});
