// The edge server's part in a server-rendered first screen: the route's area, of the version this
// document is served, renders it in its server build (renderFirstScreen) from the reads the edge
// server answered as the visitor. Anything that goes wrong (no server build, one that throws, is
// too slow, or was tampered with and fails its integrity check) leaves that area's region to the
// page, which renders it as before, said in one log line; the rest of the document is unaffected.

import { fastifyCookie } from '@fastify/cookie';
import { createHash } from 'node:crypto';
import {
  AREA_OF_REMOTE,
  estimatedLayout,
  type FirstReadAnswer,
  type FirstScreenLayout,
  type FirstScreenRequest,
  isMobileAgent,
  LAYOUT_COOKIE,
  layoutFromCookie,
  parseRenderedFirstScreen,
  type RemoteDescriptor,
  type RemoteName,
  PIN_GRID_SLOT_ATTRIBUTE,
  RENDER_FIRST_SCREEN,
  RENDER_PIN_GRID,
  type RenderedFirstScreen,
} from 'shared-contracts/platform';
import { ownsRoute, type Route } from 'shared-contracts/rules';
import type { AreaServerBuilds } from './areaServerBuilds';
import type { FirstScreenMarkup } from './document';
import { answerText, withUnauthId } from './firstRead';

export interface FirstScreenAsk {
  route: Route;
  pathname: string;
  search: string;
  remotes: readonly RemoteDescriptor[];
  reads: FirstReadAnswer[];
  layout: FirstScreenLayout;
  /** The site's origin, for the absolute URLs of an area's head tags. */
  origin: string;
  /** The document's picture preloads for these reads (firstScreenPreloads): kept with the render, as they are its reads'. */
  pictures?: () => string;
}

export interface FirstScreensDeps {
  builds: Pick<AreaServerBuilds, 'call'>;
  /** Whether the shell's document has the area's element, empty, to put the markup in. */
  canHold: (remote: RemoteName) => boolean;
  log: (line: string) => void;
  now?: () => number;
}

/** A build that fails for every document is said once a minute. */
const REPEAT_AFTER_MS = 60_000;
/**
 * A render is a function of its request alone (the build's version, the path, the reads' answers,
 * the layout), so an answer is kept for the same request: the same page for every visitor who reads
 * the same feed, and a person's own (their session is among the reads) only for them. The reads
 * carry the data, so a changed feed is a new request, never a stale page.
 */
const KEPT_RENDERS = 200;
const KEPT_FOR_MS = 60_000;

/**
 * The request as the kept renders know it: each read by the text the API answered (not parsed and
 * written again), and without the visitor's own id (the session's `unauthId`, part of no page), so
 * every visitor who reads the same feed shares one render.
 */
function memoKeyOf(remote: string, request: FirstScreenRequest): string {
  const { reads, ...rest } = request;
  const hash = createHash('sha256').update(JSON.stringify([remote, rest, reads.map((read) => read.path)]));
  for (const read of reads) {
    const anyones = withUnauthId(read, null);
    const written = (anyones === read ? answerText(read) : undefined) ?? JSON.stringify(anyones.body);
    hash.update(`\n${written.length}\n`).update(written);
  }
  return hash.digest('base64');
}

/** A rendered screen as kept: with its pictures' preloads, and whether the feed's grid is in it. */
type KeptScreen = RenderedFirstScreen & { pictures?: string; gridRendered?: true };

/** An attribute's value as React writes it in markup (its escapeTextForBrowser). */
const REACT_ESCAPES: Readonly<Record<string, string>> = { '"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' };

