// The board fields (name, and secret or not), checked with the spec's title rule before anything
// is sent. Shared by the create-board dialog, the picker's inline create and the edit page.

import { useId, useState, type FormEvent, type Ref } from 'react';
import { boardTitleError } from 'shared-contracts';
import { messageForPerson } from 'page-runtime';
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
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const nameError = checked ? boardTitleError(name) : null;
  const error = nameError ?? serverError;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    setServerError(null);
    if (boardTitleError(name) || busy) return;
    setBusy(true);
    onSubmit({ name: name.trim(), secret, description }).then(
      () => setBusy(false),
      (failure: unknown) => {
        setBusy(false);
        setServerError(messageForPerson(failure));
      },
    );
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
