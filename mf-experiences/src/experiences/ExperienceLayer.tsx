// The current page's experiences, each as its surface (spec sections 4 and 5). Banners wait while
// the cookie banner is up: both sit at the bottom of the screen, and the cookie question comes first.

import { useCallback, useEffect, useMemo } from 'react';
import { experienceDisplay, type ApiExperience, type ExperienceDisplay, type ExperienceStep } from 'shared-contracts';
import { useLocationSnapshot, useSession } from 'shared-contracts/react';
import { useExperiencesDeps } from '../deps';
import { anchorElement, useDomVersion } from './anchors';
import { AnchoredTip } from './AnchoredTip';
import { ExperienceBanner } from './ExperienceBanner';
import { ExperienceCallout } from './ExperienceCallout';
import { ExperienceModal } from './ExperienceModal';
import { ExperienceToast } from './ExperienceToast';
import { SurveyPrompt } from './SurveyPrompt';
import { usePlacedExperiences } from './usePlacedExperiences';

/** Spec section 9: the narrow layout is a window at most 480 px wide; there anchors are mobile web's. */
const platform = (): 'web' | 'web_mobile' => (narrowWindow() ? 'web_mobile' : 'web');
// Not every DOM has matchMedia (jsdom has not): without it, the window is taken as wide.
const narrowWindow = (): boolean => ('matchMedia' in window ? window.matchMedia('(max-width: 480px)').matches : false);

export interface ExperienceLayerProps {
  /** Whether the cookie banner is up: the bottom of the screen is its until answered. */
  cookieBannerUp: boolean;
}

export function ExperienceLayer({ cookieBannerUp }: ExperienceLayerProps) {
  const { session } = useExperiencesDeps();
  const current = useSession(session);
  const { route, pathname } = useLocationSnapshot();
  const isBot = current?.viewer.isBot ?? true;
  const { shown, step } = usePlacedExperiences(route, isBot || current === null, pathname);
  const domVersion = useDomVersion(shown.length > 0);

  const displays = useMemo(() => {
    void domVersion; // anchors come and go with the page: look again when it changes
    const context = { hasAnchor: (anchor: string) => anchorElement(anchor) !== null, platform: platform() };
    return shown.flatMap((experience) => {
      const display = experienceDisplay(experience, context);
      return display ? [{ experience, display }] : [];
    });
  }, [shown, domVersion]);

  return (
    <>
      {displays.map(({ experience, display }) => (
        <Surface
          key={experience.placed_experience_id}
          experience={experience}
          display={display}
          step={step}
          cookieBannerUp={cookieBannerUp}
        />
      ))}
    </>
  );
}

interface SurfaceItemProps {
  experience: ApiExperience;
  display: ExperienceDisplay;
  step: (experience: ApiExperience, step: ExperienceStep) => void;
  cookieBannerUp: boolean;
}

function Surface({ experience, display, step, cookieBannerUp }: SurfaceItemProps) {
  const onView = useCallback(() => step(experience, { kind: 'view' }), [experience, step]);
  const onComplete = useCallback(() => step(experience, { kind: 'complete' }), [experience, step]);
  const onDismiss = useCallback(() => step(experience, { kind: 'dismiss' }), [experience, step]);
  const actions = { onView, onComplete, onDismiss };
  switch (display.kind) {
    case 'toast':
      return <ExperienceToast display={display} {...actions} />;
    case 'modal':
      return <ExperienceModal display={display} {...actions} />;
    case 'educational-banner':
    case 'marketing-banner':
      return cookieBannerUp ? null : <ExperienceBanner display={display} {...actions} />;
    case 'survey':
      return <SurveyPrompt display={display} {...actions} />;
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
