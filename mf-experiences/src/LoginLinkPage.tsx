// /login/link/{token}: the mailed one-time login link. It logs in only when the person presses the
// button, never on opening: mail scanners open links, and would spend it. An account with
// two-factor authentication on is asked for its code too (the link proves the mailbox, not the
// phone). A spent or expired link says so, with the way back.

import { useState } from 'react';
import { TWO_FACTOR_CODE_MAX_LENGTH } from 'shared-contracts/rules';
import { continueSignedIn, fieldText } from './accountForms';
import { useExperiencesDeps } from './deps';
import { useAccountSubmit } from './useAccountSubmit';
import formStyles from './LoginForm.module.css';
import { AccountCard } from './AccountCard';
import styles from './AccountPage.module.css';

export function LoginLinkPage({ token }: { token: string }) {
  const { client, session, events } = useExperiencesDeps();
  const [askedForCode, setAskedForCode] = useState(false);
  const { error, busy, ready, submit } = useAccountSubmit(
    async (form) => {
      const code = fieldText(form, 'code');
      continueSignedIn(await client.write('LoginLinkResource', 'update', { token, ...(code ? { code } : {}) }), { session, events });
    },
    (failed) => {
      if (failed.field === 'code') setAskedForCode(true);
    },
  );
  const spent = error?.field === 'token';
  return (
    <AccountCard heading="Log in with your link">
      <form className={formStyles.form} onSubmit={submit} aria-describedby={error ? 'login-link-error' : undefined}>
        <p>This link logs you in once, in this browser, which Pinboard will remember as yours.</p>
        {askedForCode && (
          <label>
            Authentication code
            <span className={formStyles.hint}>
              The 6-digit code your authenticator app shows for Pinboard, or one of your recovery codes.
            </span>
            <input name="code" autoComplete="one-time-code" autoCapitalize="off" required maxLength={TWO_FACTOR_CODE_MAX_LENGTH} />
          </label>
        )}
        {error && (
          <p id="login-link-error" role="alert" className={formStyles.error}>
            {error.message}
          </p>
        )}
        {!spent && (
          <button type="submit" className="pb-button pb-button--primary" disabled={busy || !ready}>
            {busy ? 'Logging in…' : 'Log in'}
          </button>
        )}
      </form>
      <p className={styles.switch}>
        <a href="/login">Log in with your password</a>
      </p>
    </AccountCard>
  );
}
