import { createPageBus, HANDLER_GRACE_MS } from 'page-runtime';
import type { SaveAnswer } from 'shared-contracts/platform';
import { createMessageActivation } from './messageActivation';

const SAVE = { pinId: '7', originalPinId: '7', trackingParams: '', surface: 'AuthHomefeed' } as const;
const SAVED: SaveAnswer = { kind: 'saved', savedPinId: '70', target: null };

afterEach(() => jest.useRealTimers());

describe('an area activated by messages', () => {
  it('is not started until one of its messages is sent, then starts once and stays', () => {
    const bus = createPageBus();
    const mount = jest.fn();
    const activation = createMessageActivation(bus, { commands: [], events: ['toast/requested'] }, mount);
    bus.emit('modal/opened', { id: 'x' });
    expect(mount).not.toHaveBeenCalled();
    expect(activation.active()).toBe(false);
    bus.emit('toast/requested', { message: 'Saved' });
    bus.emit('toast/requested', { message: 'Saved again' });
    expect(mount).toHaveBeenCalledTimes(1);
    expect(activation.active()).toBe(true);
  });

  it('hands the event that started it, and those sent while it loaded, to the handlers it subscribes once mounted', async () => {
    const bus = createPageBus();
    const activation = createMessageActivation(bus, { commands: [], events: ['toast/requested', 'auth/required'] }, () => undefined);
    bus.emit('auth/required', { reason: 'save' });
    bus.emit('toast/requested', { message: 'Saved to Lunch' });
    activation.mounted();
    const toasts: string[] = [];
    const prompts: string[] = [];
    bus.on('toast/requested', (p) => toasts.push(p.message));
    bus.on('auth/required', (p) => prompts.push(p.reason));
    await Promise.resolve();
    expect(toasts).toEqual(['Saved to Lunch']);
    expect(prompts).toEqual(['save']);
  });

  it('lets held events go a while after it mounted, so a handler subscribing later hears only new ones', async () => {
    jest.useFakeTimers();
    const bus = createPageBus();
    const activation = createMessageActivation(bus, { commands: [], events: ['toast/requested'] }, () => undefined);
    bus.emit('toast/requested', { message: 'old' });
    activation.mounted();
    jest.advanceTimersByTime(HANDLER_GRACE_MS);
    const toasts: string[] = [];
    bus.on('toast/requested', (p) => toasts.push(p.message));
    await Promise.resolve();
    expect(toasts).toEqual([]);
  });

  it("answers the first save with the area's handler: the click that started it is not lost", async () => {
    const bus = createPageBus();
    let activation: ReturnType<typeof createMessageActivation> | undefined = undefined;
    activation = createMessageActivation(bus, { commands: ['pin/save'], events: [] }, () => {
      // The area loads, mounts, and its effect takes the command.
      setTimeout(() => {
        activation?.mounted();
        setTimeout(() => bus.handle('pin/save', async () => SAVED), 10);
      }, 20);
    });
    const fallback = jest.fn(async (): Promise<SaveAnswer> => ({ kind: 'cancelled' }));
    await expect(bus.request('pin/save', SAVE, { timeoutMs: 5000, fallback })).resolves.toEqual(SAVED);
    expect(fallback).not.toHaveBeenCalled();
  });

  it('answers with the fallback when the area fails to load', async () => {
    const bus = createPageBus();
    let activation: ReturnType<typeof createMessageActivation> | undefined = undefined;
    activation = createMessageActivation(bus, { commands: ['pin/save'], events: [] }, () =>
      setTimeout(() => activation?.failed('timeout'), 5),
    );
    await expect(bus.request('pin/save', SAVE, { timeoutMs: 5000, fallback: async () => ({ kind: 'cancelled' }) })).resolves.toEqual({
      kind: 'cancelled',
    });
  });

  it('counts as started once it mounted for its own route, and keeps the held events for its handlers', async () => {
    const bus = createPageBus();
    const mount = jest.fn();
    const activation = createMessageActivation(bus, { commands: [], events: ['toast/requested'] }, mount);
    activation.mounted();
    expect(activation.active()).toBe(true);
    bus.emit('toast/requested', { message: 'later' });
    expect(mount).not.toHaveBeenCalled();
    await expect(activation.activate()).resolves.toBeUndefined();
    // Its handler, subscribing from an effect just after mounting, still hears what was sent.
    const toasts: string[] = [];
    bus.on('toast/requested', (p) => toasts.push(p.message));
    await Promise.resolve();
    expect(toasts).toEqual(['later']);
  });
});
