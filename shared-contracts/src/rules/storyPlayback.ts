// How a story pin's pages play, one after another (spec sections 3 and 4): a static page shows for
// 5000 ms, a video page for as long as its video plays (it moves on when the video ends), and the
// last page stops the story (no loop). Pure: the closeup's story player decides with these.

import type { ApiStoryPinPage, ApiVideoVariant } from '../api/apiTypes';
import { STORY_VIDEO_BLOCK } from './badge';
import { STORY_STATIC_PAGE_MS } from './duration';

export type StoryPageTiming =
  /** Moves on after `ms`. */
  | { kind: 'static'; ms: number }
  /** Moves on when the video ends; `ms` is its declared length (for progress until the file says). */
  | { kind: 'video'; ms: number; video: ApiVideoVariant };

/**
 * How long a page shows. A video block with no file to play (a story from before the seed made
 * them) shows its picture like a static page, so the story still moves on.
 */
export function storyPageTiming(page: ApiStoryPinPage): StoryPageTiming {
  const video = page.blocks.find((block) => block.blockType === STORY_VIDEO_BLOCK && block.video)?.video;
  return video ? { kind: 'video', ms: Math.max(0, video.duration), video } : { kind: 'static', ms: STORY_STATIC_PAGE_MS };
}

/** The page after `current`, or null on the last one: the story stops there. */
export function nextStoryPage(current: number, pageCount: number): number | null {
  return current + 1 < pageCount ? Math.max(0, current + 1) : null;
}

/** The page before `current`, or null on the first one. */
export function previousStoryPage(current: number, pageCount: number): number | null {
  return current > 0 && pageCount > 0 ? Math.min(current, pageCount) - 1 : null;
}

export interface StoryPlayContext {
  /** The person asked for less motion: nothing moves on by itself unless they press Play. */
  reducedMotion: boolean;
  /** The tab is hidden: nobody is watching. */
  hidden: boolean;
  /** The person's Play (true) or Pause (false), or null before they press either. */
  choice: boolean | null;
  /** The last page has had its time. */
  finished: boolean;
}

/** Whether the story is meant to play: the person's choice, else playing unless they asked for less motion. */
export function storyWantsToPlay({ reducedMotion, choice, finished }: Omit<StoryPlayContext, 'hidden'>): boolean {
  return !finished && (choice ?? !reducedMotion);
}

/** Whether the pages move on by themselves right now (and a video page's video plays). */
export function storyPlaysNow(context: StoryPlayContext): boolean {
  return storyWantsToPlay(context) && !context.hidden;
}

/** How full a page's segment of the progress bar is, 0 to 1: pages before the current one are done. */
export function storySegmentFill(segment: number, current: number, currentProgress: number): number {
  if (segment < current) return 1;
  if (segment > current) return 0;
  return Number.isFinite(currentProgress) ? Math.min(1, Math.max(0, currentProgress)) : 0;
}
