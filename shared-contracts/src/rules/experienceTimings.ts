// Spec sections 4 and 9: how long the experiences' surfaces wait, show and fade, in ms.

export const EXPERIENCE_TIMINGS = {
  /** Confirmation toast: hidden, then visible after 100 ms. */
  toastShow: 100,
  /** The toast's hide callback runs 200 ms after it starts hiding (its fade-out). */
  toastHideCallback: 200,
  /** The toast's animation starts after 700 ms. */
  toastAnimationStart: 700,
  /** Toast durations: 2000 by default, 3000 for the cookie toast, 5000 for the save toast. */
  toastDefault: 2000,
  toastCookie: 3000,
  toastSave: 5000,
  /** The hero banner slides in and out over 400 ms. */
  heroSlide: 400,
  /** The thumbnail tooltip dismisses 3 s after the first scroll. */
  thumbnailScrollDismiss: 3000,
  /** An anchored popover dismisses this long after its anchor scrolls. */
  popoverScrollDismiss: 1500,
  /** A survey prompt loads after its delay (5000 by default) and is dropped if not loaded in 15 s. */
  surveyDelayDefault: 5000,
  surveyLoadTimeout: 15_000,
  /** Pin-builder pages check for a survey again every 3000 ms. */
  pinBuilderSurveyRecheck: 3000,
  /** The education toast waits 2000 ms. */
  educationToastDelay: 2000,
} as const;

/** A display_data delay in ms (`delay_in_millis`, `delay`), or the default when absent or not a time. */
export function delayMs(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback;
}
