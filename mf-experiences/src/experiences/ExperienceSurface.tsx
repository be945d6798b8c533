// One experience as its surface (spec sections 4 and 5), with its view, complete and dismiss
// actions bound. Whether it is its turn is the layer's (ExperienceLayer).

import { useCallback, useEffect } from 'react';
import type { ApiExperience } from 'shared-contracts/api';
import type { ExperienceDisplay, ExperienceStep } from 'shared-contracts/rules';
import { AnchoredTip } from './AnchoredTip';
import { ExperienceBanner } from './ExperienceBanner';
import { ExperienceCallout } from './ExperienceCallout';
import { ExperienceModal } from './ExperienceModal';
import { ExperienceToast } from './ExperienceToast';
import { SurveyPrompt } from './SurveyPrompt';

export interface ExperienceSurfaceProps {
  experience: ApiExperience;
  display: ExperienceDisplay;
  step: (experience: ApiExperience, step: ExperienceStep) => void;
  /** Told the placed experience id when it leaves with no step (a survey that never loaded). */
  onDropped: (placedExperienceId: string) => void;
}

export function ExperienceSurface({ experience, display, step, onDropped }: ExperienceSurfaceProps) {
  const onView = useCallback(() => step(experience, { kind: 'view' }), [experience, step]);
  const onComplete = useCallback(() => step(experience, { kind: 'complete' }), [experience, step]);
  const onDismiss = useCallback(() => step(experience, { kind: 'dismiss' }), [experience, step]);
  const onDrop = useCallback(() => onDropped(experience.placed_experience_id), [experience, onDropped]);
  const actions = { onView, onComplete, onDismiss };
  switch (display.kind) {
    case 'toast':
      return <ExperienceToast display={display} {...actions} />;
    case 'modal':
      return <ExperienceModal display={display} {...actions} />;
    case 'educational-banner':
    case 'marketing-banner':
      return <ExperienceBanner display={display} {...actions} />;
    case 'survey':
      return <SurveyPrompt display={display} {...actions} onDropped={onDrop} />;
    case 'pulsar':
    case 'tooltip':
    case 'popover':
    case 'flyout':
      return <AnchoredTip display={display} {...actions} />;
    case 'callout':
    case 'upsell-callout':
      return <ExperienceCallout display={display} {...actions} />;
    case 'complete-at-once':
      return <CompleteAtOnce onComplete={onComplete} />;
  }
}

/** Spec: a tooltip experience with neither pulsar nor tooltip completes at once and renders nothing. */
function CompleteAtOnce({ onComplete }: { onComplete: () => void }) {
  useEffect(onComplete, [onComplete]);
  return null;
}
