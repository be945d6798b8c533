// Right-click on a hovered card (spec section 4): the right click is logged at once (POST
// /v3/offsite/); if the page is hidden afterwards (the link was opened in a new tab), a
// click-through is logged too, unless the target was a media file or a pin page. A log the person
// never waits for nor hears of, so it is sent as it is (no mutation: nothing is busy, nothing to say).

import type { AreaDeps } from 'react-kit';
import { type ApiGridPin } from 'shared-contracts/api';
import { logsClickThroughOnHide, rightClickPayload } from 'shared-contracts/rules';

/** `deps`: the card's client and bus (useFeedDeps). */
export function trackRightClick(
  pin: ApiGridPin,
  slotIndex: number,
  url: string,
  { client, events }: Pick<AreaDeps, 'client' | 'events'>,
): void {
  const payload = rightClickPayload(pin, slotIndex);
  // A pin without an http(s) link has nothing to click through to.
  if (payload) void client.send('POST /v3/offsite/', { payload }).catch(() => undefined);
  if (!logsClickThroughOnHide(url, window.location.origin)) return;
  const onHide = () => {
    if (document.visibilityState !== 'hidden') return;
    document.removeEventListener('visibilitychange', onHide);
    events.emit('pin/clicked-through', { pinId: pin.id, url, kind: 'rightClick', slotIndex });
  };
  document.addEventListener('visibilitychange', onHide);
  // Only the next hide counts: a tab opened long after is not this click's.
  setTimeout(() => document.removeEventListener('visibilitychange', onHide), 10_000);
}
