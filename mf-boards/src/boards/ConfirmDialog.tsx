// A yes-or-no question in a modal <dialog> (delete a board, a section, selected Pins): the
// browser keeps focus inside and Escape says no.

import { useId, useState } from 'react';
import { messageForPerson } from 'page-runtime';
import { useModalDialog } from './useModalDialog';
import formStyles from './BoardForm.module.css';
import styles from './ConfirmDialog.module.css';

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
      className="pb-dialog"
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
        <p className={formStyles.error} role="alert">
          {error}
        </p>
      )}
      <p className={styles.actions}>
        <button type="button" className="pb-button" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
        <button type="button" className="pb-button pb-button--primary" onClick={confirm} disabled={busy}>
          {confirmLabel}
        </button>
      </p>
    </dialog>
  );
}
