import { useEffect, useSyncExternalStore } from 'react';
import { documentTitle, getLocationSnapshot, pageHeading, subscribeToLocation, type Route } from 'shared-contracts';

type BoardsRoute = Extract<Route, { area: 'boards' }>;

function facts(route: BoardsRoute): Array<[string, string]> {
  switch (route.page) {
    case 'profile':
      return [['Username', route.username], ['Tab', route.tab]];
    case 'board':
      return [['Username', route.username], ['Board', route.boardSlug]];
    case 'section':
      return [['Username', route.username], ['Board', route.boardSlug], ['Section', route.sectionSlug]];
    case 'board-edit':
      return [['Board id', route.boardId], ['Editing', route.view]];
    case 'section-edit':
      return [['Section id', route.sectionId]];
    case 'me':
      return [['Profile', 'your own']];
  }
}

export function BoardsApp() {
  const { route } = useSyncExternalStore(subscribeToLocation, getLocationSnapshot);
  useEffect(() => {
    if (route.area === 'boards') document.title = documentTitle(route);
  }, [route]);
  if (route.area !== 'boards') return null;

  return (
    <section className="screen" aria-labelledby="boards-heading">
      <p className="area-tag">mf-boards</p>
      <h1 id="boards-heading">{pageHeading(route)}</h1>
      <dl className="facts">
        {facts(route).map(([term, value]) => (
          <div key={term} style={{ display: 'contents' }}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p>
        <a href="/demo/summer-recipes">Board: summer-recipes</a> ·{' '}
        <a href="/demo/summer-recipes/soups/">Section: soups</a> · <a href="/pin/1002">Open pin 1002</a>
      </p>
    </section>
  );
}
