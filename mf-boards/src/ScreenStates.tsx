// What a boards screen shows before, or instead of, its content: loading, not found, failed.

import { useEffect } from 'react';
import { documentTitle } from 'shared-contracts';

/** When the feed area's grid cannot be loaded into a boards page. */
export const PINS_UNAVAILABLE = 'Pins could not be loaded right now.';

/** Not there, or not the viewer's to see: a secret board is never confirmed to exist. */
export function MissingPage({ what }: { what: string }) {
  useEffect(() => {
    document.title = documentTitle({ area: 'not-found' });
  }, []);
  return (
    <section className="pb-screen" aria-labelledby="boards-heading">
      <p className="area-tag">mf-boards</p>
      <h1 id="boards-heading">Page not found</h1>
      <p>We couldn&apos;t find that {what}. It may have been deleted, or it may be private.</p>
      <p>
        <a className="pb-button pb-button--primary" href="/">
          Go to the home feed
        </a>
      </p>
    </section>
  );
}

export function FailedPage({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <section className="pb-screen" aria-labelledby="boards-heading">
      <p className="area-tag">mf-boards</p>
      <h1 id="boards-heading">Something went wrong</h1>
      <p role="alert">{message}</p>
      <button type="button" className="pb-button" onClick={onRetry}>
        Try again
      </button>
    </section>
  );
}

/** No heading until the real one is known, so the page's h1 never changes under a reader. */
export function LoadingPage({ label }: { label: string }) {
  return (
    <section className="pb-screen" aria-label={label} aria-busy="true">
      <p className="area-tag">mf-boards</p>
      <p role="status">Loading…</p>
    </section>
  );
}