/** The empty element another area's screen holds for the feed's grid of this key (PinGridHost). */
function gridElement(key: string): RegExp {
  const value = key.replace(/["&'<>]/g, (c) => REACT_ESCAPES[c] ?? c).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(<div ${PIN_GRID_SLOT_ATTRIBUTE}="${value}"[^>]*>)(</div>)`);
}

/** Two dehydrated query caches as one (TanStack Query's { queries, mutations }); null if either is not one. */
function mergedQueryStates(first: unknown, second: unknown): { queries: unknown[]; mutations: unknown[] } | null {
  const parts = [first, second].map((state) => (typeof state === 'object' && state !== null ? state : {}) as Record<string, unknown>);
  if (!parts.every((part) => Array.isArray(part.queries) && Array.isArray(part.mutations))) return null;
  return {
    queries: parts.flatMap((part) => part.queries as unknown[]),
    mutations: parts.flatMap((part) => part.mutations as unknown[]),
  };
}

/** The layout the page said it has (LAYOUT_COOKIE), else one estimated from the browser's name. */
export function layoutOfRequest(cookieHeader: string | undefined, userAgent: string | undefined): FirstScreenLayout {
  return layoutFromCookie(fastifyCookie.parse(cookieHeader ?? '')[LAYOUT_COOKIE]) ?? estimatedLayout(isMobileAgent(userAgent));
}

export function createFirstScreens({ builds, canHold, log, now = Date.now }: FirstScreensDeps) {
  const said = new Map<string, number>();
  const kept = new Map<string, { rendered: KeptScreen; until: number }>();
  const rendering = new Map<string, Promise<KeptScreen | null>>();
  const keep = (key: string, rendered: KeptScreen) => {
    kept.delete(key);
    kept.set(key, { rendered, until: now() + KEPT_FOR_MS });
    // The oldest goes first (a Map keeps insertion order).
    for (const oldest of kept.keys()) {
      if (kept.size <= KEPT_RENDERS) break;
      kept.delete(oldest);
    }
  };
  const fallback = (key: string, line: string): null => {
    const last = said.get(key);
    if (last === undefined || now() - last >= REPEAT_AFTER_MS) {
      said.set(key, now());
      log(line);
    }
    return null;
  };

  /** Calls a server build and checks its answer; null (said in one log line, unless it has no such function) when it cannot. */
  async function rendered(remote: RemoteDescriptor, fn: string, request: object, where: string): Promise<RenderedFirstScreen | null> {
    const { name, version } = remote;
    const result = await builds.call(name, version, fn, [request]);
    // One line a minute for a build's function, whatever the reason: a slow render whose build is
    // then paused says so once, not once as late and again as paused.
    const key = `${name}@${version} ${fn}`;
    // An area that does not render on the server is rendered by the page, as every area once was.
    if (!result.ok) return result.absent ? null : fallback(key, `${where} (${result.reason})`);
    try {
      return parseRenderedFirstScreen(result.value);
    } catch (error) {
      return fallback(key, `${where} (${error instanceof Error ? error.message : String(error)})`);
    }
  }

  /**
   * The feed's grids the screen shows, each rendered by the feed's server build (of the version this
   * document is served) into its element: one markup, one set of styles, one query cache for the
   * page. A grid whose pins are not among the document's reads, or that cannot be rendered, is left
   * to the page to mount, as before.
   */
  async function withGrids(
    screen: RenderedFirstScreen,
    ask: FirstScreenAsk,
    request: FirstScreenRequest,
  ): Promise<{ composed: RenderedFirstScreen & { gridRendered?: true }; whole: boolean }> {
    const { grids, ...rest } = screen;
    const feed = ask.remotes.find((r) => r.name === 'mf_feed');
    if (!grids || !feed || feed.version === 'dev') return { composed: rest, whole: true };
    let composed: RenderedFirstScreen & { gridRendered?: true } = rest;
    let whole = true;
    for (const [slot, grid] of grids.entries()) {
      const element = gridElement(grid.feed.key);
      if (!ask.reads.some((read) => read.path.startsWith(`/resource/${grid.feed.resource}/`)) || !element.test(composed.html)) continue;
      const where = `edge: ${ask.pathname}: ${feed.name}@${feed.version}'s grid is left to the page`;
      const inside = await rendered(feed, RENDER_PIN_GRID, { ...request, grid, slot }, where);
      const queryState = inside && mergedQueryStates(composed.queryState, inside.queryState);
      if (!inside || !queryState) {
        whole = false;
        continue;
      }
      composed = {
        ...composed,
        html: composed.html.replace(element, (_all, open: string, close: string) => `${open}${inside.html}${close}`),
        css: composed.css + inside.css,
        queryState,
        readsUsed: [...new Set([...composed.readsUsed, ...inside.readsUsed])],
        gridRendered: true,
      };
    }
    return { composed, whole };
  }

  /** The area's screen with its grids, rendered; kept unless a grid was left to the page. */
  async function renderedScreen(remote: RemoteDescriptor, ask: FirstScreenAsk, request: FirstScreenRequest, memo: string) {
    const where = `edge: ${ask.pathname}: ${remote.name}@${remote.version}'s region is left to the page`;
    const screen = await rendered(remote, RENDER_FIRST_SCREEN, request, where);
    if (!screen) return null;
    const { composed: withGrid, whole } = await withGrids(screen, ask, request);
    const composed: KeptScreen = { ...withGrid, ...(ask.pictures ? { pictures: ask.pictures() } : {}) };
    // A screen whose grid the feed could not render is not kept: the next document asks again.
    if (whole) keep(memo, composed);
    return composed;
  }

  /** The route's area as it would render a first screen: of the version served, not a dev server's, with an element to hold it. */
  function areaOf(route: Route, remotes: readonly RemoteDescriptor[]): RemoteDescriptor | undefined {
    const remote = remotes.find((r) => ownsRoute(AREA_OF_REMOTE[r.name], route));
    return remote && remote.version !== 'dev' && canHold(remote.name) ? remote : undefined;
  }

  async function render(ask: FirstScreenAsk): Promise<FirstScreenMarkup | null> {
    const remote = areaOf(ask.route, ask.remotes);
    if (!remote) return null;
    const { name, version } = remote;
    const request = { pathname: ask.pathname, search: ask.search, reads: ask.reads, layout: ask.layout, origin: ask.origin };
    // The feed's version too: its grid may be part of the screen.
    const feed = ask.remotes.find((r) => r.name === 'mf_feed');
    const memo = memoKeyOf(`${name}@${version} ${feed?.version ?? ''}`, request);
    const known = kept.get(memo);
    if (known && known.until > now()) return { remote: name, layout: ask.layout, ...known.rendered };
    // Documents asked at once for the same screen (a page just shared, a cold start) wait for one
    // render, not one each queued in the render thread.
    let pending = rendering.get(memo);
    if (!pending) {
      pending = renderedScreen(remote, ask, request, memo).finally(() => rendering.delete(memo));
      rendering.set(memo, pending);
    }
    const composed = await pending;
    return composed ? { remote: name, layout: ask.layout, ...composed } : null;
  }

  return { areaOf, render };
}
