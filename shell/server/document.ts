// The HTML document for every app route: the shell's built page with this request's remotes, the
// page's head tags, its first screen and its config written into the template's slots
// (documentTemplate.ts).

import { createHash } from 'node:crypto';
import {
  AREA_OF_REMOTE,
  PIN_GRID_EXPOSE,
  type PlatformConfig,
  type RemoteDescriptor,
  type RemoteName,
  type FirstScreenLayout,
  type RenderedFirstScreen,
  SERVER_RENDERED_ATTRIBUTE,
  SERVER_STYLES_ID,
} from 'shared-contracts/platform';
import { documentTitle, escapeMarkup, type Route, type Theme } from 'shared-contracts/rules';
import { areaSlot, type DocumentTemplate, documentTemplateOf, type SlotFills, writtenRun } from './documentTemplate';
import { firstScreenPreloads } from './firstScreenPreloads';

/** JSON safe inside a <script> element: no '</script>' and no line separators can end it early. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** A template cut at its slots once (documentTemplate.ts), or its text, cut at each call (tests). */
export type TemplateSource = DocumentTemplate | string;

const templateOf = (template: TemplateSource): DocumentTemplate => (typeof template === 'string' ? documentTemplateOf(template) : template);

/** Whether the document can hold an area's server markup (its element is there, empty). */
export function hasAreaElement(template: TemplateSource, remote: RemoteName): boolean {
  return templateOf(template).end.slots.includes(areaSlot(remote));
}

/**
 * Another area's module a route's first screen shows: a board's or a section's page, and a
 * profile's Created and Saved tabs, are the feed's grid of pins. A profile's Boards tab and the
 * edit pages show none: preloaded there, the browser warns that it went unused. (The closeup's
 * grid, 'More like this', is below the first screen.)
 */
function firstScreenModule(route: Route): { remote: RemoteName; module: string } | undefined {
  if (route.area !== 'boards') return undefined;
  const grid = route.page === 'board' || route.page === 'section' || (route.page === 'profile' && route.tab !== 'boards');
  return grid ? { remote: 'mf_feed', module: PIN_GRID_EXPOSE } : undefined;
}

/**
 * Preloads of a build's entry and the given files, each with its integrity where the page checks
 * it; '' for a build without any (a dev server). A build whose first screen is in the document (`styled`) has its stylesheets
 * applied, not preloaded: the markup is styled at first paint, and the page's loader finds them there.
 */
function remoteFileLinks(remote: RemoteDescriptor | undefined, files: readonly string[], styled = false): string {
  if (!remote?.integrity) return '';
  const base = remote.entryUrl.slice(0, remote.entryUrl.lastIndexOf('/') + 1);
  const entryFile = remote.entryUrl.slice(base.length);
  return [entryFile, ...files]
    .map((file) => {
      const integrity = remote.integrity?.[file];
      // As the loader will ask for it: with its integrity and CORS where the build's loaders check
      // them, plainly where they do not (a stock build's chunks), so the browser uses the preload.
      const checked = integrity ? ` integrity="${integrity}" crossorigin="anonymous"` : '';
      const href = escapeMarkup(base + file);
      if (file.endsWith('.css') && styled) return `<link rel="stylesheet" href="${href}"${checked}>`;
      const kind = file.endsWith('.css') ? 'style' : 'script';
      return `<link rel="preload" as="${kind}" href="${href}"${checked}>`;
    })
    .join('');
}

/**
 * The route's area files, fetched while the shell starts instead of after it: the entry and what
 * its './app' needs first (the registry read them from the build's manifest), and the same for
 * another area's module its first screen shows, each with the integrity and CORS mode the shell's
 * loader and the chunk loaders will ask for, so the browser reuses the preloaded bytes.
 */
export function preloadLinks(remotes: readonly RemoteDescriptor[], route: Route, rendered?: RemoteName, gridRendered = false): string {
  const remote = remotes.find((r) => AREA_OF_REMOTE[r.name] === route.area);
  const own = remoteFileLinks(remote, remote?.initialFiles ?? [], remote !== undefined && remote.name === rendered);
  const shown = firstScreenModule(route);
  if (!own || !shown) return own;
  const other = remotes.find((r) => r.name === shown.remote);
  return own + remoteFileLinks(other, other?.exposedFiles?.[shown.module] ?? [], gridRendered);
}

/**
 * An area's first screen the server rendered: markup for its region, the rules of its moved styles,
 * and the layout and query cache the page hydrates it from.
 */
export interface FirstScreenMarkup extends RenderedFirstScreen {
  remote: RemoteName;
  layout: FirstScreenLayout;
  /** Preloads of the first cards' pictures, made from its reads once (else from the config's reads). */
  pictures?: string;
  /** Whether the feed's grid it shows (a board's Pins) is in its markup: the grid's styles then apply at first paint. */
  gridRendered?: boolean;
}

/** The policy's source for the first screen's <style> element: the SHA-256 of its text. */
export function styleHashSource(css: string): string {
  return `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`;
}

