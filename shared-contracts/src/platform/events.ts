// Everything areas say to each other crosses this map; nothing else crosses an area boundary.
// Names are 'domain/verb-past-tense'.

import type { RemoteName } from './areas';
import type { FeedbackType } from '../rules/feedback';
import type { AuthReason } from '../rules/loginHeaders';
import type { ImpressionSurface } from '../rules/loggedOutPages';
import type { Surface } from '../rules/surfaces';
import type { VideoStateCode } from '../rules/videoPlayback';

/** The name of each command, what it takes and what it answers. */
export type CommandSpec<P, A> = { payload: P; answer: A };

/** Impression visibility thresholds, in percent (spec section 9). */
export type VisibilityThreshold = 0 | 50 | 80 | 100;

/** The three hide paths of spec section 7. */
export type HidePath = 'news_hub' | 'p2p' | 'search';

export interface SaveTarget {
  boardId: string;
  boardName: string;
  boardUrl: string;
  sectionId?: string;
  sectionName?: string;
  sectionSlug?: string;
}

export interface ToastAction {
  label: string;
  href: string;
  /** Organize or Change: a click opens the Organize dialog over the page instead of following href. */
  organize?: OrganizeRequest;
  /** Undo after an unsave: a click saves the pin back where it was instead of following href. */
  undo?: UnsavedCopy;
}

/** The life of one card's impression (spec section 4, 'Impression tracking'). */
export type ImpressionStage = 'enter' | 'visible' | 'exit' | 'pause' | 'resume';

export interface ImpressionRecord {
  pinId: string;
  /** The grid's surface; a visitor's on a signed-in surface is their page's class (rules/loggedOutPages). */
  surface: ImpressionSurface;
  stage: ImpressionStage;
  /** The highest threshold reached so far; for 'visible', the one just crossed. */
  visibleThreshold: VisibilityThreshold;
  slotIndex: number;
  cellWidth: number;
  cellHeight: number;
  windowWidth: number;
  windowHeight: number;
  /** From the card's first render to its image being on screen (0 until it is). */
  renderDurationMs: number;
  /** Epoch ms. */
  time: number;
}

/** Who saves: the card that asked, what it shows, and where it sits. */
export interface SaveRequest {
  pinId: string;
  /** Where the pin was first saved from: the save is recorded under both ids. */
  originalPinId: string;
  trackingParams: string;
  surface: Surface;
  slotIndex?: number;
  imageUrl?: string;
  title?: string;
  /** The one-tap variant (spec section 4): the picker opens whatever the viewer's save behaviour. */
  pickBoard?: boolean;
}

/** How a save ended: where it went (target null: the profile's quick-saves board), or why not. */
export type SaveAnswer =
  | { kind: 'saved'; savedPinId: string; target: SaveTarget | null }
  | { kind: 'failed'; message: string }
  /** The person closed the picker, or was asked to log in. */
  | { kind: 'cancelled' };

/** Unsaving deletes the viewer's saved copy of a pin. */
export interface UnsaveRequest {
  pinId: string;
  savedPinId: string;
  trackingParams: string;
  /** Where the pin was first saved from: an Undo records its save under both ids again. */
  originalPinId?: string;
}

/** A saved copy that was removed, with what it takes to save it back where it was (Undo). */
export interface UnsavedCopy {
  /** The card's pin and its original, as the save was recorded. */
  pinId: string;
  originalPinId: string;
  /** The pin the copy was saved from: Undo saves it again. */
  sourcePinId: string;
  /** Where the copy was: null for the profile (the quick-saves board, named by boardId). */
  target: SaveTarget | null;
  boardId: string;
  sectionId: string | null;
  trackingParams: string;
}

export type UnsaveAnswer =
  /** A saved copy was removed: the pin itself lives on (its original elsewhere). */
  | { kind: 'unsaved'; copy: UnsavedCopy }
  /** The copy was the viewer's own pin; they were asked, and chose to delete it. */
  | { kind: 'deleted' }
  | { kind: 'failed'; message: string }
  /** Asked whether to delete their own pin, the viewer kept it. */
  | { kind: 'cancelled' };

/**
 * A save whose place is already known, with nothing asked: an unsave's Undo (the board and section
 * the copy was on) and a visitor's held save after login (boardId null: the profile's quick-saves board).
 */
export interface SaveToRequest {
  pinId: string;
  trackingParams: string;
  boardId: string | null;
  sectionId: string | null;
}

/** Where it went (target null when the answer did not name the board), or why not. Said by whoever asked. */
export type SaveToAnswer = { kind: 'saved'; savedPinId: string; target: SaveTarget | null } | { kind: 'failed'; message: string };

