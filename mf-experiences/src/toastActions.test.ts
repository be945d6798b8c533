import { createPageBus } from 'page-runtime';
import type { EventMap, SaveToRequest } from 'shared-contracts/platform';
import { undoUnsave } from './toastActions';

const copy = { pinId: '101', originalPinId: '100', sourcePinId: '100', target: null, boardId: '7', sectionId: null, trackingParams: 'tp' };

function setUp(answer: (request: SaveToRequest) => Promise<EventMap['pin/saved'] | { message: string }>) {
  const events = createPageBus();
  const asked: SaveToRequest[] = [];
  events.handle('pin/save-to', async (request) => {
    asked.push(request);
    const made = await answer(request);
    return 'savedPinId' in made ? { kind: 'saved', savedPinId: made.savedPinId, target: null } : { kind: 'failed', message: made.message };
  });
  const heard: Array<[keyof EventMap, unknown]> = [];
  for (const name of ['pin/saved', 'pin/save-failed'] as const) events.on(name, (p) => heard.push([name, p]));
  return { events, asked, heard };
}

describe("the unsave toast's Undo", () => {
  it('asks the boards area to save the source pin back to the same board and section, and says it as a save', async () => {
    const target = {
      boardId: '2',
      boardName: 'Kitchen',
      boardUrl: '/demo/kitchen/',
      sectionId: '5',
      sectionName: 'Soup',
      sectionSlug: 'soup',
    };
    const { events, asked, heard } = setUp(async () => ({ pinId: '100', originalPinId: '100', savedPinId: '902', target: null }));
    await expect(undoUnsave({ ...copy, target, boardId: '2', sectionId: '5' }, events)).resolves.toEqual({
      kind: 'saved',
      savedPinId: '902',
      target,
    });
    expect(asked).toEqual([{ pinId: '100', trackingParams: 'tp', boardId: '2', sectionId: '5' }]);
    expect(heard).toEqual([['pin/saved', { pinId: '101', originalPinId: '100', savedPinId: '902', target }]]);
  });

  it('says a failed undo as a failed save', async () => {
    const { events, heard } = setUp(async () => ({ message: 'That Pin was not found.' }));
    await undoUnsave(copy, events);
    expect(heard).toEqual([['pin/save-failed', { pinId: '101', message: 'That Pin was not found.' }]]);
  });
});
