// Home for a new person who has not picked their interests yet is the first-run step instead
// (InterestPicker); once done or skipped, and for everyone else, it is what it always was. The
// picker is its own chunk: only a new person's first home needs it, and the feed's first file is
// held to its area's budget.

import { lazy, type ReactNode, Suspense } from 'react';
import { INTEREST_PICKER_STEP } from 'shared-contracts/rules';
import { signedInViewer } from 'page-runtime';
import { LoadingScreen, useSession } from 'react-kit';
import { useFeedDeps } from '../data/deps';

const InterestPicker = lazy(async () => ({
  default: (await import(/* webpackChunkName: "first-run" */ './InterestPicker')).InterestPicker,
}));

export function FirstRunGate({ children }: { children: ReactNode }) {
  const viewer = signedInViewer(useSession(useFeedDeps().session));
  if (viewer?.onboardingStep === INTEREST_PICKER_STEP)
    return (
      <Suspense fallback={<LoadingScreen label="Loading" />}>
        <InterestPicker firstName={viewer.firstName} />
      </Suspense>
    );
  return children;
}
