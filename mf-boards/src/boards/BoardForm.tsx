// The board fields (name, and secret or not), checked with the spec's title rule before anything
// is sent. Shared by the create-board dialog, the picker's inline create and the edit page.

import { useId, useState, type FormEvent, type Ref } from 'react';
import { boardTitleError } from 'shared-contracts/rules';
import { useApiMutation } from 'react-kit';
import styles from './BoardForm.module.css';

export interface BoardFields {
  name: string;
  secret: boolean;
  description: string;
}

export interface BoardFormProps {
  initial?: Partial<BoardFields>;
  submitLabel: string;
  /** Rejects with the server's error, which the form shows. */
  onSubmit: (fields: BoardFields) => Promise<void>;
  withDescription?: boolean;
  /** The name field, for a dialog that puts focus on it (the form replaced the control that had focus). */
  nameRef?: Ref<HTMLInputElement>;
  children?: React.ReactNode;
}

export function BoardForm({ initial, submitLabel, onSubmit, withDescription = false, nameRef, children }: BoardFormProps) {
  const [name, setName] = useState(initial?.name ?? '');
  const [secret, setSecret] = useState(initial?.secret ?? false);
  const [description, setDescription] = useState(initial?.description ?? '');
  const [checked, setChecked] = useState(false);
  // The form is free again after a success too: whoever asked decides what comes next.
  const sending = useApiMutation(onSubmit);
  const busy = sending.busy;
  const id = useId();
  const nameError = checked ? boardTitleError(name) : null;
  const error = nameError ?? sending.error;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (busy) return;
    sending.reset();
    if (!boardTitleError(name)) void sending.run({ name: name.trim(), secret, description });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <label htmlFor={`${id}-name`}>Name</label>
      <input
        id={`${id}-name`}
        ref={nameRef}
        value={name}
        placeholder='Like "Places to Go" or "Recipes to Make"'
        aria-invalid={nameError ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setName(event.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
      {withDescription && (
        <>
          <label htmlFor={`${id}-description`}>Description</label>
          <textarea id={`${id}-description`} value={description} onChange={(event) => setDescription(event.target.value)} rows={3} />
        </>
      )}
      <label className={styles.secret}>
        <input type="checkbox" checked={secret} onChange={(event) => setSecret(event.target.checked)} /> Keep this board secret
      </label>
      <div className={styles.actions}>
        {children}
        <button type="submit" className="pb-button pb-button--primary" disabled={busy}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
