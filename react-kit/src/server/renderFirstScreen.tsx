// An area's first screen rendered on the edge server, from the same root component the page
// mounts: the route, the visitor's session and the layout set as the page will have them, the reads
// the edge server answered put in the query cache by the area's own queries (a first render finds
// which reads the screen makes, each is answered from the document's reads, and the screen is
// rendered again until no new read it can answer appears), then the markup and the dehydrated cache,
// and the area's own tags for the document's head, written from what the screen read.

import type { ComponentType } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { provideFirstScreenLayout, provideServerLocation, serveOnlyReads, session, unusedReads } from 'page-runtime';
import type { FirstScreenRequest, RenderedFirstScreen } from 'shared-contracts/platform';
import type { ReadableResource, ResourceAnswer, ResourceOptions } from 'shared-contracts/api';
import { createPageQueryClient, provideQueryClient, resourceKey } from '../queryCache';
import { dehydrate, type QueryClient } from '../queryLibrary';
import { collectEmbeddedGrids, collectedEmbeddedGrids } from '../embeddedGrids';
import { moveStylesToClasses } from './serverStyles';

/** What the first screen read, for the area's head tags: a resource's answer as its query cached it, if it did. */
export interface FirstScreenReads {
  resource: <R extends ReadableResource>(resource: R, options: ResourceOptions<R, 'get'>) => ResourceAnswer<R, 'get'> | undefined;
}

/** The area's tags for the document's <head> (FirstScreenRequest's origin makes URLs absolute); '' for none. */
export type FirstScreenHead = (reads: FirstScreenReads, request: FirstScreenRequest) => string;

/** A boundary whose content React sends apart, for an inline script to move in. */
const PENDING_BOUNDARY = '<!--$?-->';

/** Reads that appear only once an earlier one is in (a board, then its pins): this many rounds at most. */
const MAX_ROUNDS = 3;
/**
 * React writes a preload before the markup for every picture it renders; the document preloads only
 * the first row's, as the page always has (firstScreenPreloads), so these are dropped.
 */
const LEADING_LINKS = /^(?:<link [^<>]*\/?>)+/;

// The page runtime's state (location, session, reads, cache) is one per build: one render at a time.
let queue: Promise<unknown> = Promise.resolve();

/** Answers each query the render made that is waiting; whether any was answered. */
async function answerWaitingReads(client: QueryClient): Promise<boolean> {
  const waiting = client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle');
  await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
  // A read the document did not answer stays the page's to make: it renders as still loading.
  for (const query of client.getQueryCache().getAll()) if (query.state.status === 'error') client.getQueryCache().remove(query);
  return waiting.some((query) => query.state.status === 'success');
}

/**
 * The markup once every part is ready (a lazy part's code is in the server build). A part that threw
 * would be left by React for the page to render, and the page would report it as an error: the
 * whole area is left to the page instead, with the first reason.
 */
async function markupOf(Root: ComponentType): Promise<string> {
  const failures: string[] = [];
  const onError = (error: unknown) => {
    failures.push(error instanceof Error ? error.message : String(error));
  };
  // Every part in place: past this many bytes React would send later parts apart, to be moved in by
  // inline scripts, which the page's policy forbids.
  const { prelude } = await prerenderToNodeStream(<Root />, { onError, progressiveChunkSize: Number.POSITIVE_INFINITY });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  if (failures.length > 0) throw new Error(`a part of the first screen failed to render on the server: ${failures[0]}`);
  if (html.includes(PENDING_BOUNDARY)) throw new Error('a part of the first screen would need an inline script to be put in place');
  return html;
}

export interface RenderOptions {
  /** The area's tags for the document's head (none by default). */
  head?: FirstScreenHead;
  /** Names this render's moved-style classes apart from another's in the same document (an embedded grid's). */
  styleNamespace?: string;
}

async function render(Root: ComponentType, request: FirstScreenRequest, options: RenderOptions): Promise<RenderedFirstScreen> {
  provideServerLocation(request.pathname, request.search);
  provideFirstScreenLayout(request.layout);
  serveOnlyReads(request.reads);
  // The visitor's session from the document's reads, through the page's own store (none read: unknown, as on the page).
  session.forget();
  await session.load().catch(() => undefined);
  const client = createPageQueryClient();
  provideQueryClient(client);
  collectEmbeddedGrids();
  let html = await markupOf(Root);
  for (let round = 0; round < MAX_ROUNDS && (await answerWaitingReads(client)); round += 1) {
    collectEmbeddedGrids();
    html = await markupOf(Root);
  }
  const grids = collectedEmbeddedGrids();
  const hints = LEADING_LINKS.exec(html)?.[0] ?? '';
  const moved = moveStylesToClasses(html.slice(hints.length), options.styleNamespace);
  const queryState = dehydrate(client);
  const unused = new Set(unusedReads());
  const readsUsed = request.reads.map((read) => read.path).filter((path) => !unused.has(path));
  const reads: FirstScreenReads = {
    // The key is the one resourceQuery caches the answer under, so the answer is of that resource's type.
    resource: (resource, options) => client.getQueryData(resourceKey(resource, options)),
  };
  const tags = options.head?.(reads, request) ?? '';
  client.clear();
  return { html: moved.html, css: moved.css, queryState, head: tags, readsUsed, ...(grids.length > 0 ? { grids } : {}) };
}

export function renderFirstScreen(
  Root: ComponentType,
  request: FirstScreenRequest,
  options: RenderOptions = {},
): Promise<RenderedFirstScreen> {
  const done = queue.then(() => render(Root, request, options));
  queue = done.catch(() => undefined);
  return done;
}
