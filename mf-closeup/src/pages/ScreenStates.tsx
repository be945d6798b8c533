// What a closeup screen shows before, or instead of, its content: loading, not found, failed.

import { useEffect } from 'react';
import { documentTitle } from 'shared-contracts';
import styles from './ScreenStates.module.css';

/** Not there, or not the viewer's to see: a pin on a secret board is never confirmed to exist. */
export function PinNotFound() {
  useEffect(() => {
    document.title = documentTitle({ area: 'not-found' });
  }, []);
  return (
    <section className="pb-screen" aria-labelledby="closeup-missing-heading">
      <h1 id="closeup-missing-heading">Page not found</h1>
      <p>We couldn&apos;t find that Pin. It may have been deleted, or it may be private.</p>
      <p>
        <a className="pb-button pb-button--primary" href="/">
          Go to the home feed
        </a>
      </p>
    </section>
  );
}

export function FailedScreen({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <section className="pb-screen" aria-labelledby="closeup-failed-heading">
      <h1 id="closeup-failed-heading">Something went wrong</h1>
      <p role="alert">{message}</p>
      <button type="button" className="pb-button" onClick={onRetry}>
        Try again
      </button>
    </section>
  );
}

/** The closeup's shape while it loads, so the page does not jump when the pin arrives. */
export function LoadingCloseup() {
  return (
    <section className={`pb-screen ${styles.loading}`} aria-label="Loading the Pin" aria-busy="true">
      <div className={styles.placeholderMedia} />
      <p role="status" className={styles.placeholderText}>
        Loading…
      </p>
    </section>
  );
}
