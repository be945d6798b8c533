import { useEffect, useRef, useState } from 'react';
import { LOGIN_LIMITS, TWO_FACTOR_CODE_MAX_LENGTH } from 'shared-contracts/rules';
import { LOGIN_LINK_FIELD } from 'shared-contracts/api';
import { continueSignedIn, fieldText } from './accountForms';
import { useExperiencesDeps } from './deps';
import { LoginLinkOffer } from './LoginLinkOffer';
import { useAccountSubmit } from './useAccountSubmit';
import styles from './LoginForm.module.css';

export const RECOVERY_CODE_HINT = 'One of the codes you saved when you turned on two-factor authentication. Each works once.';

/**
 * /login: username or email and password, with the API's error shown beside the form. An account
 * with two-factor authentication on is asked for its authenticator code too: the field appears
 * when the server asks for it, and the person sends the form again with it (or with a recovery
 * code, when the app is not at hand). When the account's failures from everywhere hold this new
 * browser back, it offers a one-time login link by mail.
 */
export function LoginForm() {
  const { client, session, events } = useExperiencesDeps();
  // Once asked for, the code field stays (a throttle's answer names no field, but the code is still needed).
  const [askedForCode, setAskedForCode] = useState(false);
  // The same field takes a recovery code (the server tells them apart): only its words and keyboard change.
  const [recovery, setRecovery] = useState(false);
  const { error, busy, ready, submit } = useAccountSubmit(
    (form) => {
      const code = fieldText(form, 'code');
      return client
        .write('UserSessionResource', 'create', {
          username_or_email: fieldText(form, 'username'),
          password: fieldText(form, 'password'),
          ...(code ? { code } : {}),
        })
        .then((signedIn) => continueSignedIn(signedIn, { session, events }));
    },
    (failed) => {
      if (failed.field === 'code') setAskedForCode(true);
    },
  );
  const codeField = useRef<HTMLInputElement>(null);
  const usernameField = useRef<HTMLInputElement>(null);
  // The person's next step is the code: take them to it each time it is asked for.
  useEffect(() => {
    if (error?.field === 'code') codeField.current?.focus();
  }, [error]);

  return (
    <form className={styles.form} onSubmit={submit} aria-describedby={error ? 'login-error' : undefined}>
      <label>
        Username or email
        <input ref={usernameField} name="username" autoComplete="username" required maxLength={LOGIN_LIMITS.usernameOrEmail} />
      </label>
      <label>
        Password
        <input name="password" type="password" autoComplete="current-password" required maxLength={LOGIN_LIMITS.password} />
      </label>
      {askedForCode && (
        <>
          <label>
            {recovery ? 'Recovery code' : 'Authentication code'}
            <span className={styles.hint}>
              {recovery ? RECOVERY_CODE_HINT : 'The 6-digit code your authenticator app shows for Pinboard.'}
            </span>
            <input
              ref={codeField}
              name="code"
              inputMode={recovery ? 'text' : 'numeric'}
              autoComplete={recovery ? 'off' : 'one-time-code'}
              autoCapitalize="off"
              required
              maxLength={TWO_FACTOR_CODE_MAX_LENGTH}
            />
          </label>
          <button
            type="button"
            className={`pb-button ${styles.switchCode}`}
            onClick={() => {
              setRecovery(!recovery);
              codeField.current?.focus();
            }}
          >
            {recovery ? 'Use a code from your app instead' : 'Can’t use your app? Use a recovery code'}
          </button>
        </>
      )}
      {error && (
        <p id="login-error" role="alert" className={styles.error}>
          {error.message}
        </p>
      )}
      {error?.field === LOGIN_LINK_FIELD && <LoginLinkOffer usernameOrEmail={() => usernameField.current?.value.trim() ?? ''} />}
      <button type="submit" className="pb-button pb-button--primary" disabled={busy || !ready}>
        {busy ? 'Logging in…' : 'Log in'}
      </button>
    </form>
  );
}
