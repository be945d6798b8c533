// The card the account pages sit on (a login link, a password reset, finishing sign-up, the
// policies): the page's heading, which names the page, and what it holds.

import { useId, type ReactNode } from 'react';
import styles from './AccountPage.module.css';

export function AccountCard({ heading, children }: { heading: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={`pb-screen ${styles.page}`} aria-labelledby={headingId}>
      <div className={styles.card}>
        <h1 id={headingId} className={styles.heading}>
          {heading}
        </h1>
        {children}
      </div>
    </section>
  );
}
