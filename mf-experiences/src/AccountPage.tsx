import { pageHeading } from 'shared-contracts';
import { LoginForm } from './LoginForm';

export interface AccountPageProps {
  page: 'login' | 'signup';
}

/** /login (the login form) and /signup. */
export function AccountPage({ page }: AccountPageProps) {
  const login = page === 'login';
  return (
    <section className="pb-screen" aria-labelledby="account-heading">
      <p className="area-tag">mf-experiences</p>
      <h1 id="account-heading">{pageHeading({ area: 'experiences', page, params: [] })}</h1>
      <p>{login ? 'Welcome back to Pinboard.' : 'Find new ideas to try.'}</p>
      {login && <LoginForm />}
      <p>{login ? <a href="/signup">Not on Pinboard yet? Sign up</a> : <a href="/login">Already a member? Log in</a>}</p>
    </section>
  );
}
