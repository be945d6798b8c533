// The first page of a grid route's feed, read through the site's own API (in process, with the
// visitor's cookies, so it is exactly what the page would have asked for) and written into the
// document: the shell puts it in the page's query cache and the first cards need no round trip.

import type { FastifyInstance } from 'fastify';
import {
  FEED_PAGE_SIZE,
  isGridRoute,
  pinFeedOfRoute,
  type ApiPin,
  type ApiSession,
  type FirstFeedPage,
  type ResourceResponse,
  type Route,
} from 'shared-contracts';

/** Undefined for a route that is no grid, or when the read fails (the page then reads it itself). */
export async function readFirstFeedPage(
  app: FastifyInstance,
  route: Route,
  headers: { cookie?: string | undefined; 'user-agent'?: string | undefined },
): Promise<FirstFeedPage | undefined> {
  if (!isGridRoute(route)) return undefined;
  const feed = pinFeedOfRoute(route);
  // In the order the page's client writes it, so both share the API's cached answer.
  const query = new URLSearchParams({ ...(feed.options as Record<string, string>), page_size: String(FEED_PAGE_SIZE) });
  const headersOut = {
    accept: 'application/json',
    ...(headers.cookie ? { cookie: headers.cookie } : {}),
    ...(headers['user-agent'] ? { 'user-agent': headers['user-agent'] } : {}),
  };
  // The API's answer to a read, as the page's client would get it; undefined unless it succeeded.
  const read = async <T>(url: string) => {
    const answer = await app.inject({ method: 'GET', url, headers: headersOut });
    if (answer.statusCode !== 200) return undefined;
    const envelope = (JSON.parse(answer.body) as ResourceResponse<T>).resource_response;
    return envelope.status === 'success' && envelope.data !== null
      ? { data: envelope.data, bookmark: envelope.bookmark ?? null }
      : undefined;
  };
  const [session, pins] = await Promise.all([
    read<ApiSession>('/resource/UserSessionResource/get/'),
    read<ApiPin[]>(`/resource/${feed.resource}/get/?${query.toString()}`),
  ]);
  if (!session || !pins) return undefined;
  return { session: session.data, feed, pageSize: FEED_PAGE_SIZE, page: pins };
}
