// The edge server's check that a profile, board or section page names something this visitor may
// see, so a missing one is answered with the not-found document and HTTP 404 (as pinPages does
// for pins): a profile (/{username}/, /_created, /_saved) whose user does not exist; a board or
// section (/{username}/{boardSlug}[/{sectionSlug}]) that does not exist, or whose board is secret
// and not this visitor's (the same rule as the API's BoardResource get by username and slug).

import { classifyUserAgent, type Storage } from 'api';
import type { Route } from 'shared-contracts';
import { viewerOf } from './pinPages';

export type PresenceRoute = Extract<Route, { area: 'boards'; page: 'profile' | 'board' | 'section' }>;

export interface PagePresenceRequest {
  route: Route;
  /** The document visitor as the platform identified them: 'user:N', 'anon:<id>', or null for a bot. */
  visitorKey: string | null;
  userAgent: string | undefined;
}

export interface PagePresenceDeps {
  storage: Pick<Storage, 'isUsernameTaken' | 'findBoardId' | 'boardAccess' | 'findSectionId'>;
}

function isPresenceRoute(route: Route): route is PresenceRoute {
  return route.area === 'boards' && (route.page === 'profile' || route.page === 'board' || route.page === 'section');
}

export function createPagePresence({ storage }: PagePresenceDeps) {
  /** Whether the page names nothing this visitor may see; other routes are never missing here. */
  async function isMissing(request: PagePresenceRequest): Promise<boolean> {
    const { route } = request;
    if (!isPresenceRoute(route)) return false;
    // An account with this username (usernames compare without case, as the API reads them).
    if (route.page === 'profile') return !(await storage.isUsernameTaken(route.username));
    const boardId = await storage.findBoardId(route.username, route.boardSlug);
    if (boardId === null) return true;
    const viewer = viewerOf(request.visitorKey, classifyUserAgent(request.userAgent).isBot);
    const access = await storage.boardAccess(viewer, boardId);
    if (!access?.canRead) return true;
    if (route.page === 'section') return (await storage.findSectionId(boardId, route.sectionSlug)) === null;
    return false;
  }

  return { isMissing };
}
