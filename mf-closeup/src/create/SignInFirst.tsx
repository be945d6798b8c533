// A page only a signed-in person can use (the builder, editing, organizing), shown to a visitor:
// the spec's login header as the way in, returning here after login (spec section 6).

import { useEffect } from 'react';
import { getLocationSnapshot, type PageBus } from 'page-runtime';
import type { AuthReason } from 'shared-contracts/rules';
import { useCloseupDeps } from '../data/deps';
import styles from './PinBuilder.module.css';

function askToLogIn(events: PageBus, reason: AuthReason): void {
  const { pathname, search } = getLocationSnapshot();
  events.emit('auth/required', { reason, returnTo: `${pathname}${search}` });
}

export function SignInFirst({ heading, reason, text }: { heading: string; reason: AuthReason; text: string }) {
  const { events } = useCloseupDeps();
  // The visitor came here on purpose: ask at once, and keep the button for after a dismissal.
  useEffect(() => askToLogIn(events, reason), [events, reason]);
  return (
    <section className={`pb-screen ${styles.page}`} aria-labelledby="sign-in-first-heading">
      <h1 id="sign-in-first-heading">{heading}</h1>
      <p>{text}</p>
      <p>
        <button type="button" className="pb-button pb-button--primary" onClick={() => askToLogIn(events, reason)}>
          Log in
        </button>
      </p>
    </section>
  );
}
