// The board field of the pin builder and the edit page: the board/choose command opens the same
// picker as a save (search, sections, creating a board), and its answer is only the place chosen.

import { useEffect, useRef, useState } from 'react';
import { type ApiViewer } from 'shared-contracts/api';
import { type BoardChoiceAnswer } from 'shared-contracts/platform';
import { placeOf } from 'shared-contracts/rules';
import { signedInViewer } from 'page-runtime';
import { useBoardsDeps } from '../data/deps';
import { BoardPicker, type PickerJob } from './BoardPicker';
import { focusedControl, useFocusReturn } from './useFocusReturn';

interface Choosing {
  viewer: ApiViewer;
  job: PickerJob;
  close: (answer: BoardChoiceAnswer) => void;
}

const CANCELLED: BoardChoiceAnswer = { kind: 'cancelled' };

export function BoardChoiceLayer() {
  const { events, session } = useBoardsDeps();
  const [choosing, setChoosing] = useState<Choosing | null>(null);
  const returnFocusTo = useFocusReturn(choosing !== null);
  // One at a time: a request while the dialog is open is answered at once, as cancelled.
  const open = useRef(false);

  useEffect(
    () =>
      events.handle('board/choose', async (request) => {
        const opener = focusedControl();
        if (open.current) return { kind: 'cancelled' };
        const viewer = signedInViewer(await session.load());
        if (!viewer) {
          events.emit('auth/required', { reason: 'create-pin-or-board' });
          return CANCELLED;
        }
        open.current = true;
        return new Promise<BoardChoiceAnswer>((answer) => {
          const close = (result: BoardChoiceAnswer) => {
            open.current = false;
            returnFocusTo(opener);
            setChoosing(null);
            answer(result);
          };
          const job: PickerJob = {
            heading: 'Choose a board',
            verb: 'Choose',
            ...(request.imageUrl ? { imageUrl: request.imageUrl } : {}),
            ...(request.title ? { title: request.title } : {}),
            pick: async (board, section) => close({ kind: 'chosen', target: placeOf(board, section) }),
          };
          setChoosing({ viewer, job, close });
        });
      }),
    [events, session, returnFocusTo],
  );

  if (!choosing) return null;
  return (
    <BoardPicker
      job={choosing.job}
      viewer={choosing.viewer}
      onCancel={() => choosing.close(CANCELLED)}
      // Naming a board cannot fail; creating one shows its own error in the form.
      onFail={() => choosing.close(CANCELLED)}
    />
  );
}
