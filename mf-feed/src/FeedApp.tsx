import { pageHeading } from 'shared-contracts';
import { QueryRoot, useAreaRoute } from 'shared-contracts/react';
import { FeedPage } from './FeedPage';
import { feedFor } from './data/feedSources';

/** The feed area: home, search and the discovery surfaces, each a grid of pins over an API feed. */
export function FeedApp() {
  const { route } = useAreaRoute('feed');
  if (route.area !== 'feed') return null;
  const heading = pageHeading(route);
  return (
    <QueryRoot>
      <FeedPage heading={heading} choice={feedFor(route)} />
    </QueryRoot>
  );
}
