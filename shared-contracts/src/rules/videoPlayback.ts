// How a video pin plays (spec sections 4, 8 and 9): the player's state codes, what a media error
// tells the person, the capped list of video events, and which grid video autoplays. Pure: the
// closeup's player and the grid's autoplay decide with these.

/** Spec section 4: 'Video state codes 0 to 9: default, load start, metadata, data, playing, paused, seeking, stalling, failed, ended.' */
export const VIDEO_STATES = [
  'default',
  'load start',
  'metadata',
  'data',
  'playing',
  'paused',
  'seeking',
  'stalling',
  'failed',
  'ended',
] as const;
export type VideoStateName = (typeof VIDEO_STATES)[number];
export type VideoStateCode = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

/** The media element's events, and the state each one puts the player in. */
const EVENT_STATES: Readonly<Record<string, VideoStateCode>> = {
  emptied: 0,
  loadstart: 1,
  loadedmetadata: 2,
  loadeddata: 3,
  canplay: 3,
  playing: 4,
  pause: 5,
  seeking: 6,
  waiting: 7,
  stalled: 7,
  error: 8,
  ended: 9,
};

/** The media element events that change the state: what a player listens to. */
export const VIDEO_STATE_EVENTS: readonly string[] = Object.keys(EVENT_STATES);

/** The state code a media element event means, or null for events that change no state. */
export function videoStateFor(eventType: string): VideoStateCode | null {
  return Object.hasOwn(EVENT_STATES, eventType) ? (EVENT_STATES[eventType] ?? null) : null;
}

export function videoStateName(code: VideoStateCode): VideoStateName {
  return VIDEO_STATES[code];
}

/** Spec section 8's media error codes, each with what the person is told (our words; the spec names only the codes). */
export const MEDIA_ERRORS: Readonly<Record<1 | 2 | 3 | 4, { name: string; message: string }>> = {
  1: { name: 'aborted', message: 'The video stopped loading before it could play.' },
  2: { name: 'network', message: "The video couldn't be loaded. Check your connection and try again." },
  3: { name: 'decode', message: "This video couldn't be played: its file is damaged." },
  4: { name: 'source not supported', message: "This video isn't available in a format this browser can play." },
};

export function mediaErrorMessage(code: number | null | undefined): string {
  const known = code === 1 || code === 2 || code === 3 || code === 4 ? MEDIA_ERRORS[code] : null;
  return known?.message ?? MEDIA_ERRORS[2].message;
}

/** Spec section 9: 'Video event list capped at 1000.' */
export const VIDEO_EVENT_CAP = 1000;

/** The list with `event` added, keeping only the newest VIDEO_EVENT_CAP. */
export function appendVideoEvent<T>(events: readonly T[], event: T, cap: number = VIDEO_EVENT_CAP): T[] {
  const next = [...events, event];
  return next.length > cap ? next.slice(next.length - cap) : next;
}

/** Our choice: autoplay starts once a video is at least half in view. */
export const AUTOPLAY_MIN_VISIBLE = 0.5;

export interface AutoplayCandidate {
  pinId: string;
  /** The share of the video's box in view, 0 to 1. */
  visible: number;
  promoted: boolean;
  /** On a collaborative board the viewer collaborates on (spec: excluded from autoplay). */
  inViewersCollaborativeBoard: boolean;
}

export interface AutoplayContext {
  reducedMotion: boolean;
  /** The tab is in the background (document hidden). */
  hidden: boolean;
}

/**
 * Spec section 4: 'one organic video plays at a time. Promoted videos are tracked separately ...
 * Autoplay excludes promoted pins and pins in collaborative boards the viewer collaborates on.'
 * The one to play is the most visible eligible video at least half in view (the first of equals);
 * none for reduced motion or a hidden tab.
 */
export function autoplayChoice(candidates: readonly AutoplayCandidate[], context: AutoplayContext): string | null {
  if (context.reducedMotion || context.hidden) return null;
  let best: AutoplayCandidate | null = null;
  for (const c of candidates) {
    if (c.promoted || c.inViewersCollaborativeBoard || c.visible < AUTOPLAY_MIN_VISIBLE) continue;
    if (!best || c.visible > best.visible) best = c;
  }
  return best?.pinId ?? null;
}

export interface AutoplayState {
  /** The organic video playing now, if any. */
  currentOrganic: string | null;
  /** Promoted videos' own record: where each was paused (spec: 'tracked separately'). */
  pausedAt: Readonly<Record<string, number>>;
}

/** Spec section 4: 'Pause marks paused with the current time and clears the current organic video.' */
export function pauseVideo(state: AutoplayState, pinId: string, currentTime: number): AutoplayState {
  return {
    currentOrganic: state.currentOrganic === pinId ? null : state.currentOrganic,
    pausedAt: { ...state.pausedAt, [pinId]: currentTime },
  };
}
