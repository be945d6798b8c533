// /signup/confirm/{token}: the link mailed at sign-up. Opening it makes the account and signs the
// person in, then on to where they were going (the link's ?next). Sent once the page can send it,
// so a mail scanner that only fetches the document spends nothing; a refusal says why and offers
// the ways on.

import { useEffect, useRef } from 'react';
import { useApiMutation, useHydrated } from 'react-kit';
import { continueSignedIn } from './accountForms';
import { useExperiencesDeps } from './deps';
import formStyles from './LoginForm.module.css';
import { AccountCard } from './AccountCard';
import styles from './AccountPage.module.css';

export function SignupConfirmPage({ token }: { token: string }) {
  const { client, session, events } = useExperiencesDeps();
  const hydrated = useHydrated();
  const finish = useApiMutation((sealed: string) => client.write('UserRegisterResource', 'update', { token: sealed }), {
    onSuccess: (signedIn) => continueSignedIn(signedIn, { session, events }),
  });
  const { run } = finish;
  // Once per page: a second call would find the account made and refuse.
  const sent = useRef(false);
  useEffect(() => {
    if (!hydrated || sent.current) return;
    sent.current = true;
    void run(token);
  }, [hydrated, run, token]);
  const failure = finish.error === null ? null : { message: finish.error, field: finish.errorField };

  return (
    <AccountCard heading="Finish signing up">
      {failure === null ? (
        <p role="status" className={styles.lead}>
          Making your account…
        </p>
      ) : (
        <>
          <p role="alert" className={formStyles.error}>
            {failure.message}
          </p>
          <p className={styles.switch}>
            <a href="/signup">Sign up again</a>
            {failure.field !== 'username' && (
              <>
                {' · '}
                <a href="/login">Log in</a>
              </>
            )}
          </p>
        </>
      )}
    </AccountCard>
  );
}
