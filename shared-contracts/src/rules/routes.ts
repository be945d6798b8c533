// Which area owns a URL, and what that area reads from it (spec section 2). Pure: the shell uses
// it to decide which areas are active, each area to render what the URL names.

import { isReservedFirstSegment } from './reservedSegments';
import type { AreaName } from '../platform/areas';

export type DiscoverySection = 'explore' | 'ideas' | 'videos' | 'shopping' | 'today' | 'topics';

export type PinView =
  'closeup' | 'comments' | 'edit' | 'repin' | 'analytics' | 'visual-search' | 'visual-search-products' | 'sent' | 'feedback';

/** Spec section 2's creation routes: '/pin/create/' and the six creation tools. */
export type CreationTool =
  'pin-create' | 'pin-builder' | 'idea-pin-builder' | 'story-pin-builder' | 'pin-creation-tool' | 'idea-ads-tool' | 'pin-editor';

export type BoardEditView = 'edit' | 'collaborators' | 'add_collaborators';

export type BusinessSection =
  | 'hub'
  | 'convert'
  | 'business-access'
  | 'business-manager'
  | 'business-hierarchy'
  | 'catalogs'
  | 'invite'
  | 'schedule_call'
  | 'commerce-integrations';

export type Route =
  | { area: 'feed'; page: 'home' }
  | { area: 'feed'; page: 'tune' }
  | { area: 'feed'; page: 'search'; scope: string; query: string }
  | { area: 'feed'; page: DiscoverySection; path: string[] }
  | { area: 'closeup'; page: 'pin'; pinId: string; slug: string | null; view: PinView; query: Record<string, string> }
  | { area: 'closeup'; page: 'pin-create'; tool: CreationTool }
  | { area: 'closeup'; page: 'pin-redirect'; query: Record<string, string> }
  | { area: 'boards'; page: 'profile'; username: string; tab: 'boards' | 'created' | 'saved' }
  | { area: 'boards'; page: 'board'; username: string; boardSlug: string }
  | { area: 'boards'; page: 'section'; username: string; boardSlug: string; sectionSlug: string }
  | { area: 'boards'; page: 'board-edit'; boardId: string; view: BoardEditView }
  | { area: 'boards'; page: 'section-edit'; sectionId: string }
  | { area: 'boards'; page: 'me' }
  | { area: 'business'; page: 'business'; section: BusinessSection; params: string[] }
  | {
      area: 'experiences';
      page:
        | 'login'
        | 'login-link'
        | 'signup'
        | 'signup-confirm'
        | 'settings'
        | 'cookie-policy'
        | 'community-guidelines'
        | 'password-reset'
        | 'notifications'
        | 'inbox';
      params: string[];
    }
  | { area: 'not-found' };

export interface UrlParts {
  pathname: string;
  search?: string;
}

const DISCOVERY: ReadonlySet<string> = new Set<DiscoverySection>(['explore', 'ideas', 'videos', 'shopping', 'today', 'topics']);
const BUSINESS: ReadonlySet<string> = new Set<BusinessSection>([
  'hub',
  'convert',
  'business-access',
  'business-manager',
  'business-hierarchy',
  'catalogs',
  'invite',
  'schedule_call',
  'commerce-integrations',
]);
const BOARD_EDIT_VIEWS: Readonly<Record<string, BoardEditView>> = {
  '': 'edit',
  collaborators: 'collaborators',
  add_collaborators: 'add_collaborators',
};
const CREATION_TOOLS: ReadonlySet<string> = new Set<CreationTool>([
  'pin-builder',
  'idea-pin-builder',
  'story-pin-builder',
  'pin-creation-tool',
  'idea-ads-tool',
  'pin-editor',
]);
const PIN_ID = /^[A-Za-z0-9]+$/;
const ENTITY_ID = /^[A-Za-z0-9]+$/;
/** Where 'Learn more' on the 'Heads up!' warning goes (spec section 2): the community guidelines. */
export const COMMUNITY_GUIDELINES_HREF = '/help/community-guidelines';
/** Our choice (the spec names none): the longest username a profile URL may carry. */
export const USERNAME_MAX_LENGTH = 30;
const USERNAME = new RegExp(`^[A-Za-z0-9_]{1,${USERNAME_MAX_LENGTH}}$`);
const SLUG = /^[^/]{1,200}$/;
const NOT_FOUND: Route = { area: 'not-found' };

