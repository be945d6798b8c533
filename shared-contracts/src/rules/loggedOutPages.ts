// Spec section 2: 'Logged-out interaction logging classifies pages as pin, board, login, home,
// profile, ideas, ideas-root, videos, videos-category, article, shopping-spotlight, today,
// unauth-profile, shopping-root, shopping-category or other.' A visitor's impressions say which of
// these pages they were on where the grid's surface is the signed-in home feed's (AuthHomefeed),
// which a visitor never sees: the home page and the videos pages show visitors the popular feed.

import type { Surface } from './surfaces';
import type { Route } from './routes';

export const LOGGED_OUT_PAGES = [
  'pin',
  'board',
  'login',
  'home',
  'profile',
  'ideas',
  'ideas-root',
  'videos',
  'videos-category',
  'article',
  'shopping-spotlight',
  'today',
  'unauth-profile',
  'shopping-root',
  'shopping-category',
  'other',
] as const;

export type LoggedOutPage = (typeof LOGGED_OUT_PAGES)[number];

/** What an impression names as where it was seen: a grid surface, or a visitor's page class. */
export type ImpressionSurface = Surface | LoggedOutPage;

/**
 * The class of the page a route shows. Our choices where the spec names none: a today page with a
 * path is an article; search, topics, 'Tune your home feed', signup, settings and business pages
 * are 'other' (the spec's 'shopping-spotlight' and 'unauth-profile' have no route of ours).
 */
export function loggedOutPageOf(route: Route): LoggedOutPage {
  switch (route.area) {
    case 'feed':
      switch (route.page) {
        case 'home':
          return 'home';
        case 'ideas':
          return route.path.length > 0 ? 'ideas' : 'ideas-root';
        case 'videos':
          return route.path.length > 0 ? 'videos-category' : 'videos';
        case 'shopping':
          return route.path.length > 0 ? 'shopping-category' : 'shopping-root';
        case 'today':
          return route.path.length > 0 ? 'article' : 'today';
        default:
          return 'other';
      }
    case 'closeup':
      return route.page === 'pin' ? 'pin' : 'other';
    case 'boards':
      if (route.page === 'board' || route.page === 'section') return 'board';
      return route.page === 'profile' ? 'profile' : 'other';
    case 'experiences':
      return route.page === 'login' ? 'login' : 'other';
    default:
      return 'other';
  }
}

/** The signed-in home feed's surface: never a visitor's. */
export const SIGNED_IN_ONLY_SURFACES: ReadonlySet<Surface> = new Set<Surface>(['AuthHomefeed']);

/**
 * The surface an impression carries: the grid's, except that a visitor on a grid whose surface is
 * a signed-in one carries the class of the page they are on.
 */
export function impressionSurface(surface: Surface, isAuth: boolean, route: Route): ImpressionSurface {
  return !isAuth && SIGNED_IN_ONLY_SURFACES.has(surface) ? loggedOutPageOf(route) : surface;
}
