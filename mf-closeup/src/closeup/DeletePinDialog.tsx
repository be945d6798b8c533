// Deleting one's own pin from the closeup: asked first; on success the page says so on the bus
// (pin/unsaved, deleted: the toast 'Pin deleted!', and every cached copy goes) and goes back to
// the creator's pins; 'Sorry! There was an error deleting your Pin.' on failure (spec section 8).

import { type ApiPin } from 'shared-contracts/api';
import { DELETE_FAILED_MESSAGE, DELETE_PIN_QUESTION, DELETE_PIN_WARNING } from 'shared-contracts/rules';
import { navigate } from 'page-runtime';
import { useApiMutation, useModalDialog } from 'react-kit';
import { useCloseupDeps } from '../data/deps';

export function DeletePinDialog({ pin, onClose }: { pin: ApiPin; onClose: () => void }) {
  const { client, events } = useCloseupDeps();
  const dialog = useModalDialog(`delete-pin-${pin.id}`, undefined, events);
  const removal = useApiMutation(() => client.write('PinResource', 'delete', { id: pin.id, client_tracking_params: pin.trackingParams }), {
    onSuccess: () => {
      events.emit('pin/unsaved', { pinId: pin.id, savedPinId: pin.id, deleted: true });
      navigate(`/${pin.pinner.username}/_created/`);
    },
    onError: () => {
      events.emit('toast/requested', { message: DELETE_FAILED_MESSAGE });
      dialog.current?.close();
    },
  });
  // Still busy once deleted: the page is on its way to the creator's pins.
  const busy = removal.busy || removal.succeeded;
  const remove = () => void removal.run();
  return (
    <dialog
      ref={dialog}
      className="pb-dialog"
      aria-labelledby="delete-pin-title"
      aria-describedby="delete-pin-text"
      // Escape waits while the delete is on its way; closing the dialog itself lets the browser put
      // focus back on the menu button, and its close event unmounts it.
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) dialog.current?.close();
      }}
      onClose={onClose}
    >
      <h2 id="delete-pin-title">{DELETE_PIN_QUESTION}</h2>
      <p id="delete-pin-text">{DELETE_PIN_WARNING}</p>
      <p className="pb-dialog__actions">
        <button type="button" className="pb-button" disabled={busy} onClick={() => dialog.current?.close()}>
          Cancel
        </button>
        <button type="button" className="pb-button pb-button--primary" disabled={busy} onClick={remove}>
          {busy ? 'Deleting…' : 'Delete'}
        </button>
      </p>
    </dialog>
  );
}
