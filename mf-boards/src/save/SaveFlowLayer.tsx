// The boards area owns saving, on every route: it is the one handler of the bus's pin/save,
// pin/unsave and pin/save-to commands, and says how each save and unsave ended (saveCommands.ts).
// A visitor's save asks them to log in, or on a phone is held until they do.
// A save goes to the profile (save_behavior 0, or one's own profile with a
// quick-saves board) or opens the board picker, whose choice is the command's answer. The picker
// is asked for from another area (a card's or the closeup's Save), so the control that had focus
// then is remembered here and given focus back when the picker closes, however it closes.
// An unsave removes a saved copy; when the copy is the viewer's own pin, removing it would delete
// the pin, so the viewer is asked first (the same question as the closeup's Delete).

import { useEffect, useRef, useState } from 'react';
import { getLocationSnapshot, signedInViewer } from 'page-runtime';
import { type ApiViewer } from 'shared-contracts/api';
import {
  DELETE_FAILED_MESSAGE,
  DELETE_PIN_QUESTION,
  DELETE_PIN_WARNING,
  HELD_SAVE_NOTE,
  type Route,
  saveDestination,
  saveReturnPath,
} from 'shared-contracts/rules';
import { type SaveAnswer, type UnsaveAnswer, type UnsaveRequest } from 'shared-contracts/platform';
import { isDesktopDevice } from 'react-kit';
import { useBoardsDeps } from '../data/deps';
import { ConfirmDialog } from '../boards/ConfirmDialog';
import { BoardPicker, type PickerJob } from './BoardPicker';
import { CANCELLED, failedAnswer, savedAnswer } from './saveOutcome';
import { saveJob } from './saveJob';
import { addHeldSave } from './heldSavesStorage';
import { deleteOwnPin, removeSavedCopy, saveToProfile, wouldDeletePin } from './saveCalls';
import { handleSave, handleSaveTo, handleUnsave } from './saveCommands';
import { focusedControl, useFocusReturn } from './useFocusReturn';

function profileOf(route: Route): string | null {
  return route.area === 'boards' && route.page === 'profile' ? route.username : null;
}

interface Picking {
  pinId: string;
  viewer: ApiViewer;
  job: PickerJob;
  /** Answers the save and takes the picker away, focus going back to the Save button that asked. */
  close: (answer: SaveAnswer) => void;
}

interface Confirming {
  request: UnsaveRequest;
  /** Answers the unsave and takes the question away, focus going back to the Saved button. */
  close: (answer: UnsaveAnswer) => void;
}

export interface SaveFlowLayerProps {
  /** Whether this device is a desktop (a phone's signed-out saves are held); tests say which. */
  isDesktop?: () => boolean;
}

export function SaveFlowLayer({ isDesktop = isDesktopDevice }: SaveFlowLayerProps) {
  const { client, events, session } = useBoardsDeps();
  const [picking, setPicking] = useState<Picking | null>(null);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  // One save is asked about at a time; a request while the picker is open is answered at once.
  const open = useRef(false);
  const returnFocusTo = useFocusReturn(picking !== null || confirming !== null);

  useEffect(() => {
    const offSave = handleSave(events, async (request) => {
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
          // After login the repin path makes the save they asked for, once.
          events.emit('auth/required', { reason: 'save', returnTo: saveReturnPath(request.pinId) });
          return CANCELLED;
        }
        if (request.pickBoard === true || saveDestination(viewer, profile) === 'picker') {
          if (open.current) return CANCELLED;
          open.current = true;
          return await new Promise<SaveAnswer>((answer) => {
            const close = (result: SaveAnswer) => {
              open.current = false;
              returnFocusTo(opener);
              setPicking(null);
              answer(result);
            };
            setPicking({ pinId: request.pinId, viewer, job: saveJob(request, viewer, { client, session }, close), close });
          });
        }
        const { savedPinId } = await saveToProfile({ pinId: request.pinId, trackingParams: request.trackingParams }, viewer, client);
        return savedAnswer(savedPinId, null);
      } catch (error) {
        return failedAnswer(error);
      }
    });
    const offUnsave = handleUnsave(events, async (request): Promise<UnsaveAnswer> => {
      const opener = focusedControl();
      try {
        return { kind: 'unsaved', copy: await removeSavedCopy(request, client) };
      } catch (error) {
        if (!wouldDeletePin(error)) throw error;
      }
      if (open.current) return { kind: 'cancelled' };
      open.current = true;
      return new Promise<UnsaveAnswer>((answer) => {
        const close = (result: UnsaveAnswer) => {
          open.current = false;
          returnFocusTo(opener);
          setConfirming(null);
          answer(result);
        };
        setConfirming({ request, close });
      });
    });
    const offSaveTo = handleSaveTo(events, { client, session });
    return () => {
      offSave();
      offUnsave();
      offSaveTo();
    };
  }, [client, events, session, isDesktop, returnFocusTo]);

  if (confirming) {
    const { request, close } = confirming;
    return (
      <ConfirmDialog
        title={DELETE_PIN_QUESTION}
        text={DELETE_PIN_WARNING}
        confirmLabel="Delete"
        onConfirm={() =>
          deleteOwnPin(request.savedPinId, request.trackingParams, client).then(
            () => close({ kind: 'deleted' }),
            () => close({ kind: 'failed', message: DELETE_FAILED_MESSAGE }),
          )
        }
        onCancel={() => close({ kind: 'cancelled' })}
      />
    );
  }
  if (!picking) return null;
  return (
    <BoardPicker
      key={picking.pinId}
      job={picking.job}
      viewer={picking.viewer}
      onCancel={() => picking.close(CANCELLED)}
      onFail={(error) => picking.close(failedAnswer(error))}
    />
  );
}
