import type { ApiSession, ApiViewer, EventMap, SaveRequest } from 'shared-contracts';
import { ApiCallError } from './apiCallError';
import type { ApiClient } from './apiClient';
import { createPageBus } from './eventBus';
import { SAVE_ANSWER_TIMEOUT_MS, savePin, undoUnsave, unsavePin } from './saveCommands';
import type { SessionStore } from './session';

const request: SaveRequest = { pinId: '101', originalPinId: '100', trackingParams: 'tp', surface: 'AuthHomefeed', imageUrl: '/i.jpg' };

function setUp(viewer: Partial<ApiViewer> | null, write: (resource: string, action: string, options: Record<string, unknown>) => unknown) {
  const bus = createPageBus();
  const current = {
    isAuthenticated: viewer !== null,
    unauthId: null,
    viewer: viewer ? { isAuth: true, ...viewer } : { isAuth: false },
  } as ApiSession;
  const session = { load: async () => current } as unknown as SessionStore;
  const writes: Array<[string, string, Record<string, unknown>]> = [];
  const client = {
    write: async (resource: string, action: string, options: Record<string, unknown>) => {
      writes.push([resource, action, options]);
      return write(resource, action, options);
    },
  } as unknown as ApiClient;
  const heard: Array<[keyof EventMap, unknown]> = [];
  for (const name of ['pin/saved', 'pin/save-failed', 'pin/unsaved', 'pin/unsave-failed'] as const)
    bus.on(name, (p) => heard.push([name, p]));
  return { deps: { bus, client, session }, bus, writes, heard };
}

const demo = { id: '1', quicksave_board_id: '7' };
const removed = {
  id: '900',
  deleted: true,
  unsaved: { sourcePinId: '100', board: { id: '7', name: 'Quick Saves', url: '/demo/quick-saves/', layout: 'quick_saves' }, section: null },
};
const copy = { pinId: '101', originalPinId: '100', sourcePinId: '100', target: null, boardId: '7', sectionId: null, trackingParams: 'tp' };

describe('savePin', () => {
  afterEach(() => jest.useRealTimers());

  it('with no boards area on the page, saves to the profile (the quick-saves board) and says so once', async () => {
    const { deps, writes, heard } = setUp(demo, () => ({ id: '900' }));
    await expect(savePin(request, deps)).resolves.toEqual({ kind: 'saved', savedPinId: '900', target: null });
    expect(writes[0]).toEqual(['RepinResource', 'create', expect.objectContaining({ pin_id: '101', board_id: '7' })]);
    expect(heard).toEqual([['pin/saved', { pinId: '101', originalPinId: '100', savedPinId: '900', target: null, imageUrl: '/i.jpg' }]]);
  });

  it("with no boards area, a visitor's save fails with the login message", async () => {
    const { deps, writes, heard } = setUp(null, () => ({}));
    await expect(savePin(request, deps)).resolves.toEqual({ kind: 'failed', message: 'Log in to save this Pin' });
    expect(writes).toEqual([]);
    expect(heard).toEqual([['pin/save-failed', { pinId: '101', message: 'Log in to save this Pin' }]]);
  });

  it("says the handler's answer: a cancelled save is said to nobody", async () => {
    const { deps, bus, heard } = setUp(demo, () => ({}));
    bus.handle('pin/save', async () => ({ kind: 'cancelled' }));
    await expect(savePin(request, deps)).resolves.toEqual({ kind: 'cancelled' });
    expect(heard).toEqual([]);
  });

  it('gives up after its bound with the generic failure, and still says a save made later', async () => {
    jest.useFakeTimers();
    const { deps, bus, heard } = setUp(demo, () => ({}));
    let answer: (a: { kind: 'saved'; savedPinId: string; target: null }) => void = () => undefined;
    bus.handle('pin/save', () => new Promise((resolve) => (answer = resolve)));
    const saving = savePin(request, deps);
    await jest.advanceTimersByTimeAsync(SAVE_ANSWER_TIMEOUT_MS);
    await expect(saving).resolves.toEqual({ kind: 'failed', message: 'Sorry! Something went wrong on our end.' });
    answer({ kind: 'saved', savedPinId: '901', target: null });
    await jest.advanceTimersByTimeAsync(0);
    expect(heard.map(([name]) => name)).toEqual(['pin/save-failed', 'pin/saved']);
  });
});

