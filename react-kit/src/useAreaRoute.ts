// Every area follows the URL the same way: the route from the shared location snapshot, and the
// document title set from it while the route is the area's own page.

import { useLayoutEffect, useSyncExternalStore } from 'react';
import { documentTitle, type Route } from 'shared-contracts/rules';
import { getLocationSnapshot, type LocationSnapshot, subscribeToLocation } from 'page-runtime';

export function useLocationSnapshot(): LocationSnapshot {
  // On the server the snapshot is the document's URL (provideServerLocation), the same the page hydrates with.
  return useSyncExternalStore(subscribeToLocation, getLocationSnapshot, getLocationSnapshot);
}

/** The current route; the tab is titled from it while it is `area`'s page. */
export function useAreaRoute(area: Route['area']): LocationSnapshot {
  const snapshot = useLocationSnapshot();
  const { route } = snapshot;
  // Before the page's own effects (a layout effect runs first), so a page that names itself more
  // precisely (a pin by its title) has the last word, even in the commit that hydrates both.
  useLayoutEffect(() => {
    if (route.area === area) document.title = documentTitle(route);
  }, [route, area]);
  return snapshot;
}
