import { useEffect } from 'react';
import { documentTitle } from 'shared-contracts';

/** The page for a URL no area owns. */
export function NotFound() {
  useEffect(() => {
    document.title = documentTitle({ area: 'not-found' });
  }, []);
  return (
    <section className="pb-screen" aria-labelledby="not-found-heading">
      <h1 id="not-found-heading">Page not found</h1>
      <p>We couldn&apos;t find the page you were looking for. It may have moved, or the link may be wrong.</p>
      <p>
        <a className="pb-button pb-button--primary" href="/">
          Go to the home feed
        </a>
      </p>
    </section>
  );
}
