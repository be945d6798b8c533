import { pageHeading } from 'shared-contracts';
import { useAreaRoute } from 'shared-contracts/react';

/** The business pages, until their tools are built: what the page will be, honestly, and where to go now. */
export function BusinessApp() {
  const { route } = useAreaRoute('business');
  if (route.area !== 'business') return null;

  return (
    <section className="pb-screen pb-state" aria-labelledby="business-heading">
      <h1 id="business-heading" className="pb-state__heading">
        {pageHeading(route)}
      </h1>
      <p className="pb-state__text">
        Business tools are on their way. Soon you will manage your business profiles, see how your Pins do and run your catalogs here.
      </p>
      <p>
        <a className="pb-button pb-button--primary" href="/">
          Go to the home feed
        </a>
      </p>
    </section>
  );
}
