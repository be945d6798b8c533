// Spec sections 2, 4, 5 and 9: what a save says afterwards. The toast ('Saved to {board}',
// 'Saved to {section} in {board}', or the profile toast with Change; the place is named once, as
// the header's link, never again beside it), the saved overlay's link
// (the board url plus the section slug and '/', or /me/ for 'Saved to Profile'), names cut to 22,
// the Organize button's /pin/{id}/repin/ query, and the toast's 5000 ms.

import { QUICK_SAVES_DISPLAY_NAME } from './boardCard';
import type { ApiBoard, ApiBoardSection } from '../api/apiTypes';
import type { OrganizeRequest, SaveTarget, ToastAction, UnsavedCopy } from '../platform/events';
import { DELETE_SUCCEEDED_MESSAGE } from './quickSave';
import { overlayName } from './textCuts';

export const SAVE_TOAST_MS = 5000;
export const SAVED_TO_PROFILE_TEXT = 'Saved to Profile';
export const PROFILE_OVERLAY_HREF = '/me/';

export interface SavedPin {
  pinId: string;
  originalPinId: string;
  savedPinId: string;
  target: SaveTarget | null;
}

/** Spec section 2's '/pin/{id}/repin/' (change or organize a saved pin); pinBoardId when it has a board. */
export function organizeHref(saved: SavedPin, boardId: string | null): string {
  const query = new URLSearchParams({
    isEditingPin: 'true',
    ...(boardId ? { pinBoardId: boardId } : {}),
    isFromToast: 'true',
    originalPinId: saved.originalPinId,
  });
  return `/pin/${saved.savedPinId}/repin/?${query.toString()}`;
}

/** The same, as the Organize dialog's command: the toast opens it over the page instead of leaving. */
export function organizeRequestOf(saved: SavedPin, boardId: string | null): OrganizeRequest {
  return { savedPinId: saved.savedPinId, boardId, originalPinId: saved.originalPinId };
}

/** A board (and section) as the bus names a place. */
export function placeOf(
  board: Pick<ApiBoard, 'id' | 'name' | 'url'>,
  section: Pick<ApiBoardSection, 'id' | 'title' | 'slug'> | null,
): SaveTarget {
  return {
    boardId: board.id,
    boardName: board.name,
    boardUrl: board.url,
    ...(section ? { sectionId: section.id, sectionName: section.title, sectionSlug: section.slug } : {}),
  };
}

/** Where a save went: the quick-saves board (with no section) is the profile, null, which says 'Saved to Profile' and links to /me/. */
export function saveTargetOf(
  board: Pick<ApiBoard, 'id' | 'name' | 'url' | 'layout'>,
  section: Pick<ApiBoardSection, 'id' | 'title' | 'slug'> | null,
): SaveTarget | null {
  if (board.layout === 'quick_saves' && !section) return null;
  return placeOf(board, section);
}

/** Where a save went, as the card and the toast name it: the section, else the board, else 'Profile'. */
export function savedTargetName(target: SaveTarget | null): string {
  return target ? (target.sectionName ?? target.boardName) : QUICK_SAVES_DISPLAY_NAME;
}

/** A board with no name to show (it cannot be made so, but a stored one might be). */
export const UNNAMED_BOARD = 'Untitled board';

/** The same, cut as a save shows it (22 and an ellipsis, never to nothing). */
export function savedTargetLabel(target: SaveTarget | null): string {
  return overlayName(savedTargetName(target), target?.sectionName !== undefined ? 'Untitled section' : UNNAMED_BOARD);
}

/** Where the saved overlay (and the toast's link) goes. */
export function savedOverlayHref(target: SaveTarget | null): string {
  if (!target) return PROFILE_OVERLAY_HREF;
  const board = target.boardUrl.endsWith('/') ? target.boardUrl : `${target.boardUrl}/`;
  return target.sectionSlug ? `${board}${target.sectionSlug}/` : board;
}

export function savedOverlayText(target: SaveTarget | null): string {
  return `Saved to ${savedTargetLabel(target)}`;
}

/**
 * The save toast's header, read in order: `message`, then `link` (the place the pin went, named
 * once and linked), then `messageEnd` when there is one: 'Saved to' [Kitchen], or 'Saved to'
 * [Soups] 'in Kitchen'. The name is never repeated in the words around its link.
 */
export interface SaveToast {
  message: string;
  link: ToastAction;
  messageEnd?: string;
  durationMs: number;
  action?: ToastAction;
}

export interface SaveToastOptions {
  /** The new-user save animation is its own confirmation: a profile save then gets no toast. */
  inNewUserAnimation: boolean;
  /** Whether to offer Organize (spec: optional). */
  organize: boolean;
}

const SAVED_TO = 'Saved to';

/** The toast's header as one line of text ('Saved to Soups in Kitchen'), as a screen reader reads it. */
export function saveToastText(toast: Pick<SaveToast, 'message' | 'link' | 'messageEnd'>): string {
  return [toast.message, toast.link.label, toast.messageEnd].filter(Boolean).join(' ');
}

export function saveToast(saved: SavedPin, options: SaveToastOptions): SaveToast | null {
  const { target } = saved;
  if (!target) {
    if (options.inNewUserAnimation) return null;
    return {
      message: SAVED_TO,
      link: { label: QUICK_SAVES_DISPLAY_NAME, href: PROFILE_OVERLAY_HREF },
      durationMs: SAVE_TOAST_MS,
      action: { label: 'Change', href: organizeHref(saved, null), organize: organizeRequestOf(saved, null) },
    };
  }
  return {
    message: SAVED_TO,
    link: { label: savedTargetLabel(target), href: savedOverlayHref(target) },
    ...(target.sectionName ? { messageEnd: `in ${overlayName(target.boardName, UNNAMED_BOARD)}` } : {}),
    durationMs: SAVE_TOAST_MS,
    ...(options.organize
      ? { action: { label: 'Organize', href: organizeHref(saved, target.boardId), organize: organizeRequestOf(saved, target.boardId) } }
      : {}),
  };
}

/** After Organize or Change: where the saved pin is now, linked, or that only its words changed. */
export function organizedToast(moved: boolean, target: SaveTarget | null): { message: string; link?: ToastAction } {
  if (!moved) return { message: 'Your Pin was updated' };
  return { message: 'Moved to', link: { label: savedTargetLabel(target), href: savedOverlayHref(target) } };
}

export const UNDO_LABEL = 'Undo';

/**
 * After an unsave: where the copy was removed from, linked, with Undo (which saves it back there),
 * for the save toast's 5000 ms; or the spec's 'Pin deleted!' when the viewer chose to delete their
 * own pin. An unsave said by an older area build, which names neither, reads 'Removed'.
 */
export function unsaveToast(unsaved: { pinId: string; copy?: UnsavedCopy; deleted?: boolean }): {
  message: string;
  link?: ToastAction;
  action?: ToastAction;
  durationMs?: number;
} {
  if (unsaved.deleted) return { message: DELETE_SUCCEEDED_MESSAGE };
  const { copy } = unsaved;
  if (!copy) return { message: 'Removed' };
  return {
    message: 'Removed from',
    link: { label: savedTargetLabel(copy.target), href: savedOverlayHref(copy.target) },
    durationMs: SAVE_TOAST_MS,
    action: { label: UNDO_LABEL, href: `/pin/${copy.pinId}/`, undo: copy },
  };
}
