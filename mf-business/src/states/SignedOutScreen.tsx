// What a visitor sees on any business page: what the tools are and the way in, coming back here
// after logging in (the API would only answer 401).

import { useId } from 'react';
import { useLocationSnapshot } from 'shared-contracts/react';

export const BUSINESS_LOGIN_HEADING = 'Log in to use business tools';

export function SignedOutScreen() {
  const { pathname, search } = useLocationSnapshot();
  const headingId = useId();
  return (
    <section className="pb-screen pb-state" aria-labelledby={headingId}>
      <h1 id={headingId} className="pb-state__heading">
        {BUSINESS_LOGIN_HEADING}
      </h1>
      <p className="pb-state__text">
        Your business profiles, how their Pins are doing, their catalogs and the people who work on them are here once you log in.
      </p>
      <p className="pb-dialog__actions">
        <a className="pb-button pb-button--primary" href={`/login?next=${encodeURIComponent(pathname + search)}`}>
          Log in
        </a>
        <a className="pb-button" href="/signup">
          Sign up
        </a>
      </p>
    </section>
  );
}
