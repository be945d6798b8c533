import { lazy, Suspense } from 'react';
import { isPinRanking, pageHeading, type Route } from 'shared-contracts/rules';
import { LoadingScreen, NotFoundScreen, QueryRoot, useAreaRoute } from 'react-kit';
import { FeedPage } from './FeedPage';
import { feedFor } from './data/feedSources';
import { SearchPage } from './search/SearchPage';
import { BrowsePage } from './discovery/BrowsePage';
import { FirstRunGate } from './firstRun/FirstRunGate';
import { PinFeedbackLayer } from './feedback/PinFeedbackLayer';

// Pages off the home feed's first screen load when opened, so the feed's first file stays in budget.
const discovery = () => import(/* webpackChunkName: "discovery" */ './discovery/discoveryPages');
const ExplorePage = lazy(async () => ({ default: (await discovery()).ExplorePage }));
const RankedPage = lazy(async () => ({ default: (await discovery()).RankedPage }));
const StoryPage = lazy(async () => ({ default: (await discovery()).StoryPage }));
const TodayPage = lazy(async () => ({ default: (await discovery()).TodayPage }));
const TopicPage = lazy(async () => ({ default: (await discovery()).TopicPage }));
const IdeasPage = lazy(async () => ({ default: (await discovery()).IdeasPage }));
const TopicsDirectory = lazy(async () => ({ default: (await discovery()).TopicsDirectory }));
const TunePage = lazy(async () => ({ default: (await import(/* webpackChunkName: "tune" */ './tune/TunePage')).TunePage }));

/** The feed area: home, search, 'Tune your home feed' and the discovery surfaces. */
export function FeedApp() {
  const { route } = useAreaRoute('feed');
  return (
    <QueryRoot>
      {route.area === 'feed' && <Suspense fallback={<LoadingScreen label="Loading" />}>{page(route)}</Suspense>}
      {/* On every route once loaded: the closeup's Hide and Report ask for them with the bus's pin/hide and pin/report. */}
      <PinFeedbackLayer />
    </QueryRoot>
  );
}

/** Which page the route shows: search, /edit, discovery's own pages, or one grid of pins (home, videos, shopping). */
function page(route: Extract<Route, { area: 'feed' }>) {
  switch (route.page) {
    case 'search':
      return <SearchPage scope={route.scope} rawQuery={route.query} />;
    case 'tune':
      return <TunePage />;
    case 'explore':
      return <ExplorePage />;
    // /ideas is the curated page, /topics the A to Z directory; a topic's page is one under either.
    case 'ideas':
    case 'topics': {
      const [name] = route.path;
      if (name) return <TopicPage key={name} name={name} />;
      return route.page === 'ideas' ? <IdeasPage heading={pageHeading(route)} /> : <TopicsDirectory heading={pageHeading(route)} />;
    }
    case 'today': {
      const [first, slug] = route.path;
      if (first === 'article' && slug) return <StoryPage key={slug} slug={slug} />;
      if (first === 'article' || first === undefined) return <TodayPage />;
      return isPinRanking(first) ? <RankedPage key={first} ranking={first} /> : <NotFoundScreen what="page" />;
    }
    case 'home':
      return (
        <FirstRunGate>
          <FeedPage heading={pageHeading(route)} source={feedFor(route)} />
        </FirstRunGate>
      );
    case 'videos':
    case 'shopping':
      return (
        <BrowsePage
          page={route.page}
          heading={pageHeading(route)}
          category={route.path[0]}
          source={feedFor({ area: 'feed', page: route.page, path: route.path })}
        />
      );
  }
}
