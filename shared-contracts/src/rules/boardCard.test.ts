import { boardDisplayName, canWriteBoard, isGroupBoard, ownsBoard, pinCountLabel, sectionCountLabel } from './boardCard';

describe('boardDisplayName', () => {
  it.each([
    [{ name: 'Quick Saves', layout: 'quick_saves' as const }, 'Profile'],
    [{ name: 'Kitchen', layout: 'default' as const }, 'Kitchen'],
  ])('%p -> %s', (board, expected) => expect(boardDisplayName(board)).toBe(expected));
});

describe('counts', () => {
  it.each([
    [0, '0 Pins'],
    [1, '1 Pin'],
    [2, '2 Pins'],
    [1234, '1.2k Pins'],
  ])('%d pins -> %s', (n, expected) => expect(pinCountLabel(n)).toBe(expected));
  it.each([
    [0, null],
    [-1, null],
    [1, '1 section'],
    [3, '3 sections'],
  ])('%d sections -> %p (shown only above zero)', (n, expected) => expect(sectionCountLabel(n)).toBe(expected));
});

describe('group boards and access', () => {
  it.each([
    [{ isCollaborative: false, collaboratorCount: 0 }, false],
    [{ isCollaborative: true, collaboratorCount: 0 }, true],
    [{ isCollaborative: false, collaboratorCount: 2 }, true],
  ])('%p -> %p', (board, expected) => expect(isGroupBoard(board)).toBe(expected));
  it.each([
    [[], false, false],
    [['write'], true, false],
    [['write', 'owner'], true, true],
  ] as Array<[Array<'write' | 'owner'>, boolean, boolean]>)('access %p: write %p, owner %p', (access, write, owner) => {
    expect(canWriteBoard({ access })).toBe(write);
    expect(ownsBoard({ access })).toBe(owner);
  });
});
