// The read a route's first screen waits for, which the edge server answers inside the document so
// the first cards need no API round trip. Only home for now: it is the page most visitors land on,
// and its feed is the same call whoever shows it.

import type { ResourceName } from '../api/contract';
import type { Route } from './routes';

/** Pins per page of a grid feed; the feed asks for its pages in this size. */
export const FEED_PAGE_SIZE = 25;

export interface FirstRead {
  resource: ResourceName;
  options: Readonly<Record<string, string | number>>;
}

export function firstReadOf(route: Route): FirstRead | null {
  if (route.area === 'feed' && route.page === 'home') return { resource: 'HomefeedResource', options: { page_size: FEED_PAGE_SIZE } };
  return null;
}
