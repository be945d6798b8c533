// The read a route's first screen waits for, which the edge server answers inside the document so
// the first screen needs no API round trip (nor the HTTP client, which loads after it): home's feed
// (the page most visitors land on), a pin page's pin, a board or section page's board, without
// which it cannot ask for the board's pins, a profile's user, a topic's page (/ideas/{name}/{id}/,
// /topics/{name}/) its topic, and a search tab's first results.

import type { ResourceName } from '../api/contract';
import type { Route } from './routes';
import { pinSearchRead, searchQueryOf, searchResultsOptions, searchTabOf } from './searchTabs';

/** Pins per page of a grid feed; the feed asks for its pages in this size. */
export const FEED_PAGE_SIZE = 25;
/** The most boards a profile or the board picker lists: one page (the API's largest). */
export const BOARDS_SHOWN = 100;

export interface FirstRead {
  resource: ResourceName;
  options: Readonly<Record<string, string | number>>;
}

const objectOr = (value: unknown): object => (typeof value === 'object' && value !== null ? value : {});

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
  if (route.area === 'boards' && route.page === 'profile') return { resource: 'UserResource', options: { username: route.username } };
  if (route.area === 'feed' && route.page === 'search') return searchReadOf(route.scope, route.query);
  const topic = topicNameOf(route);
  if (topic) return { resource: 'TopicResource', options: { topic } };
  return null;
}

/** The topic a topic's page names (its first path segment under /ideas/ or /topics/), if it is one. */
function topicNameOf(route: Route): string | null {
  if (route.area !== 'feed' || (route.page !== 'ideas' && route.page !== 'topics')) return null;
  const [name] = route.path;
  return name ? name : null;
}

/** A search tab's first page, as the tab asks for it; none before anything is asked. */
function searchReadOf(scope: string, rawQuery: string): FirstRead | null {
  const query = searchQueryOf(rawQuery);
  if (!query) return null;
  const tab = searchTabOf(scope);
  if (tab === 'boards') return { resource: 'BoardSearchResource', options: searchResultsOptions(query) };
  if (tab === 'users') return { resource: 'UserSearchResource', options: searchResultsOptions(query) };
  const feed = pinSearchRead(query, scope);
  return { resource: feed.resource, options: { ...feed.options, page_size: FEED_PAGE_SIZE } };
}

/**
 * The read a route's first screen makes once it has the first read's answer (its `data`), with the
 * options the page asks with, so the answer primed is the one it takes: a board or section page's
 * first page of pins, a pin page's pinner (the follower count beside the name), and a profile's
 * Pins. Null for other routes, an answer without what the read needs, or a board that has no such section.
 */
export function followUpReadOf(route: Route, firstData: () => unknown): FirstRead | null {
  // A profile's created or saved Pins (the feed's grid). Not its boards: each card says how long ago
  // it was saved to ('5m'), which a page hydrating a minute later would write differently.
  if (route.area === 'boards' && route.page === 'profile') {
    const { username, tab } = route;
    return tab === 'boards' ? null : { resource: 'UserPinsResource', options: { username, kind: tab, page_size: FEED_PAGE_SIZE } };
  }
  // A topic's Pins, as its grid asks for them: by the URL name the topic's answer gives.
  if (topicNameOf(route)) {
    const { interest } = objectOr(firstData()) as { interest?: unknown };
    const { urlName } = objectOr(interest) as { urlName?: unknown };
    return typeof urlName === 'string' && urlName !== ''
      ? { resource: 'InterestFeedResource', options: { interest: urlName, page_size: FEED_PAGE_SIZE } }
      : null;
  }
  const pin = route.area === 'closeup' && route.page === 'pin';
  const board = route.area === 'boards' && (route.page === 'board' || route.page === 'section');
  // Another route's first answer (a screen of pins) is not even looked at.
  if (!pin && !board) return null;
  const first = firstData();
  const answer = (typeof first === 'object' && first !== null ? first : {}) as { id?: unknown; sections?: unknown; pinner?: unknown };
  if (pin) {
    const { username } = (typeof answer.pinner === 'object' && answer.pinner !== null ? answer.pinner : {}) as { username?: unknown };
    return typeof username === 'string' ? { resource: 'UserResource', options: { username } } : null;
  }
  if (route.area !== 'boards' || (route.page !== 'board' && route.page !== 'section') || typeof answer.id !== 'string') return null;
  if (route.page === 'board') return { resource: 'BoardFeedResource', options: { board_id: answer.id, page_size: FEED_PAGE_SIZE } };
  const section = (Array.isArray(answer.sections) ? (answer.sections as unknown[]) : []).find(
    (s): s is { id: string } =>
      typeof s === 'object' &&
      s !== null &&
      (s as { slug?: unknown }).slug === route.sectionSlug &&
      typeof (s as { id?: unknown }).id === 'string',
  );
  return section ? { resource: 'BoardSectionPinsResource', options: { section_id: section.id, page_size: FEED_PAGE_SIZE } } : null;
}
