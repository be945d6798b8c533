import { pageHeading } from 'shared-contracts';
import { useAreaRoute } from 'shared-contracts/react';
import { RelatedPins } from './RelatedPins';

const VIEW_LABEL = {
  closeup: 'Closeup',
  comments: 'Comments',
  edit: 'Edit',
  repin: 'Save',
  analytics: 'Stats',
  'visual-search': 'Visual search',
  'visual-search-products': 'Visual search: products',
  sent: 'Sent',
  feedback: 'Feedback',
} as const;

export function CloseupApp() {
  const { route } = useAreaRoute('closeup');
  if (route.area !== 'closeup') return null;

  return (
    <section className="pb-screen" aria-labelledby="closeup-heading">
      <p className="area-tag">mf-closeup</p>
      <h1 id="closeup-heading">{pageHeading(route)}</h1>
      <dl className="facts">
        {route.page === 'pin' && (
          <>
            <dt>Pin id</dt>
            <dd>{route.pinId}</dd>
            <dt>Slug</dt>
            <dd>{route.slug ?? '(none)'}</dd>
            <dt>View</dt>
            <dd>{VIEW_LABEL[route.view]}</dd>
          </>
        )}
        {route.page === 'pin-redirect' && (
          <>
            <dt>Destination</dt>
            <dd>{route.query.redirectUrl ?? '(none)'}</dd>
          </>
        )}
      </dl>
      <p>
        <a href="/">Back to the home feed</a> · <a href="/demo/">Visit demo&apos;s boards</a>
      </p>
      {route.page === 'pin' && route.view === 'closeup' && <RelatedPins pinId={route.pinId} />}
    </section>
  );
}
