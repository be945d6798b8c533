// A bus command answered by a dialog of this area (pin/organize, board/choose): one at a time (a
// request while one is open is answered at once, as cancelled), only for someone signed in (a
// visitor is asked to log in, for `reason`), and the control that asked gets focus back once the
// dialog is gone.

import { useCallback, useRef, useState } from 'react';
import { type ApiViewer } from 'shared-contracts/api';
import { type AuthReason } from 'shared-contracts/rules';
import { signedInViewer } from 'page-runtime';
import { useBoardsDeps } from '../data/deps';
import { focusedControl, useFocusReturn } from './useFocusReturn';

export interface DialogCommand<S, A> {
  /** What the open dialog shows, or null while none is open. */
  current: S | null;
  /** Opens the dialog `open` makes for the signed-in viewer; its answer is what `close` is given. */
  ask: (reason: AuthReason, open: (viewer: ApiViewer, close: (answer: A) => void) => S) => Promise<A>;
}

export function useDialogCommand<S, A>(cancelled: A): DialogCommand<S, A> {
  const { events, session } = useBoardsDeps();
  const [current, setCurrent] = useState<S | null>(null);
  const returnFocusTo = useFocusReturn(current !== null);
  const open = useRef(false);

  const ask = useCallback<DialogCommand<S, A>['ask']>(
    async (reason, make) => {
      const opener = focusedControl();
      if (open.current) return cancelled;
      const viewer = signedInViewer(await session.load());
      if (!viewer) {
        events.emit('auth/required', { reason });
        return cancelled;
      }
      open.current = true;
      return new Promise<A>((resolve) => {
        const close = (answer: A) => {
          open.current = false;
          returnFocusTo(opener);
          setCurrent(null);
          resolve(answer);
        };
        setCurrent(make(viewer, close));
      });
    },
    [events, session, returnFocusTo, cancelled],
  );
  return { current, ask };
}
