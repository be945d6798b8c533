// Spec sections 2 and 3: what a board card says. The quick-saves board is shown as 'Profile';
// the section count only above zero; counts in their short form; a group board has collaborators
// or is flagged collaborative.

import type { ApiBoard } from '../api/apiTypes';
import { shortNumber } from './shortNumber';

export const QUICK_SAVES_DISPLAY_NAME = 'Profile';

export function boardDisplayName(board: Pick<ApiBoard, 'name' | 'layout'>): string {
  return board.layout === 'quick_saves' ? QUICK_SAVES_DISPLAY_NAME : board.name;
}

export function pinCountLabel(count: number): string {
  return `${shortNumber(count)} ${count === 1 ? 'Pin' : 'Pins'}`;
}

export function sectionCountLabel(count: number): string | null {
  if (count <= 0) return null;
  return `${shortNumber(count)} ${count === 1 ? 'section' : 'sections'}`;
}

export function isGroupBoard(board: Pick<ApiBoard, 'collaboratorCount' | 'isCollaborative'>): boolean {
  return board.isCollaborative || board.collaboratorCount > 0;
}

export function canWriteBoard(board: Pick<ApiBoard, 'access'>): boolean {
  return board.access.includes('write') || board.access.includes('owner');
}

export function ownsBoard(board: Pick<ApiBoard, 'access'>): boolean {
  return board.access.includes('owner');
}
