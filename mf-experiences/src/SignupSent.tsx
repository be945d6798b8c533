// What the sign-up form becomes once sent: where the link went, how long it works, and what
// happens if the email already has an account (its owner is mailed a way in: the same words
// either way, so the page tells nobody whose email it is).

import { useEffect, useId, useRef } from 'react';
import styles from './SignupSent.module.css';

export const SIGNUP_SENT_NOTE =
  'If this email already has an account, we sent its owner a way to log in instead. (This site sends no mail: the link is in the server’s log.)';

export function SignupSent({ email, onAnotherEmail }: { email: string; onAnotherEmail: () => void }) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form and its button are gone: the reader continues at the news.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.sent} role="status" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.heading}>
        Check your email
      </h2>
      <p>
        We sent a link to <strong>{email}</strong>. Open it within 24 hours to finish signing up.
      </p>
      <p className={styles.note}>{SIGNUP_SENT_NOTE}</p>
      <button type="button" className="pb-button" onClick={onAnotherEmail}>
        Use another email
      </button>
    </section>
  );
}