/** A board (and section) asked for without saving anything yet: the pin builder's and edit page's board field. */
export interface BoardChoiceRequest {
  /** What the picker shows of the pin being made or edited. */
  imageUrl?: string;
  title?: string;
}

export type BoardChoiceAnswer = { kind: 'chosen'; target: SaveTarget } | { kind: 'cancelled' };

/** Organize or Change (spec section 2's /pin/{id}/repin/ with isEditingPin): the viewer's saved pin. */
export interface OrganizeRequest {
  savedPinId: string;
  /** pinBoardId: the board it was saved to, when the toast knew it. */
  boardId: string | null;
  originalPinId: string | null;
}

export type OrganizeAnswer =
  /** target null: the profile (its quick-saves board), as a save says it. */
  | { kind: 'organized'; target: SaveTarget | null; description: string; moved: boolean }
  | { kind: 'failed'; message: string }
  | { kind: 'cancelled' };

/** 'Send this pin' (spec section 2's share popover) for a pin a grid shows: the closeup area's dialog. */
export interface ShareRequest {
  pinId: string;
  /** What the dialog and the e-mail's subject call it. */
  title: string;
}

/** Answered once the dialog has closed: whether it was sent to someone on the site. */
export type ShareAnswer = { kind: 'closed'; sent: boolean } | { kind: 'failed'; message: string };

/** Hiding a pin (spec section 7's hide paths), asked of the feed area, which owns a pin's feedback. */
export interface PinHideRequest {
  pinId: string;
  path: HidePath;
  /** The pin's feedback type (feedbackTypeOfPin), said with 'pin/hidden'. */
  reason: FeedbackType;
}

/** Taking a hide or a report back, or reporting: the pin and the hide path it was (or is to be) hidden along. */
export interface PinFeedbackRequest {
  pinId: string;
  path: HidePath;
}

/** The calls are made. A failure rejects the request with the API's own error. */
export type PinFeedbackAnswer = { kind: 'done' };

/** 'Report Pin': answered once the feed area's dialog closes, reported (the pin is hidden from the reporter) or not. */
export type ReportAnswer = { kind: 'reported' } | { kind: 'cancelled' };

/**
 * What has exactly one owner and an answer: saving, unsaving, saving to a known board, choosing a
 * board and organizing a save, owned by the boards area (which also says each save's and unsave's
 * outcome on the bus); sending a pin, owned by the closeup area; hiding and reporting a pin and
 * taking either back, owned by the feed area, whose cards do them too.
 */
export interface CommandMap {
  'pin/save': CommandSpec<SaveRequest, SaveAnswer>;
  'pin/unsave': CommandSpec<UnsaveRequest, UnsaveAnswer>;
  'pin/save-to': CommandSpec<SaveToRequest, SaveToAnswer>;
  'board/choose': CommandSpec<BoardChoiceRequest, BoardChoiceAnswer>;
  'pin/organize': CommandSpec<OrganizeRequest, OrganizeAnswer>;
  'pin/share': CommandSpec<ShareRequest, ShareAnswer>;
  'pin/hide': CommandSpec<PinHideRequest, PinFeedbackAnswer>;
  'pin/unhide': CommandSpec<PinFeedbackRequest, PinFeedbackAnswer>;
  'pin/report': CommandSpec<PinFeedbackRequest, ReportAnswer>;
  'pin/unreport': CommandSpec<PinFeedbackRequest, PinFeedbackAnswer>;
}

/**
 * How long whoever asks waits for each command's answer: one bound per command, the same in every
 * area that asks. A save may wait on a person choosing a board in the picker; an unsave is one call
 * (the API client's own 15 s, and room for its answer); a save to a known board may make the
 * quick-saves board first, two calls; choosing a board, organizing a save, sending a pin and
 * reporting one wait on a person, bounded only so that a lost answer is not waited on for ever. A
 * hide and its undo are one call, a report's undo two, each after the feed area's load (8 s at
 * most by default) where the closeup asks first.
 */
export const COMMAND_ANSWER_TIMEOUT_MS = {
  'pin/save': 120_000,
  'pin/unsave': 20_000,
  'pin/save-to': 40_000,
  'board/choose': 30 * 60_000,
  'pin/organize': 30 * 60_000,
  'pin/share': 30 * 60_000,
  'pin/hide': 30_000,
  'pin/unhide': 30_000,
  'pin/report': 30 * 60_000,
  'pin/unreport': 45_000,
} as const satisfies Record<CommandName, number>;

