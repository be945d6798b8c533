// The edge server's check that a pin, profile, board or section page names something this visitor
// may see, so a missing one is answered with the not-found document and HTTP 404 (and a deleted pin,
// story pins included, with HTTP 410 and its 'Unavailable' page): a pin
// (/pin/{slug--id} and its other pages) that does not exist or is on a secret board not theirs; a
// profile (/{username}/, /_created, /_saved) whose user does not exist; a board or section
// (/{username}/{boardSlug}[/{sectionSlug}]) that does not exist, or whose board is secret and not
// this visitor's (the same rule as the API's BoardResource get by username and slug); and a
// board's edit and collaborator pages (/board/{id}/edit…) under the same rule, so a secret board's
// id is not confirmed there either.

import type { Storage } from 'api';
import { type PinPageState, pinPageState, type Route } from 'shared-contracts/rules';
import type { DocumentVisitor } from './documentVisitor';

export type PresenceRoute = Extract<Route, { area: 'boards'; page: 'profile' | 'board' | 'section' | 'board-edit' }>;
type Viewer = Parameters<Storage['pinAccess']>[0];
/** The API's viewer for a document visitor: the signed-in user, else an anonymous visitor or a bot. */
function viewerOf(visitor: DocumentVisitor): Viewer {
  return { userId: visitor.userId, subject: visitor.key ?? 'anon:bot', isBot: visitor.isBot };
}

export interface PagePresenceRequest {
  route: Route;
  visitor: DocumentVisitor;
}

export interface PagePresenceDeps {
  storage: Pick<Storage, 'isUsernameTaken' | 'findBoardId' | 'boardAccess' | 'findSectionId' | 'pinAccess' | 'wasPinDeleted'>;
}

function isPresenceRoute(route: Route): route is PresenceRoute {
  return (
    route.area === 'boards' &&
    (route.page === 'profile' || route.page === 'board' || route.page === 'section' || route.page === 'board-edit')
  );
}

export function createPagePresence({ storage }: PagePresenceDeps) {
  /** A pin's page: there, missing (404), or deleted (410: a story pin its creator deleted, or a pin gone altogether). */
  async function pinPage(viewer: Viewer, pinId: number): Promise<PinPageState> {
    if (!Number.isSafeInteger(pinId)) return 'missing';
    const access = await storage.pinAccess(viewer, pinId);
    return pinPageState({
      exists: access !== null,
      readable: access?.canRead ?? false,
      storyDeleted: access?.isDeleted ?? false,
      wasDeleted: access === null && (await storage.wasPinDeleted(pinId)),
    });
  }

  /** Whether the page is there, names nothing this visitor may see, or names a deleted pin; other routes are always there. */
  async function stateOf(request: PagePresenceRequest): Promise<PinPageState> {
    const { route } = request;
    if (route.area === 'closeup' && route.page === 'pin') return pinPage(viewerOf(request.visitor), Number(route.pinId));
    return (await isMissing(request)) ? 'missing' : 'present';
  }

  /** Whether the page names nothing this visitor may see; other routes are never missing here. */
  async function isMissing(request: PagePresenceRequest): Promise<boolean> {
    const { route } = request;
    const viewer = () => viewerOf(request.visitor);
    if (route.area === 'closeup' && route.page === 'pin') return (await pinPage(viewer(), Number(route.pinId))) === 'missing';
    if (!isPresenceRoute(route)) return false;
    // An account with this username (usernames compare without case, as the API reads them).
    if (route.page === 'profile') return !(await storage.isUsernameTaken(route.username));
    if (route.page === 'board-edit') {
      const id = Number(route.boardId);
      return !Number.isSafeInteger(id) || !(await storage.boardAccess(viewer(), id))?.canRead;
    }
    const boardId = await storage.findBoardId(route.username, route.boardSlug);
    if (boardId === null) return true;
    const access = await storage.boardAccess(viewer(), boardId);
    if (!access?.canRead) return true;
    if (route.page === 'section') return (await storage.findSectionId(boardId, route.sectionSlug)) === null;
    return false;
  }

  return { isMissing, stateOf };
}
