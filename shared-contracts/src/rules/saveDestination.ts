// Spec sections 3, 4 and 6 ('save_behavior', 'Save-behaviour prompt', 'Save behaviour'): where a
// card's save goes, and who is asked which way they want it.

export type SaveDestination = 'profile' | 'picker';

export interface SavingViewer {
  username: string;
  /** 0 saves to the profile, 1 shows the board picker. */
  save_behavior: 0 | 1;
  quicksave_board_id: string | null;
}

/** A logged-in user on their own profile with a quick-saves board saves to the profile. */
export function saveDestination(viewer: SavingViewer, profileUsername: string | null): SaveDestination {
  if (viewer.save_behavior === 0) return 'profile';
  const ownProfile = profileUsername !== null && profileUsername.toLowerCase() === viewer.username.toLowerCase();
  return ownProfile && viewer.quicksave_board_id !== null ? 'profile' : 'picker';
}

export const SAVE_BEHAVIOR_PROMPT_MAX_BOARDS = 5;

/** The save-behaviour prompt applies only to users with fewer than 5 boards. */
export function saveBehaviorPromptApplies(boardCount: number): boolean {
  return boardCount < SAVE_BEHAVIOR_PROMPT_MAX_BOARDS;
}
