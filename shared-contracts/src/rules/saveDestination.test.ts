import { saveBehaviorPromptApplies, saveDestination, type SavingViewer } from './saveDestination';

const viewer = (save_behavior: 0 | 1, quicksave_board_id: string | null): SavingViewer => ({
  username: 'demo',
  save_behavior,
  quicksave_board_id,
});

describe('saveDestination', () => {
  const cases: Array<[string, SavingViewer, string | null, 'profile' | 'picker']> = [
    ['save_behavior 0 saves to the profile', viewer(0, null), null, 'profile'],
    ['save_behavior 0 on any page', viewer(0, '1'), 'maya_chen', 'profile'],
    ['save_behavior 1 shows the board picker', viewer(1, '1'), null, 'picker'],
    ['own profile with a quick-saves board', viewer(1, '1'), 'demo', 'profile'],
    ['own profile, name in another case', viewer(1, '1'), 'Demo', 'profile'],
    ['own profile without a quick-saves board', viewer(1, null), 'demo', 'picker'],
    ["someone else's profile", viewer(1, '1'), 'maya_chen', 'picker'],
  ];
  it.each(cases)('%s', (_name, v, profile, expected) => {
    expect(saveDestination(v, profile)).toBe(expected);
  });
});

describe('saveBehaviorPromptApplies (fewer than 5 boards)', () => {
  it.each([
    [0, true],
    [4, true],
    [5, false],
    [6, false],
  ])('%d boards -> %p', (boards, expected) => {
    expect(saveBehaviorPromptApplies(boards)).toBe(expected);
  });
});
