// The read a route's first screen waits for, which the edge server answers inside the document so
// the first screen needs no API round trip: home's feed (the page most visitors land on), a pin
// page's pin, and a board or section page's board, without which it cannot ask for the board's pins.

import type { ResourceName } from '../api/contract';
import type { Route } from './routes';

/** Pins per page of a grid feed; the feed asks for its pages in this size. */
export const FEED_PAGE_SIZE = 25;

export interface FirstRead {
  resource: ResourceName;
  options: Readonly<Record<string, string | number>>;
}

/** How a board page asks for its board: the same options here and in the page, so the answers match. */
export function boardReadOptions(route: { username: string; boardSlug: string }): { username: string; slug: string } {
  return { username: route.username, slug: route.boardSlug };
}

export function firstReadOf(route: Route): FirstRead | null {
  if (route.area === 'feed' && route.page === 'home') return { resource: 'HomefeedResource', options: { page_size: FEED_PAGE_SIZE } };
  if (route.area === 'closeup' && route.page === 'pin') return { resource: 'PinResource', options: { id: route.pinId } };
  if (route.area === 'boards' && (route.page === 'board' || route.page === 'section')) {
    return { resource: 'BoardResource', options: boardReadOptions(route) };
  }
  return null;
}
