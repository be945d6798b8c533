import { createCardSlicer } from './cardSlicer';

const ids = (n: number, from = 0) => Array.from({ length: n }, (_, i) => `pin-${from + i}`);
const number = (id: string) => Number(id.slice('pin-'.length));
/** Cards in reading order down the page, the viewport at the top: the first ones are nearest. */
const fromTop = (id: string) => number(id);

/** A slicer whose later tasks run when the test says; `render` is a render and its effect, as the grid does them. */
function slicerWithTasks() {
  const tasks: Array<() => void> = [];
  const slicer = createCardSlicer((run) => {
    tasks.push(run);
    return () => tasks.splice(tasks.indexOf(run), 1);
  });
  const render = (list: readonly string[], perSlice: number, distance: (id: string) => number = fromTop) => {
    const shown = slicer.shown(list, perSlice, distance);
    slicer.settle(list, perSlice, distance);
    return shown;
  };
  /** Runs the waiting task, then renders as the grid would on the change. */
  const nextTask = (list: readonly string[], perSlice: number, distance: (id: string) => number = fromTop) => {
    tasks.shift()?.();
    return render(list, perSlice, distance);
  };
  return { slicer, tasks, render, nextTask };
}

describe('createCardSlicer', () => {
  it('shows the first slice at once, then one slice per later task, keeping reading order', () => {
    const { render, nextTask, tasks } = slicerWithTasks();
    const list = ids(10);
    const seen = [render(list, 4)];
    while (tasks.length > 0) seen.push(nextTask(list, 4));
    expect(seen).toEqual([ids(4), ids(8), ids(10)]);
  });

  it('lets in the cards nearest the viewport first, shown in reading order', () => {
    const { render, nextTask } = slicerWithTasks();
    // The viewport is round pin-5: the window starts a screen above it.
    const aroundFive = (id: string) => Math.abs(number(id) - 5);
    expect(render(ids(10), 3, aroundFive)).toEqual(['pin-4', 'pin-5', 'pin-6']);
    // Ties (pin-2 and pin-8, both three away) go in reading order.
    expect(nextTask(ids(10), 3, aroundFive)).toEqual(ids(6, 2));
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
    expect(render(ids(3, 2), 4, (id) => number(id) - 2)).toEqual(['pin-2']);
    expect(render(ids(3), 4)).toEqual(ids(3));
  });

  it('shows the nearest slice at once after a jump, though a focused card far away is let in', () => {
    const { render, nextTask } = slicerWithTasks();
    render(ids(2), 2);
    // Jumped to pin-100 and on; pin-0 has focus and stays in the list, far from view.
    const list = ['pin-0', ...ids(6, 100)];
    const nearHundred = (id: string) => Math.abs(number(id) - 100);
    expect(render(list, 2, nearHundred)).toEqual(['pin-0', 'pin-100', 'pin-101']);
    expect(nextTask(list, 2, nearHundred)).toEqual(['pin-0', ...ids(4, 100)]);
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

  it('shows nothing, and waits for nothing, for an empty list', () => {
    const { render, tasks } = slicerWithTasks();
    expect(render([], 4)).toEqual([]);
    expect(tasks).toHaveLength(0);
  });
});
