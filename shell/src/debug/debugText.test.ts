import type { RemoteLoadReport } from 'shared-contracts/platform';
import { clockTime, loadText, loggedEventName, loggedEventSummary } from './debugText';

const load = (fields: Partial<RemoteLoadReport>): RemoteLoadReport => ({
  remote: 'mf_feed',
  version: '1.0.0+aaaaaaaaaa',
  ok: true,
  durationMs: 123.4,
  token: 't.s',
  ...fields,
});

describe('clockTime', () => {
  it('gives hours, minutes, seconds and milliseconds in local time', () => {
    const at = new Date(2025, 0, 2, 9, 5, 7, 42);
    expect(clockTime(at.getTime())).toBe('09:05:07.042');
    expect(clockTime(at.toISOString())).toBe('09:05:07.042');
  });

  it('says so when the time is not one', () => {
    expect(clockTime('yesterday')).toBe('unknown time');
  });
});

describe('loadText', () => {
  it.each<[string, RemoteLoadReport | undefined, boolean, string]>([
    ['a load that worked', load({}), true, 'Loaded in 123 ms'],
    [
      'a load that failed, with its reason',
      load({ ok: false, durationMs: 8000, reason: 'timeout' }),
      true,
      'Failed after 8000 ms: timeout',
    ],
    ['a load that failed without a reason', load({ ok: false, durationMs: 12 }), true, 'Failed after 12 ms'],
    ['an area of the page not loaded yet', undefined, true, 'Not loaded yet'],
    ['an area the document did not name', undefined, false, 'Not served to this page'],
  ])('%s', (_label, report, onPage, expected) => {
    expect(loadText(report, onPage)).toBe(expected);
  });
});

describe('logged events', () => {
  it.each<[string, Parameters<typeof loggedEventName>[0], string]>([
    ['a pin impression', { event_type: 18, impression_kind: 'pin', object_id: '1' }, 'pin impression (18)'],
    ['an impression without its kind', { event_type: 3700 }, 'board impression (3700)'],
    ['a click-through', { event_type: 12, object_id: '1' }, 'clickThrough (12)'],
    ['a click', { event_type: 101 }, 'click (101)'],
    ['a type the site does not know', { event_type: 999_999 }, 'event (999999)'],
  ])('names %s', (_label, event, expected) => {
    expect(loggedEventName(event)).toBe(expected);
  });

  it('sums up the object and what it carried, shortly', () => {
    expect(loggedEventSummary({ event_type: 18, object_id: '1001', aux_data: { stage: 'enter', surface: 'AuthHomefeed' } })).toBe(
      'object_id=1001, stage=enter, surface=AuthHomefeed',
    );
    expect(loggedEventSummary({ event_type: 101 })).toBe('');
    expect([
      ...loggedEventSummary({ event_type: 12, object_id: '1', aux_data: { url: `https://example.com/${'a'.repeat(200)}` } }),
    ]).toHaveLength(80);
  });
});
