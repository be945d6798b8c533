// Durations on video and story-pin badges: spec section 1 (badges 3 and 4) and sections 4 and 9
// ('story pin static page 5000'). The API sends durations in milliseconds (video variant
// `duration`, story `totalVideoDuration`), as api/src/seed/demoWorld.ts seeds them.

import type { ApiGridPin } from '../api/apiTypes';

export const STORY_STATIC_PAGE_MS = 5000;

export type StoryPinDurationFacts = Pick<NonNullable<ApiGridPin['storyPinData']>, 'totalVideoDuration' | 'staticPageCount'>;

/** m:ss, or h:mm:ss from one hour. Partial seconds are dropped, as a player's clock shows them. */
export function formatDuration(ms: number): string {
  const total = Number.isFinite(ms) ? Math.max(0, Math.floor(ms / 1000)) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

export function storyPinDurationMs(storyPinData: StoryPinDurationFacts): number {
  return storyPinData.totalVideoDuration + storyPinData.staticPageCount * STORY_STATIC_PAGE_MS;
}
