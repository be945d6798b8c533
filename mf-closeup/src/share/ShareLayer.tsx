// The pin/share command, on every page: a grid's Share opens 'Send this pin' over what the person
// was looking at, and is answered once it closes. A visitor is asked to log in first ('Log in to
// send this Pin').

import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { ShareAnswer, ShareRequest } from 'shared-contracts/platform';
import { signedInViewer } from 'page-runtime';
import { useCloseupDeps } from '../data/deps';

const SendPinDialog = lazy(async () => ({ default: (await import('./SendPinDialog')).SendPinDialog }));

interface Sharing {
  request: ShareRequest;
  close: (sent: boolean) => void;
}

export function ShareLayer() {
  const { events, session } = useCloseupDeps();
  const [sharing, setSharing] = useState<Sharing | null>(null);
  // One at a time: a request while the dialog is open is answered at once.
  const open = useRef(false);

  useEffect(
    () =>
      events.handle('pin/share', async (request): Promise<ShareAnswer> => {
        if (open.current) return { kind: 'closed', sent: false };
        if (!signedInViewer(await session.load())) {
          events.emit('auth/required', { reason: 'send', returnTo: window.location.pathname });
          return { kind: 'closed', sent: false };
        }
        open.current = true;
        return new Promise<ShareAnswer>((resolve) => {
          setSharing({
            request,
            close: (sent) => {
              open.current = false;
              setSharing(null);
              resolve({ kind: 'closed', sent });
            },
          });
        });
      }),
    [events, session],
  );

  if (!sharing) return null;
  return (
    <Suspense fallback={null}>
      <SendPinDialog key={sharing.request.pinId} pinId={sharing.request.pinId} title={sharing.request.title} onClose={sharing.close} />
    </Suspense>
  );
}
