import { api, LOGIN_LIMITS } from 'shared-contracts';
import { fieldText } from './accountForms';
import { useAccountSubmit } from './useAccountSubmit';
import styles from './LoginForm.module.css';

/** /login: username or email and password, with the API's error shown beside the form. */
export function LoginForm() {
  const { error, busy, submit } = useAccountSubmit((form) =>
    api.write('UserSessionResource', 'create', {
      username_or_email: fieldText(form, 'username'),
      password: fieldText(form, 'password'),
    }),
  );

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
          {error.message}
        </p>
      )}
      <button type="submit" className="pb-button pb-button--primary" disabled={busy}>
        {busy ? 'Logging in…' : 'Log in'}
      </button>
    </form>
  );
}
