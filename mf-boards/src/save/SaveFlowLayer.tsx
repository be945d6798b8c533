// The boards area owns saving, on every route: it is the one handler of the bus's pin/save and
// pin/unsave commands. A visitor's save asks them to log in, or on a phone is held until they do.
// A save goes to the profile (save_behavior 0, or one's own profile with a
// quick-saves board) or opens the board picker, whose choice is the command's answer. The picker
// is asked for from another area (a card's or the closeup's Save), so the control that had focus
// then is remembered here and given focus back when the picker closes, however it closes.

import { useEffect, useRef, useState } from 'react';
import {
  addHeldSave,
  deleteSavedPin,
  HELD_SAVE_NOTE,
  getLocationSnapshot,
  saveDestination,
  saveToProfile,
  signedInViewer,
  type ApiViewer,
  type Route,
  type SaveAnswer,
  type SaveRequest,
} from 'shared-contracts';
import { isDesktopDevice } from 'shared-contracts/react';
import { useBoardsDeps } from '../data/deps';
import { BoardPicker } from './BoardPicker';
import { CANCELLED, failedAnswer, savedAnswer } from './saveOutcome';

function profileOf(route: Route): string | null {
  return route.area === 'boards' && route.page === 'profile' ? route.username : null;
}

interface Picking {
  request: SaveRequest;
  viewer: ApiViewer;
  answer: (answer: SaveAnswer) => void;
  /** What had focus when the save was asked for: the Save button that was pressed. */
  opener: HTMLElement | null;
}

/** The focused control, read when a save is asked for (before anything else can move focus). */
function focusedControl(): HTMLElement | null {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

export interface SaveFlowLayerProps {
  /** Whether this device is a desktop (a phone's signed-out saves are held); tests say which. */
  isDesktop?: () => boolean;
}

export function SaveFlowLayer({ isDesktop = isDesktopDevice }: SaveFlowLayerProps) {
  const { client, events, session } = useBoardsDeps();
  const [picking, setPicking] = useState<Picking | null>(null);
  // One save is asked about at a time; a request while the picker is open is answered at once.
  const open = useRef(false);
  const returnFocusTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const offSave = events.handle('pin/save', async (request) => {
      const opener = focusedControl();
      const profile = profileOf(getLocationSnapshot().route);
      try {
        const viewer = signedInViewer(await session.load());
        if (!viewer) {
          // Spec section 4: a visitor's saves on a phone are held until login (at most two).
          if (!isDesktop() && addHeldSave({ pinId: request.pinId, boardId: null, sectionId: null })) {
            const path = getLocationSnapshot().pathname;
            events.emit('toast/requested', {
              message: HELD_SAVE_NOTE,
              link: { label: 'Log in', href: `/login?next=${encodeURIComponent(path)}` },
            });
            return CANCELLED;
          }
          events.emit('auth/required', { reason: 'save' });
          return CANCELLED;
        }
        if (saveDestination(viewer, profile) === 'picker') {
          if (open.current) return CANCELLED;
          open.current = true;
          return await new Promise<SaveAnswer>((answer) => setPicking({ request, viewer, answer, opener }));
        }
        const { savedPinId } = await saveToProfile({ pinId: request.pinId, trackingParams: request.trackingParams }, viewer, client);
        return savedAnswer(savedPinId, null);
      } catch (error) {
        return failedAnswer(error);
      }
    });
    const offUnsave = events.handle('pin/unsave', async (request) => {
      await deleteSavedPin(request, client);
      return { kind: 'unsaved' };
    });
    return () => {
      offSave();
      offUnsave();
    };
  }, [client, events, session, isDesktop]);

  // Once the picker is gone (its dialog closed in its own cleanup, which runs first): focus back on
  // the Save button if nothing else took it and the button is still on the page.
  useEffect(() => {
    if (picking) return;
    const opener = returnFocusTo.current;
    returnFocusTo.current = null;
    const active = document.activeElement;
    if (opener?.isConnected && (active === null || active === document.body)) opener.focus();
  }, [picking]);

  if (!picking) return null;
  return (
    <BoardPicker
      key={picking.request.pinId}
      request={picking.request}
      viewer={picking.viewer}
      onAnswer={(answer) => {
        open.current = false;
        returnFocusTo.current = picking.opener;
        setPicking(null);
        picking.answer(answer);
      }}
    />
  );
}
