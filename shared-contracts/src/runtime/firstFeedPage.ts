// The first page of a grid route's feed, as the edge server writes it into the document (a JSON
// script element) for the shell to put in the page's query cache before the feed area asks.

import type { ApiPin, ApiSession } from '../api/apiTypes';
import type { PinFeedRequest } from './exposedModules';

export const FIRST_FEED_PAGE_ELEMENT_ID = 'pinboard-first-page';

export interface FirstFeedPage {
  /** The session the page was read for: the cards show what this viewer saved, and are logged as theirs. */
  session: ApiSession;
  feed: PinFeedRequest;
  pageSize: number;
  page: { data: ApiPin[]; bookmark: string | null };
}

const PIN_FEEDS: ReadonlySet<string> = new Set<PinFeedRequest['resource']>(['HomefeedResource', 'InterestFeedResource']);

/** The document's first page, its frame checked (the pins are the API's own answer, as any read's); throws on anything else. */
export function parseFirstFeedPage(input: unknown): FirstFeedPage {
  const { session, feed, pageSize, page } = (input ?? {}) as Partial<Record<keyof FirstFeedPage, unknown>>;
  const viewer = (session as { viewer?: { isAuth?: unknown } } | null | undefined)?.viewer;
  if (typeof viewer?.isAuth !== 'boolean') throw new Error('first feed page: "session" is not a session');
  const { resource, options } = (feed ?? {}) as { resource?: unknown; options?: unknown };
  if (typeof resource !== 'string' || !PIN_FEEDS.has(resource) || typeof options !== 'object' || options === null) {
    throw new Error('first feed page: "feed" is not a grid feed');
  }
  if (typeof pageSize !== 'number' || !Number.isInteger(pageSize) || pageSize <= 0)
    throw new Error('first feed page: "pageSize" must be a positive integer');
  const { data, bookmark } = (page ?? {}) as { data?: unknown; bookmark?: unknown };
  if (
    !Array.isArray(data) ||
    data.some((pin) => typeof pin !== 'object' || pin === null || typeof (pin as { id?: unknown }).id !== 'string')
  ) {
    throw new Error('first feed page: "page.data" must be a list of pins');
  }
  if (bookmark !== null && typeof bookmark !== 'string') throw new Error('first feed page: "page.bookmark" must be a string or null');
  return input as FirstFeedPage;
}
