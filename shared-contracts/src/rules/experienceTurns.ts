// Which experiences are on screen at once (issue 60, item 3). Spec section 4 gives each experience
// its own life and names no order between them; a new person's first home stacked the cookie
// banner, a modal, the survey and a marketing banner, and the survey's buttons lay under the
// banners. So: at most one experience that asks for an answer is up at a time, in this order, the
// cookie question first (its answer decides what may be recorded of everything after it).

import type { ExperienceDisplay } from './experienceDisplay';

/** What may want the screen: the cookie banner, or an experience shown as its display. */
export type SurfaceKind = 'cookie-consent' | ExperienceDisplay['kind'];

/**
 * The experiences that wait for an answer, first first. A modal before the rest: it takes the
 * whole page (spec section 4 pauses impressions while one is open). The survey before the banners:
 * it is asked for once, the banners announce. Callouts last: tips about the page under them.
 */
export const ANSWER_ORDER = [
  'cookie-consent',
  'modal',
  'survey',
  'educational-banner',
  'marketing-banner',
  'upsell-callout',
  'callout',
] as const satisfies readonly SurfaceKind[];

/**
 * How a kind shares the screen. 'answer': one at a time, in ANSWER_ORDER. 'toast': says something
 * and goes by itself, at the bottom of the screen where the others sit, so it waits until no
 * answer is asked (one toast at a time). 'anchored': beside a control on the page (a pulsar,
 * tooltip, popover or flyout), shown with an answer-waiting one but not before the cookie question
 * nor over a modal, which makes the page under it inert. 'unseen': renders nothing.
 */
export type SurfaceRole = 'answer' | 'toast' | 'anchored' | 'unseen';

const ROLE: Readonly<Record<SurfaceKind, SurfaceRole>> = {
  'cookie-consent': 'answer',
  modal: 'answer',
  survey: 'answer',
  'educational-banner': 'answer',
  'marketing-banner': 'answer',
  'upsell-callout': 'answer',
  callout: 'answer',
  toast: 'toast',
  pulsar: 'anchored',
  tooltip: 'anchored',
  popover: 'anchored',
  flyout: 'anchored',
  'complete-at-once': 'unseen',
};

export const surfaceRole = (kind: SurfaceKind): SurfaceRole => ROLE[kind];

const rank = (kind: SurfaceKind): number => (ANSWER_ORDER as readonly SurfaceKind[]).indexOf(kind);

/**
 * Of the surfaces that want the screen (in the order they came; ties keep it), those shown now:
 * the first answer-waiting one by ANSWER_ORDER, a toast only when none waits, anchored ones unless
 * the cookie question or a modal is up, and the unseen ones always.
 */
export function surfacesShownNow<T extends { kind: SurfaceKind }>(waiting: readonly T[]): T[] {
  const answers = waiting.filter((surface) => ROLE[surface.kind] === 'answer');
  const first = answers.reduce<T | null>((best, surface) => (best === null || rank(surface.kind) < rank(best.kind) ? surface : best), null);
  const toast = first === null ? (waiting.find((surface) => ROLE[surface.kind] === 'toast') ?? null) : null;
  const pageCovered = first !== null && (first.kind === 'cookie-consent' || first.kind === 'modal');
  return waiting.filter((surface) => {
    switch (ROLE[surface.kind]) {
      case 'answer':
        return surface === first;
      case 'toast':
        return surface === toast;
      case 'anchored':
        return !pageCovered;
      case 'unseen':
        return true;
    }
  });
}
