import { pageHeading } from 'shared-contracts';
import { QueryRoot, useAreaRoute } from 'shared-contracts/react';
import { FeedPage } from './FeedPage';
import { feedFor } from './data/feedSources';
import { SearchPage } from './search/SearchPage';
import { TunePage } from './tune/TunePage';

/** The feed area: home, search, 'Tune your home feed' and the discovery surfaces. */
export function FeedApp() {
  const { route } = useAreaRoute('feed');
  if (route.area !== 'feed') return null;
  return (
    <QueryRoot>
      {route.page === 'search' ? (
        <SearchPage scope={route.scope} rawQuery={route.query} />
      ) : route.page === 'tune' ? (
        <TunePage />
      ) : (
        <FeedPage heading={pageHeading(route)} source={feedFor(route)} />
      )}
    </QueryRoot>
  );
}
