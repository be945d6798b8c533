// Spec sections 2, 4, 5 and 9: what a save says afterwards. The toast ('Saved to {board}',
// 'Saved to {section} in {board}', or the profile toast with Change), the saved overlay's link
// (the board url plus the section slug and '/', or /me/ for 'Saved to Profile'), names cut to 22,
// the Organize button's /pin/{id}/repin/ query, and the toast's 5000 ms.

import { QUICK_SAVES_DISPLAY_NAME } from './boardCard';
import type { SaveTarget, ToastAction } from '../runtime/events';
import { cutText, TEXT_CUTS } from './textCuts';

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

/** Where a save went, as the card and the toast name it: the section, else the board, else 'Profile'. */
export function savedTargetName(target: SaveTarget | null): string {
  return target ? (target.sectionName ?? target.boardName) : QUICK_SAVES_DISPLAY_NAME;
}

/** Where the saved overlay (and the toast's link) goes. */
export function savedOverlayHref(target: SaveTarget | null): string {
  if (!target) return PROFILE_OVERLAY_HREF;
  const board = target.boardUrl.endsWith('/') ? target.boardUrl : `${target.boardUrl}/`;
  return target.sectionSlug ? `${board}${target.sectionSlug}/` : board;
}

export function savedOverlayText(target: SaveTarget | null): string {
  return `Saved to ${cutText(savedTargetName(target), TEXT_CUTS.overlayName)}`;
}

export interface SaveToast {
  message: string;
  durationMs: number;
  link: ToastAction;
  action?: ToastAction;
}

export interface SaveToastOptions {
  /** The new-user save animation is its own confirmation: a profile save then gets no toast. */
  inNewUserAnimation: boolean;
  /** Whether to offer Organize (spec: optional). */
  organize: boolean;
}

export function saveToast(saved: SavedPin, options: SaveToastOptions): SaveToast | null {
  const { target } = saved;
  if (!target) {
    if (options.inNewUserAnimation) return null;
    return {
      message: SAVED_TO_PROFILE_TEXT,
      durationMs: SAVE_TOAST_MS,
      link: { label: QUICK_SAVES_DISPLAY_NAME, href: PROFILE_OVERLAY_HREF },
      action: { label: 'Change', href: organizeHref(saved, null) },
    };
  }
  const board = cutText(target.boardName, TEXT_CUTS.overlayName);
  const message = target.sectionName ? `Saved to ${cutText(target.sectionName, TEXT_CUTS.overlayName)} in ${board}` : `Saved to ${board}`;
  return {
    message,
    durationMs: SAVE_TOAST_MS,
    link: { label: cutText(savedTargetName(target), TEXT_CUTS.overlayName), href: savedOverlayHref(target) },
    ...(options.organize ? { action: { label: 'Organize', href: organizeHref(saved, target.boardId) } } : {}),
  };
}
