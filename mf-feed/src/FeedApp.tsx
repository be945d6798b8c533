import { useEffect, useSyncExternalStore } from 'react';
import { documentTitle, getLocationSnapshot, pageHeading, subscribeToLocation } from 'shared-contracts';
import { QueryRoot } from 'shared-contracts/react';
import { FeedPage } from './FeedPage';
import { feedFor } from './data/feedSources';

/** The feed area: home, search and the discovery surfaces, each a grid of pins over an API feed. */
export function FeedApp() {
  const { route } = useSyncExternalStore(subscribeToLocation, getLocationSnapshot);
  useEffect(() => {
    if (route.area === 'feed') document.title = documentTitle(route);
  }, [route]);
  if (route.area !== 'feed') return null;
  const heading = pageHeading(route);
  return (
    <QueryRoot>
      <FeedPage heading={heading} choice={feedFor(route)} />
    </QueryRoot>
  );
}
