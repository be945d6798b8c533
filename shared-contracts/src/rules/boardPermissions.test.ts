import { BOARD_REFUSALS, boardRoleOf, bulkEditReach, mayOnBoard, type BoardAction, type BoardRole } from './boardPermissions';

// Spec 6: "Owners and collaborators are distinguished"; collaborators save and organise their own
// Pins, the owner manages the board.
const TABLE: [BoardAction, owner: boolean, collaborator: boolean, visitor: boolean][] = [
  ['edit-board', true, false, false],
  ['delete-board', true, false, false],
  ['remove-collaborators', true, false, false],
  ['create-section', true, true, false],
  ['edit-section', true, false, false],
  ['delete-section', true, false, false],
  ['save-pin', true, true, false],
  ['remove-own-pin', true, true, false],
  ['remove-others-pin', true, false, false],
];

describe('mayOnBoard', () => {
  it.each(TABLE)('%s: owner %s, collaborator %s, visitor %s', (action, owner, collaborator, visitor) => {
    expect([mayOnBoard('owner', action), mayOnBoard('collaborator', action), mayOnBoard('visitor', action)]).toEqual([
      owner,
      collaborator,
      visitor,
    ]);
    expect(BOARD_REFUSALS[action]).toMatch(/^Only the board owner/);
  });
});

describe('boardRoleOf', () => {
  it.each<[Parameters<typeof boardRoleOf>[0], BoardRole]>([
    [{ access: ['owner', 'write'] }, 'owner'],
    [{ access: ['write'] }, 'collaborator'],
    [{ access: [] }, 'visitor'],
    [{ isOwner: true, isCollaborator: false }, 'owner'],
    [{ isOwner: false, isCollaborator: true }, 'collaborator'],
    [{ isOwner: false, isCollaborator: false }, 'visitor'],
  ])('%j is %s', (board, role) => expect(boardRoleOf(board)).toBe(role));
});

describe('bulkEditReach', () => {
  it.each<[BoardRole, ReturnType<typeof bulkEditReach>]>([
    ['owner', 'all'],
    // Select all with an empty exclusion list empties only the collaborator's own Pins.
    ['collaborator', 'own'],
    ['visitor', 'none'],
  ])('%s reaches %s', (role, reach) => expect(bulkEditReach(role)).toBe(reach));
});
