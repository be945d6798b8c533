import { createPageBus } from 'page-runtime';
import type { EventMap, HeldSave } from 'shared-contracts';
import { fakeApiClient, viewer } from 'test-support/fakeApiClient';
import { mergeHeldSaves } from './mergeHeldSaves';

const held = (pinId: string, boardId: string | null = null): HeldSave => ({ pinId, boardId, sectionId: null });

function setUp(failPin?: string) {
  const { client, named } = fakeApiClient({
    'BoardResource create': () => ({ id: '77' }),
    'RepinResource create': (o) => {
      if (o.pin_id === failPin) throw new Error('server down');
      return { id: `9${String(o.pin_id)}` };
    },
  });
  const events = createPageBus();
  const heard: Array<EventMap['pin/held-saves-merged'] | EventMap['toast/requested']> = [];
  events.on('pin/held-saves-merged', (e) => heard.push(e));
  events.on('toast/requested', (e) => heard.push(e));
  return { client, named, events, heard };
}

describe('mergeHeldSaves', () => {
  it('saves each held pin once, to its board or the profile, then says the count', async () => {
    const api = setUp();
    const outcome = await mergeHeldSaves(viewer({ username: 'newbie', quicksave_board_id: null }), {
      ...api,
      take: () => [held('101'), held('102', '5')],
    });
    expect(outcome).toEqual({ saved: 2, failed: 0 });
    expect(api.named('RepinResource create').map((c) => [c.options.pin_id, c.options.board_id])).toEqual([
      ['101', '77'],
      ['102', '5'],
    ]);
    expect(api.heard).toEqual([
      { saved: 2, failed: 0 },
      { message: 'We saved the 2 Pins you picked before you logged in.', link: { label: 'See your profile', href: '/newbie/' } },
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
    expect(api.named('RepinResource create')).toEqual([]);
    expect(api.heard).toEqual([]);
  });
});
