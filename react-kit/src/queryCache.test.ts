// The page's cache follows saves: every cached pin of a save records it at once, whatever answer
// holds it (a pin, a list, a list's pages), without renewing the answer's age.
import { createPageBus } from 'page-runtime';
import { makePin } from 'test-support/pinFixture';
import { createPageQueryClient, invalidateOnSaves, resourceKey } from './queryCache';

const pin = (id: string, savedPinId: string | null = null) =>
  makePin({ id, originalPinId: id, savedInfo: savedPinId ? { boardId: '2', pinId: savedPinId, url: '/demo/kitchen/' } : null });

function setUp() {
  const client = createPageQueryClient();
  const bus = createPageBus();
  invalidateOnSaves(bus, client);
  const home = resourceKey('HomefeedResource', { page_size: 25 });
  const one = resourceKey('PinResource', { id: '11' });
  client.setQueryData(
    home,
    {
      pages: [
        { data: [pin('10'), pin('11')], bookmark: 'b' },
        { data: [pin('12', '900')], bookmark: null },
      ],
      pageParams: [null, 'b'],
    },
    { updatedAt: 1_000 },
  );
  client.setQueryData(one, pin('11'), { updatedAt: 2_000 });
  return { client, bus, home, one };
}

type Pages = { pages: Array<{ data: Array<ReturnType<typeof pin>> }> };

describe('invalidateOnSaves: cached pins record saves', () => {
  it('a save shows on every cached copy of the pin (by its id or its original), keeping each answer as old as it was', () => {
    const { client, bus, home, one } = setUp();
    const before = client.getQueryData<Pages>(home)?.pages[1];
    bus.emit('pin/saved', {
      pinId: '11',
      originalPinId: '11',
      savedPinId: '901',
      target: { boardId: '3', boardName: 'Soup', boardUrl: '/demo/soup/' },
    });
    const pages = client.getQueryData<Pages>(home)?.pages;
    expect(pages?.[0]?.data.map((p) => p.savedInfo)).toEqual([null, { boardId: '3', pinId: '901', url: '/demo/soup/' }]);
    // An untouched page is the same object: its cards need not render again.
    expect(pages?.[1]).toBe(before);
    expect(client.getQueryData<ReturnType<typeof pin>>(one)?.savedInfo).toEqual({ boardId: '3', pinId: '901', url: '/demo/soup/' });
    expect(client.getQueryState(one)?.dataUpdatedAt).toBe(2_000);
    expect(client.getQueryState(home)?.dataUpdatedAt).toBe(1_000);
  });

  it('a save to the profile links to it', () => {
    const { client, bus, one } = setUp();
    bus.emit('pin/saved', { pinId: '11', originalPinId: '11', savedPinId: '901', target: null });
    expect(client.getQueryData<ReturnType<typeof pin>>(one)?.savedInfo).toEqual({ boardId: '', pinId: '901', url: '/me/' });
  });

  it('an unsave clears the save wherever it was recorded; a pin deleted leaves every list', () => {
    const { client, bus, home } = setUp();
    bus.emit('pin/unsaved', { pinId: '99', savedPinId: '900' });
    expect(client.getQueryData<Pages>(home)?.pages[1]?.data[0]?.savedInfo).toBeNull();
    bus.emit('pin/unsaved', { pinId: '10', savedPinId: '10', deleted: true });
    expect(client.getQueryData<Pages>(home)?.pages[0]?.data.map((p) => p.id)).toEqual(['11']);
  });
});
