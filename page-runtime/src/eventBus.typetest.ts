// Compile-time test, checked by `npm run typecheck` (part of `npm test`): every line under an
// expect-error directive below must fail to compile. If the bus ever accepted one of them, TypeScript would
// report the directive as unused and the build would fail.

import { bus } from './eventBus';
import type { COMMAND_NAMES, CommandMap, EVENT_NAMES, EventMap } from 'shared-contracts/platform';

export function typeTests(): void {
  // A well-typed event compiles.
  bus.emit('pin/saved', { pinId: '1', originalPinId: '1', savedPinId: '2', target: null });
  bus.emit('auth/required', { reason: 'save' });

  // @ts-expect-error an unknown event name
  bus.emit('pin/exploded', { pinId: '1' });

  // @ts-expect-error a payload field of the wrong type
  bus.emit('pin/saved', { pinId: 1, originalPinId: '1', savedPinId: '2', target: null });

  // @ts-expect-error a missing payload field
  bus.emit('pin/save-failed', { pinId: '1' });

  // @ts-expect-error a reason that picks no login header
  bus.emit('auth/required', { reason: 'because' });

  // @ts-expect-error the payload of another event
  bus.emit('pin/unsaved', { isAuth: true, userId: null });

  // @ts-expect-error a remote that does not exist
  bus.emit('platform/remote-failed', { name: 'mf_cart', version: '1', reason: 'x' });

  // @ts-expect-error handlers see the typed payload: pinId is a string, not a number
  bus.on('pin/hidden', (p) => p.pinId.toFixed());

  // @ts-expect-error listening to an unknown event
  bus.on('pin/teleported', () => undefined);

  // Commands are typed too: a save request, its answer, its fallback.
  void bus.request('pin/save', { pinId: '1', originalPinId: '1', trackingParams: '', surface: 'AuthHomefeed' }, { timeoutMs: 1000 });

  // @ts-expect-error a command that does not exist
  void bus.request('pin/teleport', { pinId: '1' }, { timeoutMs: 1000 });

  // @ts-expect-error a save request without its surface
  void bus.request('pin/save', { pinId: '1', originalPinId: '1', trackingParams: '' }, { timeoutMs: 1000 });

  // @ts-expect-error a handler whose answer is not a save answer
  bus.handle('pin/save', async () => ({ kind: 'exploded' }));

  const fallbackForAnotherPayload = async (request: { surface: string }) => ({ kind: 'unsaved' as const, request });
  const unsave = { pinId: '1', savedPinId: '2', trackingParams: '' };
  // @ts-expect-error a fallback for another command's payload
  void bus.request('pin/unsave', unsave, { timeoutMs: 1, fallback: fallbackForAnotherPayload });

  // An observer of every event sees each payload typed by its name once narrowed.
  bus.tap((event) => {
    if (event.name === 'pin/hidden') void event.payload.path.toUpperCase();
    // @ts-expect-error not narrowed: the payload may be any event's, and not all have a pinId
    void event.payload.pinId;
  });
}

// The name lists the registry checks manifests against hold every command and event of the maps.
type Unlisted<Map, Listed> = Exclude<keyof Map, Listed>;
export const everyCommandListed: Unlisted<CommandMap, (typeof COMMAND_NAMES)[number]> extends never ? true : false = true;
export const everyEventListed: Unlisted<EventMap, (typeof EVENT_NAMES)[number]> extends never ? true : false = true;
