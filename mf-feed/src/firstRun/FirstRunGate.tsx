// Home for a new person who has not picked their interests yet is the first-run step instead
// (InterestPicker); once done or skipped, and for everyone else, it is what it always was.

import type { ReactNode } from 'react';
import { INTEREST_PICKER_STEP } from 'shared-contracts';
import { signedInViewer } from 'page-runtime';
import { useSession } from 'react-kit';
import { useFeedDeps } from '../data/deps';
import { InterestPicker } from './InterestPicker';

export function FirstRunGate({ children }: { children: ReactNode }) {
  const viewer = signedInViewer(useSession(useFeedDeps().session));
  if (viewer?.onboardingStep === INTEREST_PICKER_STEP) return <InterestPicker firstName={viewer.firstName} />;
  return children;
}
