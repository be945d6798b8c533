import { ApiCallError, type ApiClient, createPageBus, type SessionStore } from 'page-runtime';
import type { ApiSession, ApiViewer } from 'shared-contracts/api';
import type { EventMap, SaveRequest, UnsaveRequest } from 'shared-contracts/platform';
import { announcingSave, announcingUnsave, saveToHandler } from './saveCommands';

const request: SaveRequest = { pinId: '101', originalPinId: '100', trackingParams: 'tp', surface: 'AuthHomefeed', imageUrl: '/i.jpg' };
const unsave: UnsaveRequest = { pinId: '101', savedPinId: '900', trackingParams: 'tp' };

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
  return { bus, client, session, writes, heard };
}

const demo = { id: '1', username: 'demo', quicksave_board_id: '7' };
const copy = { pinId: '101', originalPinId: '100', sourcePinId: '100', target: null, boardId: '7', sectionId: null, trackingParams: 'tp' };

describe('the save command, said by the boards area that answers it', () => {
  it('says a save once, with the picture the card showed', async () => {
    const { bus, heard } = setUp(demo, () => ({}));
    const save = announcingSave(bus, async () => ({ kind: 'saved', savedPinId: '900', target: null }));
    await expect(save(request)).resolves.toEqual({ kind: 'saved', savedPinId: '900', target: null });
    expect(heard).toEqual([['pin/saved', { pinId: '101', originalPinId: '100', savedPinId: '900', target: null, imageUrl: '/i.jpg' }]]);
  });

  it('a cancelled save is said to nobody; a failed one, and one that threw, as a failure in the server’s words', async () => {
    const { bus, heard } = setUp(demo, () => ({}));
    await expect(announcingSave(bus, async () => ({ kind: 'cancelled' }))(request)).resolves.toEqual({ kind: 'cancelled' });
    expect(heard).toEqual([]);
    const refused = new ApiCallError(401, 'not_authenticated', 'Log in to save this Pin', undefined, true);
    await expect(announcingSave(bus, () => Promise.reject(refused))(request)).resolves.toEqual({
      kind: 'failed',
      message: 'Log in to save this Pin',
    });
    expect(heard).toEqual([['pin/save-failed', { pinId: '101', message: 'Log in to save this Pin' }]]);
  });
});

describe('the unsave command, said by the boards area that answers it', () => {
  it('says a removed copy with what Undo needs, and a deletion the owner chose; nothing when they kept their pin', async () => {
    const { bus, heard } = setUp(demo, () => ({}));
    await announcingUnsave(bus, async () => ({ kind: 'unsaved', copy }))(unsave);
    await announcingUnsave(bus, async () => ({ kind: 'cancelled' }))(unsave);
    await announcingUnsave(bus, async () => ({ kind: 'deleted' }))({ ...unsave, savedPinId: '101' });
    expect(heard).toEqual([
      ['pin/unsaved', { pinId: '101', savedPinId: '900', copy }],
      ['pin/unsaved', { pinId: '101', savedPinId: '101', deleted: true }],
    ]);
  });

  it("says the spec's delete error when the delete fails", async () => {
    const { bus, heard } = setUp(demo, () => ({}));
    await expect(announcingUnsave(bus, () => Promise.reject(new Error('down')))(unsave)).resolves.toEqual({
      kind: 'failed',
      message: 'Sorry! There was an error deleting your Pin.',
    });
    expect(heard).toEqual([
      ['pin/unsave-failed', { pinId: '101', savedPinId: '900', message: 'Sorry! There was an error deleting your Pin.' }],
    ]);
  });
});

describe('pin/save-to: a save to a place already known, said by whoever asked', () => {
  it('saves the pin back to the same board and section (an Undo)', async () => {
    const { client, session, writes, heard } = setUp(demo, () => ({ id: '902' }));
    const answer = await saveToHandler({ client, session })({ pinId: '100', trackingParams: 'tp', boardId: '2', sectionId: '5' });
    expect(answer).toEqual({ kind: 'saved', savedPinId: '902', target: null });
    expect(writes[0]).toEqual(['RepinResource', 'create', expect.objectContaining({ pin_id: '100', board_id: '2', section: '5' })]);
    expect(heard).toEqual([]);
  });

  it('saves to the profile (the quick-saves board) when no board is named (a held save)', async () => {
    const { client, session, writes } = setUp(demo, () => ({ id: '903' }));
    await expect(saveToHandler({ client, session })({ pinId: '101', trackingParams: '', boardId: null, sectionId: null })).resolves.toEqual(
      {
        kind: 'saved',
        savedPinId: '903',
        target: null,
      },
    );
    expect(writes[0]).toEqual(['RepinResource', 'create', expect.objectContaining({ pin_id: '101', board_id: '7' })]);
  });

  it("answers a visitor's save, and a refused one, as failures in the server's words", async () => {
    const visitor = setUp(null, () => ({}));
    await expect(saveToHandler(visitor)({ pinId: '101', trackingParams: '', boardId: null, sectionId: null })).resolves.toEqual({
      kind: 'failed',
      message: 'Log in to save this Pin',
    });
    expect(visitor.writes).toEqual([]);
    const refused = setUp(demo, () => {
      throw new ApiCallError(404, 'not_found', 'That Pin was not found.', undefined, true);
    });
    await expect(saveToHandler(refused)({ pinId: '100', trackingParams: 'tp', boardId: '2', sectionId: null })).resolves.toEqual({
      kind: 'failed',
      message: 'That Pin was not found.',
    });
  });
});
