import { createPageBus } from 'page-runtime';
import { COMMAND_ANSWER_TIMEOUT_MS, type EventMap, type SaveRequest } from 'shared-contracts/platform';
import { savePin, unsavePin } from './saveCommands';

const request: SaveRequest = { pinId: '101', originalPinId: '100', trackingParams: 'tp', surface: 'AuthHomefeed', imageUrl: '/i.jpg' };

function setUp() {
  const bus = createPageBus();
  const heard: Array<[keyof EventMap, unknown]> = [];
  for (const name of ['pin/saved', 'pin/save-failed', 'pin/unsaved', 'pin/unsave-failed'] as const)
    bus.on(name, (p) => heard.push([name, p]));
  return { bus, heard };
}

describe("a card's save, asked of the boards area", () => {
  afterEach(() => jest.useRealTimers());

  it('gives the answer as it came; the boards area says it', async () => {
    const { bus, heard } = setUp();
    bus.handle('pin/save', async () => ({ kind: 'cancelled' }));
    await expect(savePin(request, bus)).resolves.toEqual({ kind: 'cancelled' });
    expect(heard).toEqual([]);
  });

  it('gives up after its bound with the generic failure, and says it so the toast tells the person', async () => {
    jest.useFakeTimers();
    const { bus, heard } = setUp();
    bus.handle('pin/save', () => new Promise(() => undefined));
    const saving = savePin(request, bus);
    await jest.advanceTimersByTimeAsync(COMMAND_ANSWER_TIMEOUT_MS['pin/save']);
    await expect(saving).resolves.toEqual({ kind: 'failed', message: 'Sorry! Something went wrong on our end.' });
    expect(heard).toEqual([['pin/save-failed', { pinId: '101', message: 'Sorry! Something went wrong on our end.' }]]);
  });

  it("with no boards area to answer, says the spec's errors", async () => {
    const { bus, heard } = setUp();
    await expect(savePin(request, bus)).resolves.toEqual({ kind: 'failed', message: 'Sorry! Something went wrong on our end.' });
    await expect(unsavePin({ pinId: '101', savedPinId: '900', trackingParams: 'tp' }, bus)).resolves.toEqual({
      kind: 'failed',
      message: 'Sorry! There was an error deleting your Pin.',
    });
    expect(heard.map(([name]) => name)).toEqual(['pin/save-failed', 'pin/unsave-failed']);
  });
});
