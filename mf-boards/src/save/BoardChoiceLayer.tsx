// The board field of the pin builder and the edit page: the board/choose command opens the same
// picker as a save (search, sections, creating a board), and its answer is only the place chosen.

import { useEffect } from 'react';
import { type ApiViewer } from 'shared-contracts/api';
import { type BoardChoiceAnswer } from 'shared-contracts/platform';
import { placeOf } from 'shared-contracts/rules';
import { useBoardsDeps } from '../data/deps';
import { BoardPicker, type PickerJob } from './BoardPicker';
import { useDialogCommand } from './useDialogCommand';

interface Choosing {
  viewer: ApiViewer;
  job: PickerJob;
  close: (answer: BoardChoiceAnswer) => void;
}

const CANCELLED: BoardChoiceAnswer = { kind: 'cancelled' };

export function BoardChoiceLayer() {
  const { events } = useBoardsDeps();
  const { current: choosing, ask } = useDialogCommand<Choosing, BoardChoiceAnswer>(CANCELLED);

  useEffect(
    () =>
      events.handle('board/choose', (request) =>
        ask('create-pin-or-board', (viewer, close) => {
          const job: PickerJob = {
            heading: 'Choose a board',
            verb: 'Choose',
            ...(request.imageUrl ? { imageUrl: request.imageUrl } : {}),
            ...(request.title ? { title: request.title } : {}),
            pick: async (board, section) => close({ kind: 'chosen', target: placeOf(board, section) }),
          };
          return { viewer, job, close };
        }),
      ),
    [events, ask],
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
