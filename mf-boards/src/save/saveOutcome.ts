// How a save through the picker ends, as the save command's answer.

import {
  saveFailureMessage,
  serverMessageOf,
  type ApiBoard,
  type ApiBoardSection,
  type SaveAnswer,
  type SaveTarget,
} from 'shared-contracts';

/** A board (and section) as the bus names a place. */
export function placeOf(board: ApiBoard, section: ApiBoardSection | null): SaveTarget {
  return {
    boardId: board.id,
    boardName: board.name,
    boardUrl: board.url,
    ...(section ? { sectionId: section.id, sectionName: section.title, sectionSlug: section.slug } : {}),
  };
}

export function saveTargetOf(board: ApiBoard, section: ApiBoardSection | null): SaveTarget | null {
  // The quick-saves board is the profile: its saves say 'Saved to Profile' and link to /me/.
  if (board.layout === 'quick_saves' && !section) return null;
  return placeOf(board, section);
}

export function savedAnswer(savedPinId: string, target: SaveTarget | null): SaveAnswer {
  return { kind: 'saved', savedPinId, target };
}

/** A failed save: the server's words when it gave some, else the spec's generic message. */
export function failedAnswer(error: unknown): SaveAnswer {
  return { kind: 'failed', message: saveFailureMessage(serverMessageOf(error)) };
}

export const CANCELLED: SaveAnswer = { kind: 'cancelled' };