export interface EventMap {
  /** target null: saved to the profile (the quick-saves board). savedPinId is the new save. */
  'pin/saved': { pinId: string; originalPinId: string; savedPinId: string; target: SaveTarget | null; imageUrl?: string };
  'pin/save-failed': { pinId: string; message: string };
  /**
   * A save removed. `copy` (with the place it was and how to put it back) when a saved copy went;
   * `deleted` when the pin itself was deleted, its owner having said so. Both are absent in what
   * area builds from before shared-contracts 1.2.0 say.
   */
  'pin/unsaved': { pinId: string; savedPinId: string; copy?: UnsavedCopy; deleted?: boolean };
  'pin/unsave-failed': { pinId: string; savedPinId: string; message: string };
  'pin/hidden': { pinId: string; path: HidePath; reason: string };
  'pin/hide-undone': { pinId: string; path: HidePath };
  'pin/impression-recorded': ImpressionRecord;
  'pin/clicked-through': { pinId: string; url: string; kind: 'click' | 'rightClick'; slotIndex?: number };
  /** The offsite spam check failed or answered nothing; the link was followed anyway (spec section 8: counted). */
  'link/check-failed': { pinId: string; url: string };
  'auth/required': { reason: AuthReason; returnTo?: string };
  'auth/changed': { isAuth: boolean; userId: string | null };
  'toast/requested': { message: string; durationMs?: number; action?: ToastAction; link?: ToastAction; imageUrl?: string };
  /** A modal dialog opened or closed anywhere: impressions pause while one is open. */
  'modal/opened': { id: string };
  'modal/closed': { id: string };
  'platform/remote-failed': { name: RemoteName; version: string; reason: string };
  /** A page's first content is on screen (a grid's first cards, a pin's closeup): the page may settle after it. */
  'page/first-content': { area: string };
  /**
   * The first screen is in and the browser idle: what runs on every page without being asked
   * (experiences, the cookie banner) starts now, so it never delays the first content.
   */
  'page/settled': { path: string };
  /** An experience was viewed, completed or dismissed (recorded once each per session): the event log's view, complete and dismiss. */
  'experience/stepped': { placedExperienceId: string; step: 'view' | 'complete' | 'dismiss' };
  /** Spec section 4: the page's placements that had nothing to show, 4000 ms on (not said if the page moved on first). */
  'experience/no-action': { placementIds: string[]; path: string };
  /** After login, a visitor's held saves were saved (spec section 4: 'an event logs the count'). */
  'pin/held-saves-merged': { saved: number; failed: number };
  /** A video's player changed state (spec section 4's codes 0 default ... 9 ended; videoPlayback.ts). */
  'video/state-changed': { pinId: string; state: VideoStateCode; currentTime: number };
}

export type EventName = keyof EventMap;

/** Every command's name, for checking what an area's build declares it handles (its manifest). */
export const COMMAND_NAMES = [
  'pin/save',
  'pin/unsave',
  'pin/save-to',
  'board/choose',
  'pin/organize',
  'pin/share',
  'pin/hide',
  'pin/unhide',
  'pin/report',
  'pin/unreport',
] as const satisfies readonly CommandName[];
/** Every event's name, for the same check. */
export const EVENT_NAMES = [
  'pin/saved',
  'pin/save-failed',
  'pin/unsaved',
  'pin/unsave-failed',
  'pin/hidden',
  'pin/hide-undone',
  'pin/impression-recorded',
  'pin/clicked-through',
  'link/check-failed',
  'auth/required',
  'auth/changed',
  'toast/requested',
  'modal/opened',
  'modal/closed',
  'platform/remote-failed',
  'page/settled',
  'page/first-content',
  'pin/held-saves-merged',
  'experience/stepped',
  'experience/no-action',
  'video/state-changed',
] as const satisfies readonly EventName[];

export type CommandName = keyof CommandMap;

/** The bus messages an area acts on wherever the visitor is: the shell loads it on the first one. */
export interface AreaHandles {
  commands: CommandName[];
  events: EventName[];
}

const isListed = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

/** The names in `values`, each one of the bus's; throws naming the first that is not. */
function busNames<T extends string>(list: readonly T[], values: unknown[], kind: 'command' | 'event', where: string): T[] {
  const unknownName = values.find((name) => !isListed(list, name));
  if (unknownName !== undefined) throw new Error(`${where}: ${JSON.stringify(unknownName)} is not a bus ${kind}`);
  return values.filter((name) => isListed(list, name));
}

/** An area manifest's `handles`, each name checked against the bus's own; throws, naming the first unknown one. */
export function parseAreaHandles(value: unknown, where: string): AreaHandles {
  if (value === undefined) return { commands: [], events: [] };
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error(`${where} must be an object`);
  const { commands = [], events = [] } = value as Record<string, unknown>;
  if (!Array.isArray(commands) || !Array.isArray(events)) throw new Error(`${where}: commands and events must be lists`);
  return { commands: busNames(COMMAND_NAMES, commands, 'command', where), events: busNames(EVENT_NAMES, events, 'event', where) };
}
