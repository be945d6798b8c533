// The first-run step after sign-up (spec section 3's onboarding step InterestPicker): a new person
// picks the topics their home feed is drawn from. The spec names the step but no number; the
// product it describes asks for five or more, so Done waits for five.

export const INTEREST_PICKER_MIN = 5;
/** The most topics one pick sends: every seeded topic fits many times over. */
export const INTEREST_PICKER_MAX = 100;
export const INTEREST_PICKER_STEP = 'InterestPicker';

export interface InterestPickerState {
  canFinish: boolean;
  /** What the counter under the heading says: 'Pick 5 or more', then how many are still needed, then how many are picked. */
  progress: string;
}

export function interestPickerState(picked: number): InterestPickerState {
  if (!Number.isSafeInteger(picked) || picked < 0) throw new RangeError(`A number of topics must be a whole number from 0, not ${picked}`);
  if (picked === 0) return { canFinish: false, progress: `Pick ${INTEREST_PICKER_MIN} or more` };
  const left = INTEREST_PICKER_MIN - picked;
  if (left > 0) return { canFinish: false, progress: `Pick ${left} more` };
  return { canFinish: true, progress: `${picked} picked` };
}

/** The server's word when a pick has too few topics. */
export const INTEREST_PICKER_TOO_FEW = `Pick at least ${INTEREST_PICKER_MIN} topics, or skip this step.`;
