// The frame of the business area's small pages (invite, schedule a call, commerce integrations):
// a heading, what the page is, what to do instead of what is not there yet, and the way back to the hub.

import { useId, type ReactNode } from 'react';
import { businessPath } from 'shared-contracts/rules';
import styles from './InfoPage.module.css';

/** `hubFirst`: going back to the hub is the page's one way on, so it is the primary button. */
export function InfoPage({ heading, hubFirst = false, children }: { heading: string; hubFirst?: boolean; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={`pb-screen ${styles.page}`} aria-labelledby={headingId}>
      <h1 id={headingId}>{heading}</h1>
      {children}
      <p className={styles.back}>
        <a className={hubFirst ? 'pb-button pb-button--primary' : 'pb-button'} href={businessPath({ kind: 'hub' })}>
          Go to the business hub
        </a>
      </p>
    </section>
  );
}
