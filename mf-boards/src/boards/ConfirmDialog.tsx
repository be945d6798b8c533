// A yes-or-no question in a modal <dialog> (delete a board, a section, selected Pins): the
// browser keeps focus inside and Escape says no.

import { useId, useState } from 'react';
import { messageForPerson } from 'shared-contracts';
import { useModalDialog } from './useModalDialog';

export interface ConfirmDialogProps {
  title: string;
  text: string;
  confirmLabel: string;
  /** Rejects with the error the dialog then shows. */
  onConfirm: () => Promise<void>;
  onCancel: () => void;
}

export function ConfirmDialog({ title, text, confirmLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const id = useId();
  const dialog = useModalDialog(id);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = () => {
    setBusy(true);
    setError(null);
    onConfirm().catch((failure: unknown) => {
      setBusy(false);
      setError(messageForPerson(failure));
    });
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <h2 id={`${id}-title`}>{title}</h2>
      <p id={`${id}-text`}>{text}</p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <p className="board-actions">
        <button type="button" className="button" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
        <button type="button" className="button button--primary" onClick={confirm} disabled={busy}>
          {confirmLabel}
        </button>
      </p>
    </dialog>
  );
}
