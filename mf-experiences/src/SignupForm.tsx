// /signup: username, email, password and first name (at most 30, spec section 5). The API's
// answer names the field it refuses, and the error is shown at that field. The account is made
// from a link mailed to the email (so the answer tells nobody whether that email has an account):
// the form then says where to look, and the link signs the person in and returns them to where
// they were.

import { useId, useState } from 'react';
import { LOGIN_LIMITS, nextPathOf, PASSWORD_MIN_LENGTH, TEXT_LIMITS, USERNAME_MAX_LENGTH } from 'shared-contracts/rules';
import { fieldText } from './accountForms';
import { useExperiencesDeps } from './deps';
import { SignupSent } from './SignupSent';
import { useAccountSubmit } from './useAccountSubmit';
import styles from './LoginForm.module.css';

const FIELDS = [
  { name: 'first_name', label: 'First name', type: 'text', autoComplete: 'given-name', maxLength: TEXT_LIMITS.firstName },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', maxLength: LOGIN_LIMITS.usernameOrEmail },
  { name: 'username', label: 'Username', type: 'text', autoComplete: 'username', maxLength: USERNAME_MAX_LENGTH },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password', maxLength: LOGIN_LIMITS.password },
] as const;

type FieldName = (typeof FIELDS)[number]['name'];

const HINTS: Partial<Record<FieldName, string>> = {
  username: 'Letters, numbers and _ only; at least 3.',
  password: `At least ${PASSWORD_MIN_LENGTH} characters.`,
};

/** What the form keeps of a sign-up it sent, for 'Use another email' (never the password). */
type Sent = Partial<Record<FieldName, string>> & { email: string };

export function SignupForm() {
  const [sent, setSent] = useState<Sent | null>(null);
  const [kept, setKept] = useState<Partial<Record<FieldName, string>>>({});
  if (sent !== null)
    return (
      <SignupSent
        email={sent.email}
        onAnotherEmail={() => {
          setKept({ first_name: sent.first_name, username: sent.username });
          setSent(null);
        }}
      />
    );
  return <SignupFields kept={kept} onSent={setSent} />;
}

function SignupFields({ kept, onSent }: { kept: Partial<Record<FieldName, string>>; onSent: (sent: Sent) => void }) {
  const id = useId();
  const { client } = useExperiencesDeps();
  const { error, busy, ready, submit } = useAccountSubmit(async (form) => {
    const fields = {
      first_name: fieldText(form, 'first_name'),
      email: fieldText(form, 'email').trim(),
      username: fieldText(form, 'username').trim(),
    };
    const next = nextPathOf(window.location.search);
    await client.write('UserRegisterResource', 'create', {
      ...fields,
      password: fieldText(form, 'password'),
      ...(next === '/' ? {} : { next }),
    });
    onSent(fields);
  });

  const errorAt = (name: string) => (error?.field === name ? error.message : null);
  const formError = error && !FIELDS.some((field) => field.name === error.field) ? error.message : null;

  return (
    <form className={styles.form} onSubmit={submit} noValidate={false}>
      {FIELDS.map((field) => {
        const fieldError = errorAt(field.name);
        const hint = HINTS[field.name];
        const described = [hint ? `${id}-${field.name}-hint` : '', fieldError ? `${id}-${field.name}-error` : ''].filter(Boolean).join(' ');
        return (
          // The hint and the error describe the field; kept out of its label, they are not read as its name.
          <div key={field.name} className={styles.field}>
            <label htmlFor={`${id}-${field.name}`}>{field.label}</label>
            <input
              id={`${id}-${field.name}`}
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              required
              maxLength={field.maxLength}
              defaultValue={kept[field.name]}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={described || undefined}
            />
            {hint && (
              <span id={`${id}-${field.name}-hint`} className={styles.hint}>
                {hint}
              </span>
            )}
            {fieldError && (
              <span id={`${id}-${field.name}-error`} role="alert" className={styles.error}>
                {fieldError}
              </span>
            )}
          </div>
        );
      })}
      {formError && (
        <p role="alert" className={styles.error}>
          {formError}
        </p>
      )}
      <button type="submit" className="pb-button pb-button--primary" disabled={busy || !ready}>
        {busy ? 'Signing up…' : 'Sign up'}
      </button>
    </form>
  );
}
