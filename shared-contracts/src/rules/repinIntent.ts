// What '/pin/{id}/repin/' asks for (spec sections 2 and 4). With isEditingPin it changes or
// organizes the viewer's saved pin {id} (pinBoardId: its board; isFromToast: from the save toast;
// originalPinId: the pin it was saved from). With isOneTapSave (navigation state, or the query
// for a link) it opens the board picker for pin {id}. Plain, it is where login returns a
// visitor who pressed Save on pin {id}: the save they asked for is made.

export type RepinIntent =
  | { kind: 'organize'; savedPinId: string; boardId: string | null; fromToast: boolean; originalPinId: string | null }
  | { kind: 'one-tap'; pinId: string }
  | { kind: 'save'; pinId: string };

const ID = /^[1-9][0-9]{0,15}$/;
const yes = (value: unknown) => value === true || value === 'true';

/** The intent of a repin path's query and navigation state (history.state: read it, never trust its shape). */
export function repinIntent(pinId: string, query: Readonly<Record<string, string>>, state?: unknown): RepinIntent {
  const fromState = typeof state === 'object' && state !== null && yes((state as { isOneTapSave?: unknown }).isOneTapSave);
  if (yes(query.isEditingPin)) {
    const boardId = query.pinBoardId !== undefined && ID.test(query.pinBoardId) ? query.pinBoardId : null;
    const originalPinId = query.originalPinId !== undefined && ID.test(query.originalPinId) ? query.originalPinId : null;
    return { kind: 'organize', savedPinId: pinId, boardId, fromToast: yes(query.isFromToast), originalPinId };
  }
  if (fromState || yes(query.isOneTapSave)) return { kind: 'one-tap', pinId };
  return { kind: 'save', pinId };
}

/** Where a visitor's Save returns after login: the repin path, which makes the save. */
export function saveReturnPath(pinId: string): string {
  return `/pin/${pinId}/repin/`;
}
