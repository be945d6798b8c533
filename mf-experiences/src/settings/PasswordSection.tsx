// Changing the password: current, new (at least PASSWORD_MIN_LENGTH) and the new one again, sent
// with UserPasswordResource update; a wrong current password shows the server's own words.

import { useId, useState, type FormEvent } from 'react';
import {
  LOGIN_LIMITS,
  PASSWORD_CHANGE_MESSAGES,
  PASSWORD_MIN_LENGTH,
  type PasswordChange,
  type PasswordChangeField,
  passwordChangeProblem,
} from 'shared-contracts/rules';
import { useApiMutation } from 'react-kit';
import { useExperiencesDeps } from '../deps';
import { SaveFeedback } from './SettingsParts';
import styles from './SettingsPage.module.css';

interface Problem {
  message: string;
  field: PasswordChangeField | null;
}

const EMPTY: PasswordChange = { current: '', next: '', confirm: '' };

/** The API names its fields; the form's are the same three. */
function formField(apiField: string | undefined): PasswordChangeField | null {
  if (apiField === 'old_password') return 'current';
  if (apiField === 'new_password') return 'next';
  return null;
}

const FIELDS: ReadonlyArray<{ field: PasswordChangeField; label: string; autoComplete: string }> = [
  { field: 'current', label: 'Current password', autoComplete: 'current-password' },
  { field: 'next', label: 'New password', autoComplete: 'new-password' },
  { field: 'confirm', label: 'Type the new password again', autoComplete: 'new-password' },
];

export function PasswordSection() {
  const { client } = useExperiencesDeps();
  const id = useId();
  const [change, setChange] = useState<PasswordChange>(EMPTY);
  // What the form itself finds wrong before sending.
  const [unsendable, setUnsendable] = useState<Problem | null>(null);
  const [status, setStatus] = useState('');
  const save = useApiMutation(
    (sent: PasswordChange) => client.write('UserPasswordResource', 'update', { old_password: sent.current, new_password: sent.next }),
    {
      onSuccess: () => {
        setChange(EMPTY);
        setStatus(PASSWORD_CHANGE_MESSAGES.changed);
      },
    },
  );
  const busy = save.busy;
  const problem: Problem | null =
    unsendable ?? (save.error ? { message: save.error, field: formField(save.errorField ?? undefined) } : null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setStatus('');
    save.reset();
    const found = passwordChangeProblem(change);
    setUnsendable(found);
    if (!found) void save.run(change);
  };

  const errorId = `${id}-error`;
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-describedby={problem && !problem.field ? errorId : undefined}>
      {FIELDS.map(({ field, label, autoComplete }) => {
        const hintId = field === 'next' ? `${id}-next-hint` : null;
        const describedBy = [hintId, problem?.field === field ? errorId : null].filter(Boolean).join(' ');
        return (
          <div key={field} className={styles.field}>
            <label htmlFor={`${id}-${field}`}>{label}</label>
            <input
              id={`${id}-${field}`}
              name={field}
              type="password"
              autoComplete={autoComplete}
              required
              maxLength={LOGIN_LIMITS.password}
              value={change[field]}
              onChange={(event) => {
                setChange({ ...change, [field]: event.target.value });
                setStatus('');
              }}
              aria-invalid={problem?.field === field || undefined}
              aria-describedby={describedBy || undefined}
            />
            {hintId && (
              <span id={hintId} className={styles.fieldHint}>
                At least {PASSWORD_MIN_LENGTH} characters.
              </span>
            )}
          </div>
        );
      })}
      <SaveFeedback errorId={errorId} error={problem?.message ?? null} status={status} />
      <div className={styles.actions}>
        <button type="submit" className="pb-button pb-button--primary" disabled={busy}>
          {busy ? 'Changing…' : 'Change password'}
        </button>
      </div>
    </form>
  );
}
