// What the login form offers when the account's failed logins from everywhere hold this new
// browser back: a one-time login link by mail, which the delay does not apply to (the mailbox
// proves the owner), so strangers' guesses cannot keep the owner out.

import { useApiMutation } from 'react-kit';
import { useExperiencesDeps } from './deps';
import styles from './LoginForm.module.css';

export const LOGIN_LINK_SENT_MESSAGE =
  'If that account exists, a login link is on its way. It works once, for 15 minutes. (This site sends no mail: the link is in the server’s log.)';

/** `usernameOrEmail`: what the form holds when the button is pressed. */
export function LoginLinkOffer({ usernameOrEmail }: { usernameOrEmail: () => string }) {
  const { client } = useExperiencesDeps();
  const send = useApiMutation((name: string) => client.write('LoginLinkResource', 'create', { username_or_email: name }));
  if (send.succeeded)
    return (
      <p role="status" className={styles.hint}>
        {LOGIN_LINK_SENT_MESSAGE}
      </p>
    );
  return (
    <div className={styles.offer}>
      <p className={styles.hint}>It’s you? Get a one-time login link by email instead: it isn’t held back.</p>
      <button type="button" className="pb-button" disabled={send.busy} onClick={() => void send.run(usernameOrEmail())}>
        {send.busy ? 'Sending…' : 'Email me a login link'}
      </button>
      {send.error && (
        <p role="alert" className={styles.error}>
          {send.error}
        </p>
      )}
    </div>
  );
}
