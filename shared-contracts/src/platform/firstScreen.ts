// An area's first screen rendered on the edge server: the server build of the version a document
// is served exports `renderFirstScreen`, the edge server calls it with the route and the reads it
// answered in-process, and puts the markup in the area's region; the page then hydrates it with the
// same query cache (dehydrated into the document) and the same layout the server chose.

import type { PinGridMountProps } from './exposedModules';
import { GRID_COLUMN_WIDTH, PAGE_GUTTER } from '../rules/masonryLayout';
import type { RemoteName } from './areas';

/** A read's path and the API's body for it, as the API client would have received it. */
export interface FirstReadAnswer {
  path: string;
  body: unknown;
}

/** The function an area's server build exports for its routes' first screen. */
export const RENDER_FIRST_SCREEN = 'renderFirstScreen';

/** What the server laid the first screen out for; the page's first render uses the same, so it hydrates. */
export interface FirstScreenLayout {
  /** The grid's content width in CSS pixels. */
  gridWidth: number;
  /** A fine pointer that can hover (react-kit's useIsDesktop). */
  isDesktop: boolean;
}

export interface FirstScreenRequest {
  pathname: string;
  search: string;
  /** The reads the edge server answered for this document (the route's, its follow-up, the session). */
  reads: FirstReadAnswer[];
  layout: FirstScreenLayout;
  /** The site's origin, scheme and host only ('https://pinboard.example'): canonical and Open Graph URLs are absolute. */
  origin: string;
}

export interface RenderedFirstScreen {
  /** Markup for the area's mount element. Its style attributes became classes (the policy allows no inline style). */
  html: string;
  /** The rules of those classes, for one <style> element the policy allows by its hash. */
  css: string;
  /** The query cache the markup was rendered from (TanStack Query's dehydrated state). */
  queryState: unknown;
  /**
   * Tags for the document's <head> that replace its own title and description (a pin's title,
   * canonical link, Open Graph tags and JSON-LD), the same for people and search engines; '' for none.
   */
  head: string;
  /**
   * The paths of the document's reads the markup was rendered from: they are in queryState, so the
   * document does not carry them again. Others (a board's pins, shown by another area's grid) stay
   * for the page to take.
   */
  readsUsed: string[];
  /**
   * The feed's grids the screen shows (a board's Pins), each in an empty element named by its feed's
   * key (PIN_GRID_SLOT_ATTRIBUTE): the edge server has the feed area's server build render each
   * into its element (renderPinGrid).
   */
  grids?: PinGridMountProps[];
}

/** What the feed's server build renders for a grid another area's screen shows. */
export interface PinGridRequest extends FirstScreenRequest {
  grid: PinGridMountProps;
  /** Which of the document's grids (0, 1, …): its moved styles' classes are named apart from the screen's. */
  slot: number;
}

/** The feed area's server function for an embedded grid (answers a RenderedFirstScreen without head tags). */
export const RENDER_PIN_GRID = 'renderPinGrid';
/** The attribute, on the element another area's grid is mounted in, that names the grid's feed key. */
export const PIN_GRID_SLOT_ATTRIBUTE = 'data-pin-grid';

/** What the document tells the page about its server-rendered area (PlatformConfig.firstScreen). */
export interface FirstScreenConfig {
  remote: RemoteName;
  layout: FirstScreenLayout;
  queryState: unknown;
}

/** The class prefix of a style moved out of the markup; the page puts the style back before it hydrates. */
export const SERVER_STYLE_CLASS = 'pb-ss-';
/** The <style> element that holds those classes' rules. */
export const SERVER_STYLES_ID = 'pinboard-first-screen-styles';
/** The area mount element the server filled: `data-server-rendered` on `.area-mount`. */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';

/**
 * The cookie in which the page keeps the layout it measured, so the next document is laid out for
 * this window: '{gridWidth}.{1 desktop | 0}'.
 */
export const LAYOUT_COOKIE = 'pb_layout';
const MAX_GRID_WIDTH = 8192;

export function layoutCookieValue(layout: FirstScreenLayout): string {
  return `${Math.round(layout.gridWidth)}.${layout.isDesktop ? 1 : 0}`;
}

