import { useState, type FormEvent } from 'react';
import { api, ApiCallError, bus, GENERIC_ERROR_MESSAGE, navigate, type ApiSession } from 'shared-contracts';
import styles from './LoginForm.module.css';

/** Where to go after logging in: the `next` path when it is on this site, else home. */
export function afterLoginPath(search: string): string {
  const next = new URLSearchParams(search).get('next') ?? '/';
  return next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : '/';
}

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
      .write<ApiSession>('UserSessionResource', 'create', {
        username_or_email: String(form.get('username') ?? ''),
        password: String(form.get('password') ?? ''),
      })
      .then((session) => {
        const viewer = session.viewer;
        bus.emit('auth/changed', { isAuth: true, userId: viewer.isAuth ? viewer.id : null });
        navigate(afterLoginPath(window.location.search));
      })
      .catch((failure: unknown) => {
        setError(failure instanceof ApiCallError ? failure.message : GENERIC_ERROR_MESSAGE);
        setBusy(false);
      });
  };

  return (
    <form className={styles.form} onSubmit={submit} aria-describedby={error ? 'login-error' : undefined}>
      <label>
        Username or email
        <input name="username" autoComplete="username" required maxLength={254} />
      </label>
      <label>
        Password
        <input name="password" type="password" autoComplete="current-password" required maxLength={256} />
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
