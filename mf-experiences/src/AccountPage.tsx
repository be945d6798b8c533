import { useId } from 'react';
import { nextPathOf, pageHeading } from 'shared-contracts/rules';
import { useLocationSnapshot } from 'react-kit';
import { LoginForm } from './LoginForm';
import { SignupForm } from './SignupForm';
import styles from './AccountPage.module.css';

export interface AccountPageProps {
  page: 'login' | 'signup';
}

/** /login and /signup: each form, and the way to the other that keeps where to return. */
export function AccountPage({ page }: AccountPageProps) {
  const headingId = useId();
  const { search } = useLocationSnapshot();
  // A visitor sent here from a page keeps their way back to it across login and sign-up.
  const next = nextPathOf(search);
  const keepNext = next === '/' ? '' : `?next=${encodeURIComponent(next)}`;
  const login = page === 'login';

  return (
    <section className={`pb-screen ${styles.page}`} aria-labelledby={headingId}>
      <div className={styles.card}>
        <p className={styles.logo} aria-hidden="true">
          P
        </p>
        <h1 id={headingId} className={styles.heading}>
          {pageHeading({ area: 'experiences', page, params: [] })}
        </h1>
        {login ? (
          <>
            <p className={styles.lead}>Welcome back to Pinboard.</p>
            <LoginForm />
            <p className={styles.switch}>
              <a href="/password/reset">Forgot your password?</a>
            </p>
            <p className={styles.switch}>
              Not on Pinboard yet? <a href={`/signup${keepNext}`}>Sign up</a>
            </p>
          </>
        ) : (
          <>
            <p className={styles.lead}>Find new ideas to try.</p>
            <SignupForm />
            <p className={styles.switch}>
              Already a member? <a href={`/login${keepNext}`}>Log in</a>
            </p>
          </>
        )}
      </div>
    </section>
  );
}
