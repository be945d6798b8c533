// What the picker says on the bus once a save is done or has failed.

import {
  saveFailureMessage,
  serverMessageOf,
  type ApiBoard,
  type ApiBoardSection,
  type EventBus,
  type EventMap,
  type SaveRequest,
  type SaveTarget,
} from 'shared-contracts';

export function saveTargetOf(board: ApiBoard, section: ApiBoardSection | null): SaveTarget | null {
  // The quick-saves board is the profile: its saves say 'Saved to Profile' and link to /me/.
  if (board.layout === 'quick_saves' && !section) return null;
  return {
    boardId: board.id,
    boardName: board.name,
    boardUrl: board.url,
    ...(section ? { sectionId: section.id, sectionName: section.title, sectionSlug: section.slug } : {}),
  };
}

export function announceSaved(events: EventBus<EventMap>, request: SaveRequest, savedPinId: string, target: SaveTarget | null): void {
  events.emit('pin/saved', {
    pinId: request.pinId,
    originalPinId: request.originalPinId,
    savedPinId,
    target,
    ...(request.imageUrl ? { imageUrl: request.imageUrl } : {}),
  });
}

export function announceFailed(events: EventBus<EventMap>, request: SaveRequest, error: unknown): void {
  events.emit('pin/save-failed', { pinId: request.pinId, message: saveFailureMessage(serverMessageOf(error)) });
}