describe('unsavePin', () => {
  it('with no boards area, removes the saved copy (never the pin) and says pin/unsaved with what Undo needs', async () => {
    const { deps, writes, heard } = setUp(demo, () => removed);
    await expect(unsavePin({ pinId: '101', originalPinId: '100', savedPinId: '900', trackingParams: 'tp' }, deps)).resolves.toEqual({
      kind: 'unsaved',
      copy,
    });
    expect(writes).toEqual([['PinResource', 'delete', { id: '900', unsave: true, client_tracking_params: 'tp' }]]);
    expect(heard).toEqual([['pin/unsaved', { pinId: '101', savedPinId: '900', copy }]]);
  });

  it("with no boards area to ask in, keeps the viewer's own pin and says why", async () => {
    const { deps, heard } = setUp(demo, () => {
      throw new ApiCallError(
        409,
        'would_delete_pin',
        'This is your own Pin and is saved nowhere else: removing it would delete it.',
        undefined,
        true,
      );
    });
    const answer = await unsavePin({ pinId: '101', savedPinId: '101', trackingParams: 'tp' }, deps);
    expect(answer).toEqual({ kind: 'failed', message: 'This is your own Pin and is saved nowhere else: removing it would delete it.' });
    expect(heard.map(([name]) => name)).toEqual(['pin/unsave-failed']);
  });

  it('says nothing when the owner, asked, keeps their pin; says the deletion when they chose it', async () => {
    const { deps, bus, heard } = setUp(demo, () => ({}));
    const off = bus.handle('pin/unsave', async () => ({ kind: 'cancelled' }));
    await expect(unsavePin({ pinId: '101', savedPinId: '101', trackingParams: 'tp' }, deps)).resolves.toEqual({ kind: 'cancelled' });
    expect(heard).toEqual([]);
    off();
    bus.handle('pin/unsave', async () => ({ kind: 'deleted' }));
    await unsavePin({ pinId: '101', savedPinId: '101', trackingParams: 'tp' }, deps);
    expect(heard).toEqual([['pin/unsaved', { pinId: '101', savedPinId: '101', deleted: true }]]);
  });
});

describe('undoUnsave', () => {
  it('saves the source pin back to the same board and section, and says it as a save', async () => {
    const { deps, writes, heard } = setUp(demo, () => ({ id: '902' }));
    const target = {
      boardId: '2',
      boardName: 'Kitchen',
      boardUrl: '/demo/kitchen/',
      sectionId: '5',
      sectionName: 'Soup',
      sectionSlug: 'soup',
    };
    await expect(undoUnsave({ ...copy, target, boardId: '2', sectionId: '5' }, deps)).resolves.toEqual({
      kind: 'saved',
      savedPinId: '902',
      target,
    });
    expect(writes[0]).toEqual(['RepinResource', 'create', expect.objectContaining({ pin_id: '100', board_id: '2', section: '5' })]);
    expect(heard).toEqual([['pin/saved', { pinId: '101', originalPinId: '100', savedPinId: '902', target }]]);
  });

  it('says a failed undo as a failed save', async () => {
    const { deps, heard } = setUp(demo, () => {
      throw new ApiCallError(404, 'not_found', 'That Pin was not found.', undefined, true);
    });
    await undoUnsave(copy, deps);
    expect(heard).toEqual([['pin/save-failed', { pinId: '101', message: 'That Pin was not found.' }]]);
  });
});

describe('unsavePin, failing', () => {
  it("says the spec's delete error when the delete fails", async () => {
    const { deps, heard } = setUp(demo, () => {
      throw new Error('down');
    });
    await expect(unsavePin({ pinId: '101', savedPinId: '900', trackingParams: 'tp' }, deps)).resolves.toEqual({
      kind: 'failed',
      message: 'Sorry! There was an error deleting your Pin.',
    });
    expect(heard).toEqual([
      ['pin/unsave-failed', { pinId: '101', savedPinId: '900', message: 'Sorry! There was an error deleting your Pin.' }],
    ]);
  });
});
