import { createCardSlicer } from './cardSlicer';

const ids = (n: number, from = 0) => Array.from({ length: n }, (_, i) => `pin-${from + i}`);

/** A slicer whose later tasks run when the test says, and a record of what each render showed. */
function slicerWithTasks() {
  const tasks: Array<() => void> = [];
  const slicer = createCardSlicer((run) => {
    tasks.push(run);
    return () => tasks.splice(tasks.indexOf(run), 1);
  });
  /** A render and its effect, as the grid does them. */
  const render = (list: readonly string[], perSlice: number) => {
    const shown = slicer.shown(list, perSlice);
    slicer.settle(list, perSlice);
    return shown;
  };
  /** Runs the waiting task, then renders as the grid would on the change. */
  const nextTask = (list: readonly string[], perSlice: number) => {
    tasks.shift()?.();
    return render(list, perSlice);
  };
  return { slicer, tasks, render, nextTask };
}

describe('createCardSlicer', () => {
  it('shows the first slice at once, then one slice per later task, in reading order', () => {
    const { render, nextTask, tasks } = slicerWithTasks();
    const list = ids(10);
    const seen = [render(list, 4)];
    while (tasks.length > 0) seen.push(nextTask(list, 4));
    expect(seen).toEqual([ids(4), ids(8), ids(10)]);
  });

  it('keeps the cards let in, and slices only those new to the grid (a new page)', () => {
    const { render, nextTask, tasks } = slicerWithTasks();
    render(ids(4), 4);
    expect(tasks).toHaveLength(0);
    expect(render(ids(12), 4)).toEqual(ids(4));
    expect(nextTask(ids(12), 4)).toEqual(ids(8));
    expect(nextTask(ids(12), 4)).toEqual(ids(12));
    expect(tasks).toHaveLength(0);
  });

  it('shows a card scrolled back to at once: it was let in before', () => {
    const { render } = slicerWithTasks();
    render(ids(3), 4);
    expect(render(ids(3, 2), 4)).toEqual(['pin-2']);
    expect(render(ids(3), 4)).toEqual(ids(3));
  });

  it('shows a first slice at once when none of the cards is let in yet (a new feed, a jump far down)', () => {
    const { render, nextTask } = slicerWithTasks();
    render(ids(4), 4);
    expect(render(ids(6, 100), 2)).toEqual(ids(2, 100));
    expect(nextTask(ids(6, 100), 2)).toEqual(ids(4, 100));
  });

  it('tells subscribers when a slice is let in, and cancels its task when stopped', () => {
    const { slicer, render, tasks } = slicerWithTasks();
    const changed = jest.fn();
    slicer.subscribe(changed);
    render(ids(6), 2);
    const before = slicer.version();
    tasks.shift()?.();
    expect(changed).toHaveBeenCalledTimes(1);
    expect(slicer.version()).not.toBe(before);
    render(ids(6), 2);
    slicer.stop();
    expect(tasks).toHaveLength(0);
  });
});
