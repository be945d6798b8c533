// The frame of the business area's small pages (invite, schedule a call, commerce integrations):
// a heading, what the page is, and what to do instead of what is not there yet.

import { useId, type ReactNode } from 'react';
import styles from './InfoPage.module.css';

export function InfoPage({ heading, children }: { heading: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={`pb-screen ${styles.page}`} aria-labelledby={headingId}>
      <h1 id={headingId}>{heading}</h1>
      {children}
    </section>
  );
}
