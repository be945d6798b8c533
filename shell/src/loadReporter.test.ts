import type { RemoteLoadReport } from 'shared-contracts/platform';
import { createLoadReporter } from './loadReporter';

function fakeWindow() {
  const listeners = new Map<string, () => void>();
  const target = {
    document: { visibilityState: 'visible' as DocumentVisibilityState },
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
  };
  return { target, fire: (type: string) => listeners.get(type)?.() };
}

const load = (i: number): RemoteLoadReport => ({ remote: 'mf_feed', version: '1.0.0+aaaaaaaaaa', ok: true, durationMs: i, token: 't.s' });

describe('load reporter', () => {
  it('sends nothing while the page is visible, then one beacon when it is hidden', () => {
    const { target, fire } = fakeWindow();
    const sent: [string, string][] = [];
    const reporter = createLoadReporter(target as never, (url, body) => sent.push([url, body]) > 0);
    reporter.record(load(1));
    reporter.record(load(2));
    fire('visibilitychange');
    expect(sent).toEqual([]);
    target.document.visibilityState = 'hidden';
    fire('visibilitychange');
    expect(sent).toEqual([['/_platform/reports', JSON.stringify({ loads: [load(1), load(2)] })]]);
    fire('pagehide');
    expect(sent).toHaveLength(1);
  });

  it('splits a long queue into beacons of 50, and keeps what the browser refused', () => {
    const { target } = fakeWindow();
    let accept = true;
    const sent: string[] = [];
    const reporter = createLoadReporter(target as never, (_url, body) => {
      if (!accept) return false;
      sent.push(body);
      return true;
    });
    for (let i = 0; i < 120; i += 1) reporter.record(load(i));
    reporter.flush();
    expect(sent.map((b) => (JSON.parse(b) as { loads: unknown[] }).loads.length)).toEqual([50, 50, 20]);
    accept = false;
    reporter.record(load(999));
    reporter.flush();
    accept = true;
    reporter.flush();
    expect(JSON.parse(sent[3]!)).toEqual({ loads: [load(999)] });
  });

  it('keeps the last 50 loads of the page, oldest first, and tells listeners of each (for the debug panel)', () => {
    const { target } = fakeWindow();
    const reporter = createLoadReporter(target as never, () => true);
    const heard: number[] = [];
    const off = reporter.onRecord(() => heard.push(reporter.recorded().length));
    reporter.record(load(1));
    reporter.flush();
    reporter.record({ ...load(2), remote: 'mf_boards', ok: false, reason: 'timeout' });
    off();
    reporter.record(load(3));
    expect(heard).toEqual([1, 2]);
    expect(reporter.recorded()).toEqual([load(1), { ...load(2), remote: 'mf_boards', ok: false, reason: 'timeout' }, load(3)]);
    for (let i = 4; i < 60; i += 1) reporter.record(load(i));
    expect(reporter.recorded()).toHaveLength(50);
    expect(reporter.recorded()[0]).toEqual(load(10));
  });
});
