// Durations on video and story-pin badges. A story pin's static page counts as 5000 ms (spec 9).

import type { ApiPin } from './apiTypes';

export const STORY_STATIC_PAGE_MS = 5000;

/** m:ss, or h:mm:ss from an hour. */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

export function storyPinDurationMs(story: NonNullable<ApiPin['storyPinData']>): number {
  return story.totalVideoDuration + story.staticPageCount * STORY_STATIC_PAGE_MS;
}
