// The document title for each page, so every area titles its pages the same way.

import type { Route } from './routes';

export const SITE_NAME = 'Pinboard';

const DISCOVERY_TITLES = {
  explore: 'Explore',
  ideas: 'Ideas',
  videos: 'Videos',
  shopping: 'Shopping',
  today: 'Today',
  topics: 'Topics',
} as const;

const BUSINESS_TITLES = {
  hub: 'Business hub',
  convert: 'Convert to a business account',
  'business-access': 'Business access',
  'business-manager': 'Business manager',
  'business-hierarchy': 'Business hierarchy',
  catalogs: 'Catalogs',
  invite: 'Business invite',
  schedule_call: 'Schedule a call',
  'commerce-integrations': 'Commerce integrations',
} as const;

export function pageHeading(route: Route): string {
  switch (route.area) {
    case 'feed':
      if (route.page === 'home') return 'Home feed';
      if (route.page === 'search') return route.query ? `Search: ${route.query}` : 'Search';
      if (route.page === 'tune') return 'Tune your home feed';
      return DISCOVERY_TITLES[route.page];
    case 'closeup':
      if (route.page === 'pin-create') return 'Create Pin';
      if (route.page === 'pin-redirect') return 'Leaving Pinboard';
      return `Pin ${route.pinId}`;
    case 'boards':
      switch (route.page) {
        case 'profile':
          return route.tab === 'boards' ? `${route.username}'s profile` : `${route.username}: ${route.tab}`;
        case 'board':
          return `${route.boardSlug} by ${route.username}`;
        case 'section':
          return `${route.sectionSlug} in ${route.boardSlug} by ${route.username}`;
        case 'board-edit':
          return route.view === 'edit' ? `Edit board ${route.boardId}` : `Board ${route.boardId} collaborators`;
        case 'section-edit':
          return `Edit section ${route.sectionId}`;
        case 'me':
          return 'Your profile';
      }
      break;
    case 'business':
      return BUSINESS_TITLES[route.section];
    case 'experiences':
      if (route.page === 'settings') return 'Settings';
      if (route.page === 'cookie-policy') return 'Cookie policy';
      if (route.page === 'community-guidelines') return 'Community guidelines';
      if (route.page === 'notifications') return 'Notifications';
      if (route.page === 'inbox') return 'Inbox';
      if (route.page === 'password-reset') return 'Reset your password';
      if (route.page === 'signup-confirm') return 'Finish signing up';
      if (route.page === 'login-link') return 'Log in with your link';
      return route.page === 'login' ? 'Log in' : 'Sign up';
    case 'not-found':
      return 'Page not found';
  }
  return SITE_NAME;
}

/** A page's tab title from its heading: '{heading} · Pinboard' (for pages that learn their name). */
export function titleFor(heading: string): string {
  return `${heading} · ${SITE_NAME}`;
}

export function documentTitle(route: Route): string {
  return route.area === 'feed' && route.page === 'home' ? SITE_NAME : titleFor(pageHeading(route));
}
