// A yes-or-no question in a modal <dialog> (delete a board, a section, selected Pins): the
// browser keeps focus inside and Escape says no.

import { useId } from 'react';
import { useApiMutation } from 'react-kit';
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
  const confirming = useApiMutation<void, void>(onConfirm);
  // Once confirmed, the one who asked takes the dialog away: it stays disabled until then.
  const busy = confirming.busy || confirming.succeeded;
  const error = confirming.error;

  const confirm = () => void confirming.run();

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
