import { createPageBus } from 'page-runtime';
import type { EventMap, SaveToRequest } from 'shared-contracts/platform';
import type { HeldSave } from 'shared-contracts/rules';
import { viewer } from 'test-support/fakeApiClient';
import { mergeHeldSaves } from './mergeHeldSaves';

const held = (pinId: string, boardId: string | null = null): HeldSave => ({ pinId, boardId, sectionId: null });

/** The boards area's pin/save-to, as it answers: the profile's quick-saves board names no target. */
function setUp(failPin?: string) {
  const events = createPageBus();
  const asked: SaveToRequest[] = [];
  events.handle('pin/save-to', async (request) => {
    asked.push(request);
    if (request.pinId === failPin) throw new Error('server down');
    const target = request.boardId ? { boardId: request.boardId, boardName: 'Kitchen', boardUrl: '/newbie/kitchen/' } : null;
    return { kind: 'saved', savedPinId: `9${request.pinId}`, target };
  });
  const heard: Array<EventMap['pin/saved'] | EventMap['pin/held-saves-merged'] | EventMap['toast/requested']> = [];
  events.on('pin/saved', (e) => heard.push(e));
  events.on('pin/held-saves-merged', (e) => heard.push(e));
  events.on('toast/requested', (e) => heard.push(e));
  return { events, asked, heard };
}

describe('mergeHeldSaves', () => {
  it('saves each held pin once, to its board or the profile, says each save as any save is, then the count and one toast naming where they went', async () => {
    const api = setUp();
    const outcome = await mergeHeldSaves(viewer({ username: 'newbie', quicksave_board_id: null }), {
      ...api,
      take: () => [held('101'), held('102', '5')],
    });
    expect(outcome).toEqual({ saved: 2, failed: 0 });
    expect(api.asked.map((r) => [r.pinId, r.boardId])).toEqual([
      ['101', null],
      ['102', '5'],
    ]);
    const kitchen = { boardId: '5', boardName: 'Kitchen', boardUrl: '/newbie/kitchen/' };
    expect(api.heard).toEqual([
      { pinId: '101', originalPinId: '101', savedPinId: '9101', target: null },
      { pinId: '102', originalPinId: '102', savedPinId: '9102', target: kitchen },
      { saved: 2, failed: 0 },
      { message: 'Saved 2 Pins to', link: { label: 'your profile', href: '/newbie/' }, durationMs: 5000 },
    ]);
  });

  it("confirms two saves to the profile by naming it, and one by its own save toast ('Saved to Profile', said by the pin/saved toast)", async () => {
    const two = setUp();
    await mergeHeldSaves(viewer({ username: 'newbie', quicksave_board_id: null }), { ...two, take: () => [held('101'), held('102')] });
    expect(two.heard.at(-1)).toEqual({ message: 'Saved 2 Pins to', link: { label: 'Profile', href: '/me/' }, durationMs: 5000 });
    const one = setUp();
    await mergeHeldSaves(viewer({ username: 'newbie', quicksave_board_id: null }), { ...one, take: () => [held('101')] });
    expect(one.heard).toEqual([
      { pinId: '101', originalPinId: '101', savedPinId: '9101', target: null },
      { saved: 1, failed: 0 },
    ]);
  });

  it('counts a failure without telling the person about it', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const api = setUp('101');
    const outcome = await mergeHeldSaves(viewer({ username: 'newbie' }), { ...api, take: () => [held('101', '5')] });
    expect(outcome).toEqual({ saved: 0, failed: 1 });
    expect(api.heard).toEqual([{ saved: 0, failed: 1 }]);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('does nothing with nothing held', async () => {
    const api = setUp();
    expect(await mergeHeldSaves(viewer({}), { ...api, take: () => [] })).toEqual({ saved: 0, failed: 0 });
    expect(api.asked).toEqual([]);
    expect(api.heard).toEqual([]);
  });
});
