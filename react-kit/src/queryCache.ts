// The page's one query cache (TanStack Query), created by the shell and handed to every area
// through this singleton module, so a board read by the picker is the same cache entry the board
// page shows. Keys are per resource: ['api', resource, options], so a write can invalidate every
// read of the resources it changes.

import { type DehydratedState, hydrate, QueryClient, type QueryKey } from './queryLibrary';
import { type ApiClient, type EventBus, type ResourcePage, showingTraversedEntry } from 'page-runtime';
import {
  type ApiGridPin,
  type ReadableResource,
  type ResourceAnswer,
  type ResourceName,
  type ResourceOptions,
  type RouteAnswer,
  type RouteKey,
  type RouteRequest,
} from 'shared-contracts/api';
import { type EventMap, type PinFeedRequest } from 'shared-contracts/platform';
import { savedOverlayHref } from 'shared-contracts/rules';

/** Reads stay fresh for 30 s; the API client already retries reads that fail on the network. */
export function createPageQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, retry: false, refetchOnWindowFocus: false } },
  });
}

let pageClient: QueryClient | null = null;

/** The cache a server render put in the document (PlatformConfig.firstScreen); anything else is left out and the page reads itself. */
export function hydrateFirstScreen(client: QueryClient, state: unknown): void {
  const { queries, mutations } = (typeof state === 'object' && state !== null ? state : {}) as Record<string, unknown>;
  if (Array.isArray(queries) && Array.isArray(mutations)) hydrate(client, state as DehydratedState);
}

/** Called once by the shell at start. */
export function provideQueryClient(client: QueryClient): void {
  pageClient = client;
}

/** The shell's query client; one made here when no shell runs (an area's own tests or dev page). */
export function pageQueryClient(): QueryClient {
  pageClient ??= createPageQueryClient();
  return pageClient;
}

export function resourceKey<R extends ResourceName>(resource: R, options?: object): QueryKey {
  return options === undefined ? ['api', resource] : ['api', resource, options];
}

/** A resource read as a query: its key and the call that answers it. */
export function resourceQuery<R extends ReadableResource>(client: ApiClient, resource: R, options: ResourceOptions<R, 'get'>) {
  return {
    queryKey: resourceKey(resource, options),
    queryFn: async (): Promise<ResourceAnswer<R, 'get'>> => (await client.read(resource, ...([options] as never))).data,
  };
}

/** The routes that read ('GET /vx/business/:business_id/dashboard/'): the ones a query may cache. */
export type ReadableRoute = Extract<RouteKey, `GET ${string}`>;

/** A route read's key: ['api', route] then its parameters and query, so a write can invalidate every read of a route. */
export function routeKey<K extends ReadableRoute>(route: K, request?: RouteRequest<K>): QueryKey {
  return request === undefined ? ['api', route] : ['api', route, request];
}

/** A route read as a query: its key and the call that answers it. */
export function routeQuery<K extends ReadableRoute>(client: ApiClient, route: K, request: RouteRequest<K>) {
  return {
    queryKey: routeKey(route, request),
    queryFn: (): Promise<RouteAnswer<K>> => client.send(route, request),
  };
}

/** Marks every read of these routes stale (and refetches the ones on screen). */
export async function invalidateRoutes(client: QueryClient, routes: readonly ReadableRoute[]): Promise<void> {
  await Promise.all(routes.map((route) => client.invalidateQueries({ queryKey: routeKey(route) })));
}

/**
 * Lists read page by page are kept half an hour once no screen shows them, and a screen reached with
 * Back or Forward shows them as they were left (every page loaded, saves since then applied by
 * recordSavesInCache) without reading them again; one reached by a link reads them again when stale.
 */
export const KEPT_FOR_BACK = {
  gcTime: 30 * 60_000,
  refetchOnMount: (): boolean => !showingTraversedEntry(),
} as const;

/** A pin feed read page by page with the API's bookmarks, as an infinite query. */
export function pinFeedQuery(client: ApiClient, feed: PinFeedRequest, pageSize: number) {
  return {
    queryKey: resourceKey(feed.resource, { ...feed.options, page_size: pageSize }),
    queryFn: ({ pageParam }: { pageParam: string | null }): Promise<ResourcePage<ApiGridPin[]>> =>
      client.read(feed.resource, ...([{ ...feed.options, page_size: pageSize, ...(pageParam ? { bookmark: pageParam } : {}) }] as never)),
    initialPageParam: null as string | null,
    getNextPageParam: (last: ResourcePage<ApiGridPin[]>) => last.bookmark,
  };
}

