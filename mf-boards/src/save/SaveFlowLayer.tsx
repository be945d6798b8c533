// The boards area's half of the save flow, present on every route: it takes each card's save
// request on the bus (claiming it during the emit, so the card does not save by itself), then
// saves to the profile (save_behavior 0, or one's own profile with a quick-saves board) or opens
// the board picker.

import { useEffect, useRef, useState } from 'react';
import {
  getLocationSnapshot,
  saveDestination,
  saveToProfile,
  signedInViewer,
  type ApiViewer,
  type Route,
  type SaveRequest,
} from 'shared-contracts';
import { useBoardsDeps } from '../data/deps';
import { BoardPicker } from './BoardPicker';
import { announceFailed, announceSaved } from './saveOutcome';

function profileOf(route: Route): string | null {
  return route.area === 'boards' && route.page === 'profile' ? route.username : null;
}

export function SaveFlowLayer() {
  const { client, events, session } = useBoardsDeps();
  const [picking, setPicking] = useState<{ request: SaveRequest; viewer: ApiViewer } | null>(null);
  // One save is asked about at a time; a request while the picker is open is answered at once.
  const open = useRef(false);

  useEffect(
    () =>
      events.on('pin/save-requested', (request) => {
        events.emit('pin/save-claimed', { pinId: request.pinId, by: 'mf_boards' });
        const profile = profileOf(getLocationSnapshot().route);
        void (async () => {
          try {
            const viewer = signedInViewer(await session.load());
            if (!viewer) {
              events.emit('pin/save-cancelled', { pinId: request.pinId });
              events.emit('auth/required', { reason: 'save' });
              return;
            }
            if (saveDestination(viewer, profile) === 'picker') {
              if (open.current) {
                events.emit('pin/save-cancelled', { pinId: request.pinId });
                return;
              }
              open.current = true;
              setPicking({ request, viewer });
              return;
            }
            const { savedPinId } = await saveToProfile({ pinId: request.pinId, trackingParams: request.trackingParams }, viewer, client);
            announceSaved(events, request, savedPinId, null);
          } catch (error) {
            announceFailed(events, request, error);
          }
        })();
      }),
    [client, events, session],
  );

  if (!picking) return null;
  return (
    <BoardPicker
      key={picking.request.pinId}
      request={picking.request}
      viewer={picking.viewer}
      onDone={() => {
        open.current = false;
        setPicking(null);
      }}
    />
  );
}
