// A small modal form of the boards area (create a board, add a section): the picker's frame, titled,
// opened by the kit's modal dialog; Escape asks `onCancel` instead of closing it outright, so a
// form busy sending can stay.

import { useId, type ReactNode } from 'react';
import { useModalDialog } from './useModalDialog';
import pickerStyles from '../save/BoardPicker.module.css';

export interface FormDialogProps {
  title: string;
  onCancel: () => void;
  /** The form. */
  children: ReactNode;
}

export function FormDialog({ title, onCancel, children }: FormDialogProps) {
  const id = useId();
  const dialog = useModalDialog(id);
  return (
    <dialog
      ref={dialog}
      className={`pb-dialog ${pickerStyles.picker}`}
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </dialog>
  );
}