export function layoutFromCookie(value: string | undefined): FirstScreenLayout | null {
  const match = /^(\d{1,4})\.([01])$/.exec(value ?? '');
  if (!match) return null;
  const gridWidth = Number(match[1]);
  if (gridWidth < 1 || gridWidth > MAX_GRID_WIDTH) return null;
  return { gridWidth, isDesktop: match[2] === '1' };
}

/**
 * When the page has not said yet: a phone's usual window (412 CSS px, as Lighthouse's, with an
 * overlay scroll bar) and a laptop's (1280 px less a 15 px classic scroll bar).
 */
export const ESTIMATED_MOBILE_VIEWPORT = 412;
export const ESTIMATED_DESKTOP_VIEWPORT = 1265;

/** The layout of a window this wide (its content width, without a scroll bar): the grid fills the page between its gutters. */
export function layoutForWindow(clientWidth: number, isDesktop: boolean): FirstScreenLayout {
  return { gridWidth: Math.min(MAX_GRID_WIDTH, Math.max(GRID_COLUMN_WIDTH, Math.floor(clientWidth) - 2 * PAGE_GUTTER)), isDesktop };
}

/** A first visit's layout, from whether the browser calls itself mobile. */
export function estimatedLayout(mobile: boolean): FirstScreenLayout {
  return layoutForWindow(mobile ? ESTIMATED_MOBILE_VIEWPORT : ESTIMATED_DESKTOP_VIEWPORT, !mobile);
}

/** What a browser's name says: 'Mobile' (Chrome, Safari and Firefox on phones) or Android. */
export function isMobileAgent(userAgent: string | undefined): boolean {
  return /\bMobile\b|\bAndroid\b/.test(userAgent ?? '');
}

function isLayout(input: unknown): input is FirstScreenLayout {
  const { gridWidth, isDesktop } = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  return typeof gridWidth === 'number' && gridWidth > 0 && gridWidth <= MAX_GRID_WIDTH && typeof isDesktop === 'boolean';
}

const isStringList = (input: unknown): input is string[] => Array.isArray(input) && input.every((item) => typeof item === 'string');

const isRecord = (input: unknown): input is Record<string, unknown> => typeof input === 'object' && input !== null;

function isGrid(input: unknown): input is PinGridMountProps {
  if (!isRecord(input) || !isRecord(input.feed)) return false;
  const { feed, surface, label, emptyText } = input;
  return (
    typeof feed.key === 'string' &&
    typeof feed.resource === 'string' &&
    isRecord(feed.options) &&
    typeof surface === 'string' &&
    typeof label === 'string' &&
    (emptyText === undefined || typeof emptyText === 'string')
  );
}

/** Checks a server build's answer: it crossed from code the edge server does not trust blindly. */
export function parseRenderedFirstScreen(input: unknown): RenderedFirstScreen {
  const { html, css, queryState, head, readsUsed, grids } = (typeof input === 'object' && input !== null ? input : {}) as Record<
    string,
    unknown
  >;
  if (typeof html !== 'string' || typeof css !== 'string' || typeof head !== 'string' || !isStringList(readsUsed)) {
    throw new Error('renderFirstScreen must answer { html, css, queryState, head, readsUsed }');
  }
  if (/<\/style/i.test(css)) throw new Error('renderFirstScreen answered css that would end its <style> element');
  if (/<\/head|<body/i.test(head)) throw new Error('renderFirstScreen answered head tags that would end the <head>');
  if (typeof queryState !== 'object' || queryState === null) throw new Error('renderFirstScreen answered no queryState object');
  if (grids !== undefined && !(Array.isArray(grids) && grids.every(isGrid)))
    throw new Error('renderFirstScreen answered grids that are not grid props');
  return { html, css, queryState, head, readsUsed, ...(grids && grids.length > 0 ? { grids } : {}) };
}

export function parseFirstScreenConfig(input: unknown, isRemote: (name: unknown) => name is RemoteName): FirstScreenConfig {
  const { remote, layout, queryState } = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  if (!isRemote(remote)) throw new Error('platform config: "firstScreen.remote" is not a known remote');
  if (!isLayout(layout)) throw new Error('platform config: "firstScreen.layout" must be { gridWidth, isDesktop }');
  if (typeof queryState !== 'object' || queryState === null) throw new Error('platform config: "firstScreen.queryState" must be an object');
  return { remote, layout, queryState };
}
