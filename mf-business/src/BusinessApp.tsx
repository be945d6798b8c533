import { pageHeading } from 'shared-contracts';
import { useAreaRoute } from 'shared-contracts/react';

export function BusinessApp() {
  const { route } = useAreaRoute('business');
  if (route.area !== 'business') return null;

  return (
    <section className="pb-screen" aria-labelledby="business-heading">
      <p className="area-tag">mf-business</p>
      <h1 id="business-heading">{pageHeading(route)}</h1>
      <dl className="facts">
        <dt>Section</dt>
        <dd>{route.section}</dd>
        <dt>Details</dt>
        <dd>{route.params.length > 0 ? route.params.join(' / ') : '(none)'}</dd>
      </dl>
      <p>
        <a href="/business/convert/">Convert to a business account</a> · <a href="/">Back to the home feed</a>
      </p>
    </section>
  );
}