/** Splits a path into decoded segments; undefined when the encoding is malformed. */
function segmentsOf(pathname: string): string[] | undefined {
  try {
    return pathname
      .split('/')
      .filter((s) => s !== '')
      .map((s) => decodeURIComponent(s));
  } catch {
    return undefined;
  }
}

function queryOf(search: string | undefined): Record<string, string> {
  const query: Record<string, string> = {};
  new URLSearchParams(search ?? '').forEach((value, key) => {
    if (!(key in query)) query[key] = value;
  });
  return query;
}

/** '/pin/{id}': the id may be prefixed by a text slug and two dashes; the id is the last part. */
function parsePinId(raw: string): { pinId: string; slug: string | null } | undefined {
  const cut = raw.lastIndexOf('--');
  const pinId = cut === -1 ? raw : raw.slice(cut + 2);
  const slug = cut === -1 ? null : raw.slice(0, cut);
  return PIN_ID.test(pinId) ? { pinId, slug } : undefined;
}

function parsePinView(rest: string[]): PinView | undefined {
  if (rest.includes('sent')) return 'sent';
  if (rest.includes('feedback')) return 'feedback';
  const [first, second, ...more] = rest;
  if (first === undefined) return 'closeup';
  if (more.length > 0) return undefined;
  if (first === 'visual-search') {
    if (second === undefined) return 'visual-search';
    return second === 'products' ? 'visual-search-products' : undefined;
  }
  if (second !== undefined) return undefined;
  if (first === 'comments' || first === 'edit' || first === 'repin' || first === 'analytics') return first;
  return undefined;
}

function parsePinRoute(rest: string[], query: Record<string, string>): Route {
  const [first, ...after] = rest;
  if (first === undefined) return NOT_FOUND;
  if (first === 'create' && after.length === 0) return { area: 'closeup', page: 'pin-create', tool: 'pin-create' };
  const id = parsePinId(first);
  const view = parsePinView(after);
  if (!id || !view) return NOT_FOUND;
  return { area: 'closeup', page: 'pin', pinId: id.pinId, slug: id.slug, view, query };
}

function parseBoardsRoute(first: string, rest: string[]): Route {
  if (first === 'me') return rest.length === 0 ? { area: 'boards', page: 'me' } : NOT_FOUND;
  if (first === 'board') {
    const [boardId, edit, view, ...more] = rest;
    const editView = BOARD_EDIT_VIEWS[view ?? ''];
    if (!boardId || !ENTITY_ID.test(boardId) || edit !== 'edit' || !editView || more.length > 0) return NOT_FOUND;
    return { area: 'boards', page: 'board-edit', boardId, view: editView };
  }
  if (first === 'boardsection') {
    const [sectionId, edit, ...more] = rest;
    if (!sectionId || !ENTITY_ID.test(sectionId) || edit !== 'edit' || more.length > 0) return NOT_FOUND;
    return { area: 'boards', page: 'section-edit', sectionId };
  }
  if (isReservedFirstSegment(first) || !USERNAME.test(first)) return NOT_FOUND;
  const username = first;
  const [board, section, ...more] = rest;
  if (more.length > 0) return NOT_FOUND;
  if (board === undefined) return { area: 'boards', page: 'profile', username, tab: 'boards' };
  if (section === undefined && board === '_created') return { area: 'boards', page: 'profile', username, tab: 'created' };
  if (section === undefined && board === '_saved') return { area: 'boards', page: 'profile', username, tab: 'saved' };
  if (!SLUG.test(board) || board.startsWith('_')) return NOT_FOUND;
  if (section === undefined) return { area: 'boards', page: 'board', username, boardSlug: board };
  if (!SLUG.test(section)) return NOT_FOUND;
  return { area: 'boards', page: 'section', username, boardSlug: board, sectionSlug: section };
}

