import { attachPinGrid } from './exposedModules';
import type { PinGridModule, PinGridMountProps } from 'shared-contracts/platform';

const props = (key: string): PinGridMountProps => ({
  feed: { key, resource: 'BoardFeedResource', options: { board_id: '2' } },
  surface: 'BaseBoardPinGrid',
  label: 'Pins',
});
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function fakeModule(log: string[], mountThrows = false): PinGridModule {
  return {
    mountPinGrid: (_element, mounted) => {
      if (mountThrows) throw new Error('broken grid');
      log.push(`mount ${mounted.feed.key}`);
      return { update: (next) => log.push(`update ${next.feed.key}`), unmount: () => log.push('unmount') };
    },
  };
}

describe('attachPinGrid', () => {
  const element = {} as HTMLElement;

  it('mounts with the latest props given while the module loaded, updates, and unmounts after a microtask', async () => {
    const log: string[] = [];
    const grid = attachPinGrid(
      element,
      props('a'),
      () => log.push('error'),
      async () => fakeModule(log),
    );
    grid.update(props('b'));
    await flush();
    grid.update(props('c'));
    grid.detach();
    expect(log).toEqual(['mount b', 'update c']);
    await flush();
    expect(log).toEqual(['mount b', 'update c', 'unmount']);
  });

  it('never mounts once detached while loading', async () => {
    const log: string[] = [];
    attachPinGrid(
      element,
      props('a'),
      () => log.push('error'),
      async () => fakeModule(log),
    ).detach();
    await flush();
    expect(log).toEqual([]);
  });

  it.each([
    ['the module fails to load', () => Promise.reject(new Error('offline'))],
    ['its mount throws', async () => fakeModule([], true)],
  ])('reports an error when %s', async (_, load) => {
    const errors: unknown[] = [];
    attachPinGrid(element, props('a'), (error) => errors.push(error), load);
    await flush();
    expect(errors).toHaveLength(1);
  });
});
