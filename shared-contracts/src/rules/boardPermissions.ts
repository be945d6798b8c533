// Who may do what on a board. The spec distinguishes owners and collaborators (section 6: "Owners
// and collaborators are distinguished"; collaborators and invitees can be removed) and lists the
// board calls (section 7). The rule: collaborators save to the board and organise their own Pins
// there; the owner manages the board itself (its name, privacy, sections, collaborators) and every
// Pin on it. Everyone else may only look.

import type { ApiBoard } from '../api/apiTypes';

export type BoardRole = 'owner' | 'collaborator' | 'visitor';

export type BoardAction =
  | 'edit-board'
  | 'delete-board'
  | 'remove-collaborators'
  | 'create-section'
  | 'edit-section'
  | 'delete-section'
  | 'save-pin'
  | 'remove-own-pin'
  | 'remove-others-pin';

const ALLOWED: Record<BoardAction, readonly BoardRole[]> = {
  'edit-board': ['owner'],
  'delete-board': ['owner'],
  'remove-collaborators': ['owner'],
  // A collaborator organises their own Pins, which may need a section of their own.
  'create-section': ['owner', 'collaborator'],
  'edit-section': ['owner'],
  'delete-section': ['owner'],
  'save-pin': ['owner', 'collaborator'],
  'remove-own-pin': ['owner', 'collaborator'],
  'remove-others-pin': ['owner'],
};

/** The sentence a refused person reads. */
export const BOARD_REFUSALS: Record<BoardAction, string> = {
  'edit-board': 'Only the board owner can edit this board.',
  'delete-board': 'Only the board owner can delete this board.',
  'remove-collaborators': 'Only the board owner can remove collaborators.',
  'create-section': 'Only the board owner and collaborators can add sections.',
  'edit-section': 'Only the board owner can rename this section.',
  'delete-section': 'Only the board owner can delete this section.',
  'save-pin': 'Only the board owner and collaborators can save to this board.',
  'remove-own-pin': 'Only the board owner and collaborators can remove Pins from this board.',
  'remove-others-pin': "Only the board owner can remove other people's Pins from this board.",
};

export function mayOnBoard(role: BoardRole, action: BoardAction): boolean {
  return ALLOWED[action].includes(role);
}

/** The viewer's role from the API's board (its `access`), or from the server's own access record. */
export function boardRoleOf(board: Pick<ApiBoard, 'access'> | { isOwner: boolean; isCollaborator: boolean }): BoardRole {
  if ('access' in board) return board.access.includes('owner') ? 'owner' : board.access.includes('write') ? 'collaborator' : 'visitor';
  return board.isOwner ? 'owner' : board.isCollaborator ? 'collaborator' : 'visitor';
}

/** Whose Pins a bulk edit (a list, or select all) on the board reaches: an owner's reaches all, a collaborator's only their own. */
export function bulkEditReach(role: BoardRole): 'all' | 'own' | 'none' {
  return mayOnBoard(role, 'remove-others-pin') ? 'all' : mayOnBoard(role, 'remove-own-pin') ? 'own' : 'none';
}
