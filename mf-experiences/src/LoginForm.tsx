import { useState, type FormEvent } from 'react';
import { api, ApiCallError, GENERIC_ERROR_MESSAGE, LOGIN_LIMITS } from 'shared-contracts';
import { continueSignedIn, fieldText } from './accountForms';
import styles from './LoginForm.module.css';

/** /login: username or email and password, with the API's error shown beside the form. */
export function LoginForm() {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    api
      .write('UserSessionResource', 'create', {
        username_or_email: fieldText(form, 'username'),
        password: fieldText(form, 'password'),
      })
      .then(continueSignedIn)
      .catch((failure: unknown) => {
        setError(failure instanceof ApiCallError ? failure.message : GENERIC_ERROR_MESSAGE);
        setBusy(false);
      });
  };

  return (
    <form className={styles.form} onSubmit={submit} aria-describedby={error ? 'login-error' : undefined}>
      <label>
        Username or email
        <input name="username" autoComplete="username" required maxLength={LOGIN_LIMITS.usernameOrEmail} />
      </label>
      <label>
        Password
        <input name="password" type="password" autoComplete="current-password" required maxLength={LOGIN_LIMITS.password} />
      </label>
      {error && (
        <p id="login-error" role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <button type="submit" className="pb-button pb-button--primary" disabled={busy}>
        {busy ? 'Logging in…' : 'Log in'}
      </button>
    </form>
  );
}
