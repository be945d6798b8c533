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
  ownsRoute,
  parseRenderedFirstScreen,
  type RemoteDescriptor,
  type RemoteName,
  RENDER_FIRST_SCREEN,
  type RenderedFirstScreen,
  type Route,
} from 'shared-contracts';
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

/** A reason that repeats for every document (a build without a server render) is said once a minute. */
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

/** The layout the page said it has (LAYOUT_COOKIE), else one estimated from the browser's name. */
export function layoutOfRequest(cookieHeader: string | undefined, userAgent: string | undefined): FirstScreenLayout {
  return layoutFromCookie(fastifyCookie.parse(cookieHeader ?? '')[LAYOUT_COOKIE]) ?? estimatedLayout(isMobileAgent(userAgent));
}

export function createFirstScreens({ builds, canHold, log, now = Date.now }: FirstScreensDeps) {
  const said = new Map<string, number>();
  const kept = new Map<string, { rendered: RenderedFirstScreen & { pictures?: string }; until: number }>();
  const keep = (key: string, rendered: RenderedFirstScreen & { pictures?: string }) => {
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

  async function render(ask: FirstScreenAsk): Promise<FirstScreenMarkup | null> {
    const remote = ask.remotes.find((r) => ownsRoute(AREA_OF_REMOTE[r.name], ask.route));
    if (!remote || remote.version === 'dev' || !canHold(remote.name)) return null;
    const { name, version } = remote;
    const request = { pathname: ask.pathname, search: ask.search, reads: ask.reads, layout: ask.layout, origin: ask.origin };
    const memo = memoKeyOf(`${name}@${version}`, request);
    const known = kept.get(memo);
    if (known && known.until > now()) return { remote: name, layout: ask.layout, ...known.rendered };
    const result = await builds.call(name, version, RENDER_FIRST_SCREEN, [request]);
    const key = `${name}@${version}: ${result.ok ? 'answer' : result.reason}`;
    const where = `edge: ${ask.pathname}: ${name}@${version}'s region is left to the page`;
    // An area that does not render on the server is rendered by the page, as every area once was.
    if (!result.ok) return result.absent ? null : fallback(key, `${where} (${result.reason})`);
    try {
      const rendered = { ...parseRenderedFirstScreen(result.value), ...(ask.pictures ? { pictures: ask.pictures() } : {}) };
      keep(memo, rendered);
      return { remote: name, layout: ask.layout, ...rendered };
    } catch (error) {
      return fallback(key, `${where} (${error instanceof Error ? error.message : String(error)})`);
    }
  }

  return { render };
}
