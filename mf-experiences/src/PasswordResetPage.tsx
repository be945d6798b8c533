// /password/reset: 'Forgot your password?'. Without a token: the username or email, then word that
// a link is on its way (the same words whether or not the account exists). With the link's token
// (/password/reset/{token}): a new password, checked as at sign-up, then on to log in with it (and,
// when two-factor authentication is on, word that it still is and that a recovery code logs in
// without the app).

import { useState } from 'react';
import { ApiCallError, type ApiClient } from 'page-runtime';
import { LOGIN_LIMITS, PASSWORD_MIN_LENGTH } from 'shared-contracts/rules';
import { fieldText } from './accountForms';
import { useExperiencesDeps } from './deps';
import { useAccountSubmit } from './useAccountSubmit';
import formStyles from './LoginForm.module.css';
import { AccountCard } from './AccountCard';
import styles from './AccountPage.module.css';

export const RESET_SENT_MESSAGE =
  'If that account exists, a link to reset its password is on its way. It works once, for an hour. (This site sends no mail: the link is in the server’s log.)';

/** A reset never turns two-factor authentication off (the link proves the mailbox, not the phone): the page says so, and how to log in without the app. */
export const RESET_KEEPS_TWO_FACTOR =
  "Two-factor authentication is still on: logging in also asks for a code from your authenticator app. If you can't use the app, enter one of your recovery codes instead.";

type Step = { kind: 'asking' } | { kind: 'sent' } | { kind: 'changed'; username: string; twoFactor: boolean };

export function PasswordResetPage({ token }: { token: string | null }) {
  const { client } = useExperiencesDeps();
  const [step, setStep] = useState<Step>({ kind: 'asking' });
  return (
    <AccountCard heading={token ? 'Choose a new password' : 'Reset your password'}>
      {step.kind === 'sent' && (
        <p role="status" className={styles.lead}>
          {RESET_SENT_MESSAGE}
        </p>
      )}
      {step.kind === 'changed' && (
        <>
          <p role="status" className={styles.lead}>
            Your password is changed. Log in with it now.
          </p>
          {step.twoFactor && <p>{RESET_KEEPS_TWO_FACTOR}</p>}
          <p>
            <a className="pb-button pb-button--primary" href="/login">
              Log in
            </a>
          </p>
        </>
      )}
      {step.kind === 'asking' &&
        (token ? (
          <NewPasswordForm client={client} token={token} onChanged={(changed) => setStep({ kind: 'changed', ...changed })} />
        ) : (
          <AskForm client={client} onSent={() => setStep({ kind: 'sent' })} />
        ))}
      <p className={styles.switch}>
        Remembered it? <a href="/login">Log in</a>
      </p>
    </AccountCard>
  );
}

function AskForm({ client, onSent }: { client: ApiClient; onSent: () => void }) {
  const {
    error: failed,
    busy,
    ready,
    submit,
  } = useAccountSubmit(async (form) => {
    await client.write('PasswordResetResource', 'create', { username_or_email: fieldText(form, 'username') });
    onSent();
  });
  const error = failed?.message ?? null;
  return (
    <form className={formStyles.form} onSubmit={submit} aria-describedby={error ? 'reset-error' : undefined}>
      <p>Tell us your username or email, and we&apos;ll send you a link to choose a new password.</p>
      <label>
        Username or email
        <input name="username" autoComplete="username" required maxLength={LOGIN_LIMITS.usernameOrEmail} />
      </label>
      {error && (
        <p id="reset-error" role="alert" className={formStyles.error}>
          {error}
        </p>
      )}
      <button type="submit" className="pb-button pb-button--primary" disabled={busy || !ready}>
        {busy ? 'Sending…' : 'Send the link'}
      </button>
    </form>
  );
}

interface NewPasswordFormProps {
  client: ApiClient;
  token: string;
  onChanged: (changed: { username: string; twoFactor: boolean }) => void;
}

function NewPasswordForm({ client, token, onChanged }: NewPasswordFormProps) {
  const {
    error: failed,
    busy,
    ready,
    submit,
  } = useAccountSubmit(async (form) => {
    const password = fieldText(form, 'password');
    if (password.length < PASSWORD_MIN_LENGTH)
      throw new ApiCallError(400, 'invalid_field', `Use at least ${PASSWORD_MIN_LENGTH} characters.`, 'new_password', true);
    const { username, twoFactor } = await client.write('PasswordResetResource', 'update', { token, new_password: password });
    onChanged({ username, twoFactor });
  });
  const error = failed?.message ?? null;
  return (
    <form className={formStyles.form} onSubmit={submit} aria-describedby={error ? 'reset-error' : undefined}>
      <label>
        New password
        <input
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          maxLength={LOGIN_LIMITS.password}
        />
      </label>
      {error && (
        <p id="reset-error" role="alert" className={formStyles.error}>
          {error}
          {error.includes('reset link') && (
            <>
              {' '}
              <a href="/password/reset">Ask for a new link</a>
            </>
          )}
        </p>
      )}
      <button type="submit" className="pb-button pb-button--primary" disabled={busy || !ready}>
        {busy ? 'Saving…' : 'Save the new password'}
      </button>
    </form>
  );
}