/** What a save or unsave changes: boards (counts, covers, the picker's order) and the pin lists. */
export const RESOURCES_A_SAVE_CHANGES: readonly ResourceName[] = [
  'BoardsResource',
  'BoardResource',
  'BoardSectionsResource',
  'BoardFeedResource',
  'BoardSectionPinsResource',
  'UserPinsResource',
  'UserResource',
];

/** What editing a board, a section or its people changes: every read of boards and sections. */
export const RESOURCES_A_BOARD_EDIT_CHANGES: readonly ResourceName[] = [
  'BoardsResource',
  'BoardResource',
  'BoardSectionsResource',
  'BoardSectionResource',
  'BoardCollaboratorsResource',
];

/**
 * Saves and unsaves from any area change boards and pin lists: the cache follows the bus. Every
 * cached pin of the save records it at once (a screen shown again from the cache, by Back, shows
 * it without a read), and the reads a save changes are read again.
 */
export function invalidateOnSaves(events: EventBus<EventMap>, client: QueryClient): () => void {
  const refresh = () => void invalidateResources(client, RESOURCES_A_SAVE_CHANGES);
  const offs = [
    events.on('pin/saved', (saved) => {
      recordInCachedPins(client, (pin) =>
        pin.id === saved.pinId || pin.id === saved.originalPinId
          ? { ...pin, savedInfo: { boardId: saved.target?.boardId ?? '', pinId: saved.savedPinId, url: savedOverlayHref(saved.target) } }
          : pin,
      );
      refresh();
    }),
    events.on('pin/unsaved', (unsaved) => {
      recordInCachedPins(client, (pin) => {
        if (unsaved.deleted && pin.id === unsaved.savedPinId) return null;
        return pin.id === unsaved.pinId || pin.savedInfo?.pinId === unsaved.savedPinId ? { ...pin, savedInfo: null } : pin;
      });
      refresh();
    }),
  ];
  return () => offs.forEach((off) => off());
}

type CachedPin = Pick<ApiGridPin, 'id' | 'savedInfo'>;

function isCachedPin(value: unknown): value is CachedPin {
  return typeof value === 'object' && value !== null && 'id' in value && 'savedInfo' in value;
}

/** A list of pins with `change` applied (null: the pin is gone); the same list when nothing changed. */
function changedPins(list: unknown[], change: (pin: CachedPin) => CachedPin | null): unknown[] {
  let changed = false;
  const after = list.flatMap((item) => {
    if (!isCachedPin(item)) return [item];
    const next = change(item);
    if (next !== item) changed = true;
    return next ? [next] : [];
  });
  return changed ? after : list;
}

/** The same answer with `change` applied to its pins (a pin, a list, or a list's pages), or the same object. */
function changedAnswer(data: unknown, change: (pin: CachedPin) => CachedPin | null): unknown {
  if (Array.isArray(data)) return changedPins(data, change);
  if (isCachedPin(data)) return change(data) ?? data;
  if (typeof data === 'object' && data !== null && 'pages' in data && Array.isArray(data.pages)) {
    let changed = false;
    const pages = data.pages.map((page: unknown) => {
      if (typeof page !== 'object' || page === null || !('data' in page) || !Array.isArray(page.data)) return page;
      const pins = changedPins(page.data, change);
      if (pins === page.data) return page;
      changed = true;
      return { ...page, data: pins };
    });
    return changed ? { ...data, pages } : data;
  }
  return data;
}

/**
 * Applies a change to every pin the cache holds, keeping each answer's age (its freshness is not
 * renewed). A pin read by itself that is gone (deleted) is dropped, so its page reads it again and
 * says it is not there, instead of showing it from the cache.
 */
function recordInCachedPins(client: QueryClient, change: (pin: CachedPin) => CachedPin | null): void {
  for (const query of client.getQueryCache().findAll({ queryKey: ['api'] })) {
    const before: unknown = query.state.data;
    if (isCachedPin(before) && change(before) === null) {
      client.removeQueries({ queryKey: query.queryKey, exact: true });
      continue;
    }
    const after = changedAnswer(before, change);
    if (after !== before) client.setQueryData(query.queryKey, after, { updatedAt: query.state.dataUpdatedAt });
  }
}

/**
 * Another person signed in or out: nothing read for the last one may show to the next. Answers no
 * screen shows are dropped; the shown ones are read again for the new viewer.
 */
export function forgetOnAuthChange(events: EventBus<EventMap>, client: QueryClient): () => void {
  return events.on('auth/changed', () => {
    client.removeQueries({ type: 'inactive' });
    void client.invalidateQueries();
  });
}

export async function invalidateResources(client: QueryClient, resources: readonly ResourceName[]): Promise<void> {
  await Promise.all(resources.map((resource) => client.invalidateQueries({ queryKey: resourceKey(resource) })));
}