export function parseRoute(url: UrlParts): Route {
  const segments = segmentsOf(url.pathname);
  if (!segments) return NOT_FOUND;
  const query = queryOf(url.search);
  const [first, ...rest] = segments;

  if (first === undefined) return { area: 'feed', page: 'home' };
  if (first === 'homefeed') return rest.length === 0 ? { area: 'feed', page: 'home' } : NOT_FOUND;
  if (first === 'search') {
    if (rest.length > 1) return NOT_FOUND;
    return { area: 'feed', page: 'search', scope: rest[0] ?? 'pins', query: query.q ?? '' };
  }
  if (DISCOVERY.has(first)) return { area: 'feed', page: first as DiscoverySection, path: rest };
  // A story's other address (spec section 2: /discover/article/{slug}): Today's article.
  if (first === 'discover') return rest.length === 2 && rest[0] === 'article' ? { area: 'feed', page: 'today', path: rest } : NOT_FOUND;
  if (first === 'pin') return parsePinRoute(rest, query);
  if (CREATION_TOOLS.has(first))
    return rest.length === 0 ? { area: 'closeup', page: 'pin-create', tool: first as CreationTool } : NOT_FOUND;
  if (first === 'pin_redirect') return rest.length === 0 ? { area: 'closeup', page: 'pin-redirect', query } : NOT_FOUND;
  if (first === 'business') {
    const [section = 'hub', ...params] = rest;
    if (!BUSINESS.has(section)) return NOT_FOUND;
    return { area: 'business', page: 'business', section: section as BusinessSection, params };
  }
  // /login/link/{token}: the mailed one-time login link.
  if (first === 'login' && rest[0] === 'link')
    return rest.length === 2 ? { area: 'experiences', page: 'login-link', params: rest.slice(1) } : NOT_FOUND;
  if (first === 'login') return rest.length === 0 ? { area: 'experiences', page: 'login', params: [] } : NOT_FOUND;
  // /signup/confirm/{token}: the mailed link that makes the account.
  if (first === 'signup' && rest[0] === 'confirm')
    return rest.length === 2 ? { area: 'experiences', page: 'signup-confirm', params: rest.slice(1) } : NOT_FOUND;
  if (first === 'signup') return { area: 'experiences', page: 'signup', params: rest };
  // 'Forgot your password?': /password/reset asks for a link, /password/reset/{token} sets a new one.
  if (first === 'password')
    return rest[0] === 'reset' && rest.length <= 2 ? { area: 'experiences', page: 'password-reset', params: rest.slice(1) } : NOT_FOUND;
  if (first === 'settings') return { area: 'experiences', page: 'settings', params: rest };
  // The cookie banner's link (spec section 8: 'It links to the cookie policy').
  if (first === 'policy')
    return rest.length === 1 && rest[0] === 'cookies' ? { area: 'experiences', page: 'cookie-policy', params: [] } : NOT_FOUND;
  // The 'Heads up!' warning's 'Learn more' (spec section 2: a link to the community guidelines).
  if (first === 'help')
    return rest.length === 1 && rest[0] === 'community-guidelines'
      ? { area: 'experiences', page: 'community-guidelines', params: [] }
      : NOT_FOUND;
  // The spec's /notifications/: what happened to the viewer (saves of their Pins, followers, invites).
  if (first === 'notifications') return rest.length === 0 ? { area: 'experiences', page: 'notifications', params: [] } : NOT_FOUND;
  // The spec's reserved /inbox: the Pins people sent the viewer ('Send this pin').
  if (first === 'inbox') return rest.length === 0 ? { area: 'experiences', page: 'inbox', params: [] } : NOT_FOUND;
  // 'Tune your home feed' (the feedback overlay's link): the interests the home feed follows.
  if (first === 'edit') return rest.length === 0 ? { area: 'feed', page: 'tune' } : NOT_FOUND;
  return parseBoardsRoute(first, rest);
}

/**
 * Areas mounted on every route as layers, besides owning their own pages: experiences (login
 * prompts, toasts) and boards (the board picker, which must hear a save request from a card in
 * any area while that card is still asking).
 */
export const LAYER_AREAS: readonly AreaName[] = ['experiences', 'boards'];

/** Whether an area is active for a route: on the routes it owns, and everywhere if it is a layer. */
export function isAreaActive(area: AreaName, route: Route): boolean {
  return LAYER_AREAS.includes(area) || route.area === area;
}

/** Whether the route is the area's own page (not just the area running as a layer under it). */
export function ownsRoute(area: AreaName, route: Route): boolean {
  return route.area === area;
}
