// The search page's tabs (spec section 3's search scopes pins, boards and users, at
// /search/{scope}?q=): which tab a scope shows, each tab's link, and what a tab says when nothing
// matches or nothing was asked. Pin scopes other than pins (videos, buyable_pins, my_pins) are
// searched as themselves under the Pins tab; an unknown scope is a pin search.

import type { PinFeedRequest } from '../platform/exposedModules';
import { SEARCH_QUERY_MAX_LENGTH } from './searchLimits';
import { cutText } from './textCuts';

export type SearchTab = 'pins' | 'boards' | 'users';
export type PinSearchScope = 'pins' | 'videos' | 'buyable_pins' | 'my_pins';

export const SEARCH_TABS: ReadonlyArray<{ tab: SearchTab; label: string }> = [
  { tab: 'pins', label: 'Pins' },
  { tab: 'boards', label: 'Boards' },
  { tab: 'users', label: 'People' },
];

/** Shown on the search page before anything is asked (the header's search box is on every page). */
export const SEARCH_PROMPT_TITLE = 'Search for ideas, boards and people.';
export const SEARCH_PROMPT_TEXT = 'Try a dish, a place, a hobby or someone’s name.';

const PIN_SCOPES: ReadonlySet<string> = new Set<PinSearchScope>(['pins', 'videos', 'buyable_pins', 'my_pins']);

/** The words to search for: trimmed, and no longer than the API takes. '' when there are none. */
export function searchQueryOf(raw: string): string {
  return cutText(raw.trim(), SEARCH_QUERY_MAX_LENGTH).trim();
}

export function searchTabOf(scope: string): SearchTab {
  return scope === 'boards' || scope === 'users' ? scope : 'pins';
}

/** The pin scope a pins-tab URL asks for; an unknown one is plain pins. */
export function pinSearchScopeOf(scope: string): PinSearchScope {
  return PIN_SCOPES.has(scope) ? (scope as PinSearchScope) : 'pins';
}

/** A tab's link, keeping the query (none when there is none). */
export function searchTabHref(tab: SearchTab, query: string): string {
  const words = query.trim();
  return words ? `/search/${tab}?q=${encodeURIComponent(words)}` : `/search/${tab}`;
}

const NOUNS: Record<SearchTab, string> = { pins: 'Pins', boards: 'boards', users: 'people' };

/** A tab's honest empty state: 'No boards match “pasta”.' */
export function searchEmptyText(tab: SearchTab, query: string): string {
  return `No ${NOUNS[tab]} match “${query}”.`;
}

/** Boards or people per page of the search page's Boards and People tabs (Show more asks for the next). */
export const SEARCH_PAGE_SIZE = 25;

/** The feed the Pins tab shows: the same here, in the page's grid and in the document's first read, so the answers match. */
export function pinSearchRead(query: string, scope: string): Extract<PinFeedRequest, { resource: 'BaseSearchResource' }> {
  return { resource: 'BaseSearchResource', options: { query, scope: pinSearchScopeOf(scope) } };
}

/** How the Boards and People tabs ask for their first page (a later one adds its bookmark). */
export function searchResultsOptions(query: string): { query: string; page_size: number } {
  return { query, page_size: SEARCH_PAGE_SIZE };
}
