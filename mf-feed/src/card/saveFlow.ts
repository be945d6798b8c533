// Saving from a card. The card asks on the bus; the area that owns the board picker claims the
// request during the emit and answers with pin/saved, pin/save-failed or pin/save-cancelled. While
// no area claims it (the boards area not built yet, or down), the card saves to the profile: the
// viewer's quick-saves board, as save_behavior 0 does.

import {
  api,
  bus,
  saveFailureMessage,
  saveToProfile,
  serverMessageOf,
  session,
  signedInViewer,
  ApiCallError,
  type ApiClient,
  type ApiPin,
  type EventBus,
  type EventMap,
  type SaveRequest,
} from 'shared-contracts';

export type SaveOutcome = { kind: 'saved' } | { kind: 'failed'; message: string } | { kind: 'cancelled' };

/** Waits for the claiming area's answer about this pin. */
function answerFor(events: EventBus<EventMap>, pinId: string): Promise<SaveOutcome> {
  return new Promise((resolve) => {
    const offs: Array<() => void> = [];
    const done = (outcome: SaveOutcome) => {
      offs.forEach((off) => off());
      resolve(outcome);
    };
    offs.push(
      events.on('pin/saved', (p) => p.pinId === pinId && done({ kind: 'saved' })),
      events.on('pin/save-failed', (p) => p.pinId === pinId && done({ kind: 'failed', message: p.message })),
      events.on('pin/save-cancelled', (p) => p.pinId === pinId && done({ kind: 'cancelled' })),
    );
  });
}

export async function requestSave(
  pin: ApiPin,
  request: SaveRequest,
  client: ApiClient = api,
  events: EventBus<EventMap> = bus,
): Promise<SaveOutcome> {
  let claimed = false;
  const offClaim = events.on('pin/save-claimed', (claim) => {
    if (claim.pinId === pin.id) claimed = true;
  });
  const answer = answerFor(events, pin.id);
  events.emit('pin/save-requested', request);
  offClaim();
  if (claimed) return answer;

  try {
    const viewer = signedInViewer(await session.load());
    if (!viewer) throw new ApiCallError(401, 'not_authenticated', 'Log in to save this Pin', undefined, true);
    const { savedPinId } = await saveToProfile({ pinId: pin.id, trackingParams: pin.trackingParams }, viewer, client);
    events.emit('pin/saved', {
      pinId: pin.id,
      originalPinId: pin.originalPinId,
      savedPinId,
      target: null,
      ...(request.imageUrl ? { imageUrl: request.imageUrl } : {}),
    });
    return { kind: 'saved' };
  } catch (error) {
    const message = saveFailureMessage(serverMessageOf(error));
    events.emit('pin/save-failed', { pinId: pin.id, message });
    return { kind: 'failed', message };
  }
}

/** Unsaving deletes the viewer's saved copy (PinResource delete). */
export async function deleteSave(
  pinId: string,
  savedPinId: string,
  trackingParams: string,
  client: ApiClient = api,
  events: EventBus<EventMap> = bus,
): Promise<boolean> {
  try {
    await client.write('PinResource', 'delete', { id: savedPinId, client_tracking_params: trackingParams });
    events.emit('pin/unsaved', { pinId, savedPinId });
    return true;
  } catch {
    return false;
  }
}
