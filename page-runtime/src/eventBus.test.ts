import { createEventBus, type TappedEvent } from './eventBus';
import { filter, map } from 'rxjs';
import type { EventMap } from 'shared-contracts/platform';

describe('event bus', () => {
  it('delivers a payload to every handler of that name and to no other', () => {
    const bus = createEventBus<EventMap>();
    const saved: string[] = [];
    const failed: string[] = [];
    bus.on('pin/saved', (p) => saved.push(`a:${p.pinId}`));
    bus.on('pin/saved', (p) => saved.push(`b:${p.pinId}`));
    bus.on('pin/save-failed', (p) => failed.push(p.message));
    bus.emit('pin/saved', { pinId: '1', originalPinId: '1', savedPinId: '2', target: null });
    expect(saved).toEqual(['a:1', 'b:1']);
    expect(failed).toEqual([]);
  });

  it('stops delivering after unsubscribe', () => {
    const bus = createEventBus<EventMap>();
    const seen: string[] = [];
    const off = bus.on('pin/unsaved', (p) => seen.push(p.pinId));
    bus.emit('pin/unsaved', { pinId: '1', savedPinId: '11' });
    off();
    bus.emit('pin/unsaved', { pinId: '2', savedPinId: '12' });
    expect(seen).toEqual(['1']);
  });

  it("keeps delivering to other handlers when one area's handler throws", () => {
    const bus = createEventBus<EventMap>();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const seen: string[] = [];
    bus.on('auth/required', () => {
      throw new Error('broken area');
    });
    bus.on('auth/required', (p) => seen.push(p.reason));
    bus.emit('auth/required', { reason: 'save' });
    bus.emit('auth/required', { reason: 'follow' });
    expect(seen).toEqual(['save', 'follow']);
    expect(errors).toHaveBeenCalledTimes(2);
    errors.mockRestore();
  });

  it('keeps held events for handlers that subscribe while the hold is open, once each, in order', async () => {
    const bus = createEventBus<EventMap>();
    const early: string[] = [];
    bus.on('toast/requested', (p) => early.push(p.message));
    const hold = bus.hold(['toast/requested', 'auth/required']);
    bus.emit('toast/requested', { message: 'one' });
    bus.emit('modal/opened', { id: 'not held' });
    bus.emit('toast/requested', { message: 'two' });
    const late: string[] = [];
    bus.on('toast/requested', (p) => late.push(p.message));
    const opened: string[] = [];
    bus.on('modal/opened', (p) => opened.push(p.id));
    await Promise.resolve();
    expect(late).toEqual(['one', 'two']);
    expect(opened).toEqual([]);
    bus.emit('toast/requested', { message: 'three' });
    expect(late).toEqual(['one', 'two', 'three']);
    expect(early).toEqual(['one', 'two', 'three']);
    hold.release();
    const afterRelease: string[] = [];
    bus.on('toast/requested', (p) => afterRelease.push(p.message));
    await Promise.resolve();
    expect(afterRelease).toEqual([]);
  });

  it('does not hand held events to a handler that unsubscribed before they could be delivered', async () => {
    const bus = createEventBus<EventMap>();
    bus.hold(['auth/required']);
    bus.emit('auth/required', { reason: 'save' });
    const seen: string[] = [];
    const off = bus.on('auth/required', (p) => seen.push(p.reason));
    off();
    await Promise.resolve();
    expect(seen).toEqual([]);
  });

  it('lets an observer tap every event, in order, with its name and payload, until it unsubscribes', () => {
    const bus = createEventBus<EventMap>();
    const seen: TappedEvent<EventMap>[] = [];
    const off = bus.tap((event) => seen.push(event));
    bus.emit('modal/opened', { id: 'picker' });
    bus.emit('auth/changed', { isAuth: true, userId: '3' });
    off();
    bus.emit('modal/closed', { id: 'picker' });
    expect(seen).toEqual([
      { name: 'modal/opened', payload: { id: 'picker' } },
      { name: 'auth/changed', payload: { isAuth: true, userId: '3' } },
    ]);
  });

  it('keeps delivering to handlers and other observers when a tapping observer throws', () => {
    const bus = createEventBus<EventMap>();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const names: string[] = [];
    const payloads: string[] = [];
    bus.tap(() => {
      throw new Error('broken panel');
    });
    bus.tap((event) => names.push(event.name));
    bus.on('modal/opened', (p) => payloads.push(p.id));
    bus.emit('modal/opened', { id: 'share' });
    expect(names).toEqual(['modal/opened']);
    expect(payloads).toEqual(['share']);
    expect(errors).toHaveBeenCalledTimes(1);
    errors.mockRestore();
  });
});

describe('event bus as rxjs streams (on$)', () => {
  it('hands out the events of one name as an Observable that operators compose with', () => {
    const bus = createEventBus<EventMap>();
    const seen: string[] = [];
    const subscription = bus
      .on$('toast/requested')
      .pipe(
        map((p) => p.message.toUpperCase()),
        filter((message) => message !== 'SKIP'),
      )
      .subscribe((message) => seen.push(message));
    bus.emit('toast/requested', { message: 'one' });
    bus.emit('modal/opened', { id: 'other name' });
    bus.emit('toast/requested', { message: 'skip' });
    bus.emit('toast/requested', { message: 'two' });
    subscription.unsubscribe();
    bus.emit('toast/requested', { message: 'after' });
    expect(seen).toEqual(['ONE', 'TWO']);
  });

  it('hears what `on` hears, in the same order, held events included', async () => {
    const bus = createEventBus<EventMap>();
    bus.hold(['auth/required']);
    bus.emit('auth/required', { reason: 'save' });
    const streamed: string[] = [];
    const handled: string[] = [];
    bus.on$('auth/required').subscribe((p) => streamed.push(p.reason));
    bus.on('auth/required', (p) => handled.push(p.reason));
    await Promise.resolve();
    bus.emit('auth/required', { reason: 'follow' });
    expect(streamed).toEqual(['save', 'follow']);
    expect(handled).toEqual(['save', 'follow']);
  });

  it('does not start hearing until subscribed (each subscription is its own)', () => {
    const bus = createEventBus<EventMap>();
    const stream = bus.on$('modal/opened');
    bus.emit('modal/opened', { id: 'before' });
    const seen: string[] = [];
    stream.subscribe((p) => seen.push(p.id));
    bus.emit('modal/opened', { id: 'after' });
    expect(seen).toEqual(['after']);
  });
});
