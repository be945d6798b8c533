import { useEffect, useSyncExternalStore } from 'react';
import { bus, documentTitle, getLocationSnapshot, pageHeading, subscribeToLocation } from 'shared-contracts';
import { SAMPLE_PIN_IDS } from './samplePins';

export function FeedApp() {
  const { route } = useSyncExternalStore(subscribeToLocation, getLocationSnapshot);
  useEffect(() => {
    if (route.area === 'feed') document.title = documentTitle(route);
  }, [route]);
  if (route.area !== 'feed') return null;

  return (
    <section className="screen" aria-labelledby="feed-heading">
      <p className="area-tag">mf-feed</p>
      <h1 id="feed-heading">{pageHeading(route)}</h1>
      <dl className="facts">
        <dt>Surface</dt>
        <dd>{route.page}</dd>
        {route.page === 'search' && (
          <>
            <dt>Scope</dt>
            <dd>{route.scope}</dd>
            <dt>Query</dt>
            <dd>{route.query || '(none)'}</dd>
          </>
        )}
        {'path' in route && route.path.length > 0 && (
          <>
            <dt>Path</dt>
            <dd>{route.path.join(' / ')}</dd>
          </>
        )}
      </dl>
      <h2>Pins</h2>
      <ul className="sample-pins">
        {SAMPLE_PIN_IDS.map((pinId) => (
          <li key={pinId}>
            <a href={`/pin/${pinId}`}>Open pin {pinId}</a>{' '}
            <button
              type="button"
              className="button button--primary"
              aria-label={`Save pin ${pinId}`}
              onClick={() => bus.emit('auth/required', { reason: 'save', returnTo: `/pin/${pinId}/repin/` })}
            >
              Save
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
