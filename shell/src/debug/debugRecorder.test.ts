import { createPageBus } from 'page-runtime';
import { DEBUG_PANEL_LIMITS } from 'shared-contracts/rules';
import { type RemoteLoadReport } from 'shared-contracts/platform';
import type { LoggedEvent } from '../eventLog';
import { impressionOf } from '../testing/frameFixtures';
import { createDebugRecorder } from './debugRecorder';

function sources() {
  const events = createPageBus();
  let loads: RemoteLoadReport[] = [];
  const loadListeners = new Set<() => void>();
  const logged: LoggedEvent[] = [];
  const tasks: Array<() => void> = [];
  const recorder = createDebugRecorder(
    {
      events,
      loads: {
        recorded: () => loads,
        onRecord: (listener) => {
          loadListeners.add(listener);
          return () => loadListeners.delete(listener);
        },
      },
      logged: { recent: () => logged },
    },
    { now: () => 1_700_000_000_000, schedule: (run) => tasks.push(run) },
  );
  const addLoad = (load: RemoteLoadReport) => {
    loads = [...loads, load];
    for (const listener of loadListeners) listener();
  };
  const runTasks = () => tasks.splice(0).forEach((run) => run());
  return { events, recorder, addLoad, logged, runTasks, tasks, loadListeners };
}

const load: RemoteLoadReport = { remote: 'mf_feed', version: '1.0.0+aaaaaaaaaa', ok: true, durationMs: 120, token: 't.s' };

describe('the debug recorder', () => {
  it('records every bus event, newest first, with its time and a short summary of its payload', () => {
    const { events, recorder } = sources();
    events.emit('modal/opened', { id: 'picker' });
    events.emit('pin/hidden', { pinId: '7', path: 'news_hub', reason: 'not relevant' });
    expect(recorder.snapshot().events).toEqual([
      { id: 2, name: 'pin/hidden', at: 1_700_000_000_000, summary: 'pinId=7, path=news_hub, reason=not relevant' },
      { id: 1, name: 'modal/opened', at: 1_700_000_000_000, summary: 'id=picker' },
    ]);
  });

  it(`keeps the last ${DEBUG_PANEL_LIMITS.events} events`, () => {
    const { events, recorder } = sources();
    for (let i = 0; i < 70; i += 1) events.emit('modal/opened', { id: String(i) });
    const kept = recorder.snapshot().events;
    expect(kept).toHaveLength(DEBUG_PANEL_LIMITS.events);
    expect(kept[0]?.summary).toBe('id=69');
    expect(kept.at(-1)?.summary).toBe('id=20');
  });

  it('gives the same snapshot until something changes, then tells listeners once per burst', () => {
    const { events, recorder, addLoad, logged, runTasks, tasks } = sources();
    const heard = jest.fn();
    recorder.subscribe(heard);
    const first = recorder.snapshot();
    expect(recorder.snapshot()).toBe(first);
    logged.unshift({ event_type: 18, object_id: '1', impression_kind: 'pin' });
    events.emit('pin/impression-recorded', impressionOf('1'));
    addLoad(load);
    expect(tasks).toHaveLength(1);
    expect(heard).not.toHaveBeenCalled();
    runTasks();
    expect(heard).toHaveBeenCalledTimes(1);
    const second = recorder.snapshot();
    expect(second).not.toBe(first);
    expect(second.loads).toEqual([load]);
    expect(second.logged).toEqual([{ event_type: 18, object_id: '1', impression_kind: 'pin' }]);
    expect(second.events.map((e) => e.name)).toEqual(['pin/impression-recorded']);
  });

  it('stops hearing the bus and the loads when stopped', () => {
    const { events, recorder, addLoad, runTasks, loadListeners } = sources();
    const heard = jest.fn();
    recorder.subscribe(heard);
    recorder.stop();
    events.emit('modal/opened', { id: 'x' });
    addLoad(load);
    runTasks();
    expect(heard).not.toHaveBeenCalled();
    expect(recorder.snapshot().events).toEqual([]);
    expect(loadListeners.size).toBe(0);
  });
});