/** The config the page reads: the reads a rendered first screen used are in its cache, so the document carries them once. */
function pageConfig(config: PlatformConfig, firstScreen: FirstScreenMarkup | undefined): PlatformConfig {
  if (!firstScreen) return config;
  const inCache = new Set(firstScreen.readsUsed);
  const { firstRead, followUpRead, ...rest } = config;
  return {
    ...rest,
    ...(firstRead && !inCache.has(firstRead.path) ? { firstRead } : {}),
    ...(followUpRead && !inCache.has(followUpRead.path) ? { followUpRead } : {}),
    firstScreen: { remote: firstScreen.remote, layout: firstScreen.layout, queryState: QUERY_STATE_PLACEHOLDER },
  };
}

// A kept render hands every document the same query state (firstScreens.ts), the largest part of
// the config (a screen of pins): it is written as JSON once, not once per document.
const QUERY_STATE_PLACEHOLDER = '__PINBOARD_QUERY_STATE__';
const writtenStates = new WeakMap<object, string>();

function queryStateJson(state: unknown): string {
  if (typeof state !== 'object' || state === null) return jsonForScript(state);
  let json = writtenStates.get(state);
  if (json === undefined) {
    json = jsonForScript(state);
    writtenStates.set(state, json);
  }
  return json;
}

/**
 * The config as the page's JSON script: a first screen's query state written in where its
 * placeholder stands, and the visitor's own parts (their report token and session) last, so a
 * document shared between visitors differs only at its end (sharedDocuments.ts).
 */
function configJson(config: PlatformConfig, firstScreen: FirstScreenMarkup | undefined): string {
  const { reportToken, sessionRead, ...everyones } = pageConfig(config, firstScreen);
  let json = jsonForScript(everyones);
  if (firstScreen) {
    // The last one: firstScreen.queryState is this part's last value, and a text in a read before it may look the same.
    const marker = `"${QUERY_STATE_PLACEHOLDER}"`;
    const at = json.lastIndexOf(marker);
    json = `${json.slice(0, at)}${queryStateJson(firstScreen.queryState)}${json.slice(at + marker.length)}`;
  }
  const own = jsonForScript({ ...(reportToken ? { reportToken } : {}), ...(sessionRead ? { sessionRead } : {}) });
  return own === '{}' ? json : `${json.slice(0, -1)},${own.slice(1)}`;
}

export interface DocumentStartAsk {
  theme: Theme | undefined;
  remotes: readonly RemoteDescriptor[];
  route: Route;
  /** The area whose first screen the document holds (or, streamed, is expected to): its stylesheets apply at first paint. */
  rendered?: RemoteName | undefined;
  /** Whether the feed's grid that screen shows is (expected) in it. */
  gridRendered?: boolean | undefined;
}

/**
 * What a document says before any read is answered: the template's head with the theme on
 * <html> (before the first byte of CSS applies, so a dark page never flashes light) and the
 * route's area files to preload. Streamed, it is sent at once, so the browser fetches the
 * shell's and the area's code while the server reads and renders.
 */
export function documentStart(template: TemplateSource, ask: DocumentStartAsk): string {
  const { start, areasBundled } = templateOf(template);
  return writtenRun(start, {
    ...(ask.theme === 'dark' ? { htmlAttributes: ' data-theme="dark"' } : {}),
    preloads: areasBundled ? '' : preloadLinks(ask.remotes, ask.route, ask.rendered, ask.gridRendered),
  });
}

/**
 * The rest of the document: the title and the area's own head tags (a pin's title, canonical
 * link and structured data, else the route's title and the default description), the first
 * cards' picture preloads, the first screen's styles (allowed by the policy's hash of them, or,
 * streamed, by the response's `styleNonce`), the frame, the area's markup in its element, and
 * the config.
 */
export function documentEnd(
  template: TemplateSource,
  config: PlatformConfig,
  route: Route,
  firstScreen?: FirstScreenMarkup,
  styleNonce?: string,
  /** The head's tags instead of the route's or the area's (a deleted pin's page). */
  headTags?: string,
): string {
  const { description, end } = templateOf(template);
  const head = headTags || firstScreen?.head || `<title>${escapeMarkup(documentTitle(route))}</title>${description}`;
  const pictures = firstScreen?.pictures ?? (firstScreenPreloads(config.followUpRead) || firstScreenPreloads(config.firstRead));
  const nonce = styleNonce ? ` nonce="${escapeMarkup(styleNonce)}"` : '';
  const styles = firstScreen?.css ? `<style id="${SERVER_STYLES_ID}"${nonce}>${firstScreen.css}</style>` : '';
  const fills: SlotFills = { head: `${head}${pictures}${styles}`, config: configJson(config, firstScreen) };
  if (firstScreen) {
    fills[areaSlot(firstScreen.remote)] = `<div class="area-mount" ${SERVER_RENDERED_ATTRIBUTE}="">${firstScreen.html}</div>`;
  }
  return writtenRun(end, fills);
}

/** The whole document at once. `firstScreen`: an area's first screen, which the page hydrates. */
export function renderDocument(
  template: TemplateSource,
  config: PlatformConfig,
  route: Route,
  firstScreen?: FirstScreenMarkup,
  headTags?: string,
): string {
  const parts = templateOf(template);
  const start = documentStart(parts, {
    theme: config.frame?.theme,
    remotes: config.remotes,
    route,
    rendered: firstScreen?.remote,
    gridRendered: firstScreen?.gridRendered,
  });
  return start + documentEnd(parts, config, route, firstScreen, undefined, headTags);
}
