// Which grid video plays by itself (spec section 4): one per page, the most visible organic video at
// least half in view, chosen by the shared rule each time a video's visibility, the tab's
// visibility or the reduced-motion preference changes. Promoted videos are watched too, in their
// own record, and never chosen. The videos' state events are kept, capped (spec section 9).

import {
  appendVideoEvent,
  autoplayChoice,
  type AutoplayContext,
  type AutoplayState,
  pauseVideo,
  TOP_OBSTRUCTION_PX,
  type VideoStateCode,
} from 'shared-contracts/rules';
import { prefersReducedMotion, subscribeToReducedMotion } from 'react-kit';

/** What the controller asks of a card's video. */
export interface AutoplayPlayer {
  /** Play muted and inline, from `from` seconds where it was paused before. */
  play: (from: number | null) => void;
  /** Stop; answers where it stopped (seconds). */
  pause: () => number;
}

export interface AutoplayFacts {
  promoted: boolean;
  /** On a collaborative board the viewer collaborates on. */
  inViewersCollaborativeBoard: boolean;
}

export interface VideoEvent {
  pinId: string;
  state: VideoStateCode;
  currentTime: number;
  at: number;
}

export interface GridAutoplay {
  /** Watch a card's video; the returned function stops (the card left the page or its video failed). */
  track: (pinId: string, facts: AutoplayFacts, element: Element, player: AutoplayPlayer) => () => void;
  /** A video's state changed: kept in the capped event list. */
  record: (event: VideoEvent) => void;
  /** The organic video playing now. */
  current: () => string | null;
  events: () => readonly VideoEvent[];
  /** Where the page's surroundings are (reduced motion, a background tab) changed: choose again. */
  refresh: () => void;
}

/** Reports a share of an element in view (0 to 1) whenever it changes; answers how to stop. */
export type VisibilityWatcher = (element: Element, onRatio: (ratio: number) => void) => () => void;

export interface GridAutoplayDeps {
  watch: VisibilityWatcher;
  context: () => AutoplayContext;
}

interface Tracked {
  facts: AutoplayFacts;
  player: AutoplayPlayer;
  visible: number;
}

export function createGridAutoplay({ watch, context }: GridAutoplayDeps): GridAutoplay {
  const tracked = new Map<string, Tracked>();
  let state: AutoplayState = { currentOrganic: null, pausedAt: {} };
  let events: VideoEvent[] = [];

  const choose = () => {
    const candidates = [...tracked].map(([pinId, t]) => ({ pinId, visible: t.visible, ...t.facts }));
    const next = autoplayChoice(candidates, context());
    const current = state.currentOrganic;
    if (next === current) return;
    if (current !== null) {
      const playing = tracked.get(current);
      state = pauseVideo(state, current, playing ? playing.player.pause() : (state.pausedAt[current] ?? 0));
    }
    if (next !== null) {
      state = { ...state, currentOrganic: next };
      tracked.get(next)?.player.play(state.pausedAt[next] ?? null);
    }
  };

  return {
    track(pinId, facts, element, player) {
      const entry: Tracked = { facts, player, visible: 0 };
      tracked.set(pinId, entry);
      const unwatch = watch(element, (ratio) => {
        entry.visible = ratio;
        choose();
      });
      return () => {
        unwatch();
        // A newer card for the same pin may have taken its place.
        if (tracked.get(pinId) !== entry) return;
        if (state.currentOrganic === pinId) state = pauseVideo(state, pinId, player.pause());
        tracked.delete(pinId);
        choose();
      };
    },
    record(event) {
      events = appendVideoEvent(events, event);
    },
    current: () => state.currentOrganic,
    events: () => events,
    refresh: choose,
  };
}

/** Visibility in fine steps, so the most visible video is known; the header's band is not in view. */
const THRESHOLDS = Array.from({ length: 21 }, (_, i) => i / 20);

function intersectionWatcher(): VisibilityWatcher {
  if (typeof IntersectionObserver === 'undefined') return () => () => undefined;
  const handlers = new Map<Element, (ratio: number) => void>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) handlers.get(entry.target)?.(entry.isIntersecting ? entry.intersectionRatio : 0);
    },
    { rootMargin: `-${TOP_OBSTRUCTION_PX}px 0px 0px 0px`, threshold: THRESHOLDS },
  );
  return (element, onRatio) => {
    handlers.set(element, onRatio);
    observer.observe(element);
    return () => {
      observer.unobserve(element);
      handlers.delete(element);
    };
  };
}

let page: GridAutoplay | null = null;

/** The page's one autoplay, shared by every grid on it (one organic video plays at a time). */
export function pageAutoplay(): GridAutoplay {
  if (page) return page;
  const autoplay = createGridAutoplay({
    watch: intersectionWatcher(),
    context: () => ({
      reducedMotion: prefersReducedMotion(),
      hidden: typeof document === 'undefined' || document.visibilityState === 'hidden',
    }),
  });
  // A first screen rendered on the server: nothing plays there, and there is no page to follow.
  if (typeof document === 'undefined') return autoplay;
  document.addEventListener('visibilitychange', autoplay.refresh);
  subscribeToReducedMotion(autoplay.refresh);
  page = autoplay;
  return autoplay;
}
