// Spec sections 4 (Experiences) and 9 (special experience ids): which experiences a placement may
// show, and what each step of one's life records. Eligible → shown → viewed (recorded once) →
// completed or dismissed, each at most once per mounted session; the experiences are fetched again
// after a completion or dismissal.

import type { ApiExperience } from '../api/apiTypes';

/** Spec section 9: these complete without being shown. */
export const SILENT_COMPLETION_IDS: readonly string[] = ['502312', '502320', '502321', '502322'];

/** Spec section 9: the no-action placement event fires this long after mounting unless aborted. */
export const NO_ACTION_EVENT_MS = 4000;

/**
 * What a surface takes. Spec: eligible means the id is in the allowed-ids list, or else the type is
 * in the allowed-types list, or else it passes the predicate. A filter with none of the three takes
 * nothing (a surface says what it can show).
 */
export interface ExperienceFilter {
  allowedIds?: readonly string[];
  allowedTypes?: readonly number[];
  predicate?: (experience: ApiExperience) => boolean;
}

export function isEligible(experience: ApiExperience, filter: ExperienceFilter): boolean {
  if (filter.allowedIds?.includes(experience.experience_id)) return true;
  if (filter.allowedTypes?.includes(experience.type)) return true;
  return filter.predicate?.(experience) ?? false;
}

/** What one mounted session has recorded of each experience id. */
export interface ExperienceLedger {
  readonly viewed: ReadonlySet<string>;
  readonly completed: ReadonlySet<string>;
  readonly dismissed: ReadonlySet<string>;
}

export const EMPTY_LEDGER: ExperienceLedger = { viewed: new Set(), completed: new Set(), dismissed: new Set() };

export type ExperienceStep =
  | { kind: 'view' }
  /** Spec: completing with mode 1 or preventRemoval records completion; mode 2 prevents removal. */
  | { kind: 'complete'; mode?: 1 | 2; preventRemoval?: boolean }
  | { kind: 'dismiss' };

/** The API call a step makes (UserExperienceViewed/Completed Resource update, UserExperienceResource delete). */
export type ExperienceCall = 'record-view' | 'record-completion' | 'dismiss';

export interface StepOutcome {
  ledger: ExperienceLedger;
  /** The call to make, or null when the step was already taken (or does not record). */
  call: ExperienceCall | null;
  /** Whether the experience leaves the screen. */
  remove: boolean;
  /** Whether the placement's experiences are fetched again. */
  refetch: boolean;
}

const withId = (set: ReadonlySet<string>, id: string): ReadonlySet<string> => new Set([...set, id]);

/**
 * One step of an experience's life in this session. A completion without a mode is taken as mode
 * 1 (the spec names no default; recording it is what a person who finished it expects).
 */
export function takeStep(ledger: ExperienceLedger, experienceId: string, step: ExperienceStep): StepOutcome {
  const none = { ledger, call: null, remove: false, refetch: false };
  if (step.kind === 'view') {
    if (ledger.viewed.has(experienceId)) return none;
    return { ...none, ledger: { ...ledger, viewed: withId(ledger.viewed, experienceId) }, call: 'record-view' };
  }
  if (step.kind === 'dismiss') {
    if (ledger.dismissed.has(experienceId)) return none;
    return { ledger: { ...ledger, dismissed: withId(ledger.dismissed, experienceId) }, call: 'dismiss', remove: true, refetch: true };
  }
  if (ledger.completed.has(experienceId)) return none;
  const mode = step.mode ?? 1;
  const records = mode === 1 || step.preventRemoval === true;
  return {
    ledger: { ...ledger, completed: withId(ledger.completed, experienceId) },
    call: records ? 'record-completion' : null,
    remove: mode !== 2,
    refetch: records,
  };
}

export type ExperienceStart = 'show' | 'complete-silently' | 'skip';

/**
 * What a placement does with an experience it was given: bots get none (spec section 6), the
 * silent-completion ids complete unseen, one already completed or dismissed in this session is not
 * shown again, and an ineligible one is left alone.
 */
export function experienceStart(
  experience: ApiExperience,
  context: { isBot: boolean; filter: ExperienceFilter; ledger: ExperienceLedger },
): ExperienceStart {
  if (context.isBot) return 'skip';
  const id = experience.experience_id;
  if (context.ledger.completed.has(id) || context.ledger.dismissed.has(id)) return 'skip';
  if (SILENT_COMPLETION_IDS.includes(id)) return 'complete-silently';
  return isEligible(experience, context.filter) ? 'show' : 'skip';
}
