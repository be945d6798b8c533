// The pin/organize command, on every page: the save toast's Organize and Change, and the repin
// page, open the Organize dialog over what the person was looking at. Afterwards the toast says
// where the pin is now, and a move is said as a save so grids and caches show the new board.

import { lazy, Suspense, useEffect } from 'react';
import { invalidateResources, useQueryClient } from 'react-kit';
import { type ApiViewer } from 'shared-contracts/api';
import { type OrganizeAnswer, type OrganizeRequest } from 'shared-contracts/platform';
import { organizedToast } from 'shared-contracts/rules';
import { useBoardsDeps } from '../data/deps';
import { useDialogCommand } from '../save/useDialogCommand';

const OrganizeDialog = lazy(async () => ({ default: (await import('./OrganizeDialog')).OrganizeDialog }));

interface Organizing {
  request: OrganizeRequest;
  viewer: ApiViewer;
  close: (answer: OrganizeAnswer) => void;
}

const CANCELLED: OrganizeAnswer = { kind: 'cancelled' };

export function OrganizeLayer() {
  const { events } = useBoardsDeps();
  const queryClient = useQueryClient();
  const { current: organizing, ask } = useDialogCommand<Organizing, OrganizeAnswer>(CANCELLED);

  useEffect(
    () =>
      events.handle('pin/organize', async (request) => {
        const answer = await ask('edit', (viewer, close) => ({ request, viewer, close }));
        if (answer.kind === 'organized') {
          // The move is said as a save (grids and caches follow it), then its own toast, which
          // replaces the save's 'Saved to' toast.
          if (answer.moved) {
            const pinId = request.originalPinId ?? request.savedPinId;
            events.emit('pin/saved', { pinId, originalPinId: pinId, savedPinId: request.savedPinId, target: answer.target });
          } else {
            void invalidateResources(queryClient, ['PinResource']);
          }
          events.emit('toast/requested', organizedToast(answer.moved, answer.target));
        }
        return answer;
      }),
    [events, ask, queryClient],
  );

  if (!organizing) return null;
  return (
    <Suspense fallback={null}>
      <OrganizeDialog
        key={organizing.request.savedPinId}
        request={organizing.request}
        viewer={organizing.viewer}
        onDone={organizing.close}
      />
    </Suspense>
  );
}
