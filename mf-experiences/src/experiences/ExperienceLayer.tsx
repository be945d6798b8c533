// The current page's experiences, each as its surface (spec sections 4 and 5), one asking for an
// answer at a time, after the cookie banner (surfacesShownNow: nothing stacks over another's buttons).

import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { type ApiExperience } from 'shared-contracts/api';
import { type ExperienceDisplay, experienceDisplay, type SurfaceKind, surfacesShownNow } from 'shared-contracts/rules';
import { signedInViewer } from 'page-runtime';
import { isDesktopDevice, useLocationSnapshot, useSession } from 'react-kit';
import { useExperiencesDeps } from '../deps';
import { anchorElement, useDomVersion } from './anchors';
import { usePlacedExperiences } from './usePlacedExperiences';

// Most pages show no experience: the surfaces' code comes only when one has something to show.
const ExperienceSurface = lazy(async () => ({ default: (await import('./ExperienceSurface')).ExperienceSurface }));

/** Mobile web's anchors on a phone or tablet, by the one desktop/mobile rule every area uses. */
const platform = (): 'web' | 'web_mobile' => (isDesktopDevice() ? 'web' : 'web_mobile');

export interface ExperienceLayerProps {
  /** Whether the cookie banner is up: it is answered before any experience asks for anything. */
  cookieBannerUp: boolean;
}

interface Placed {
  experience: ApiExperience;
  display: ExperienceDisplay;
}

/** What wants the screen: the cookie banner (rendered beside this layer) or a placed experience. */
interface Waiting {
  kind: SurfaceKind;
  placed: Placed | null;
}

const COOKIE_QUESTION: Waiting = { kind: 'cookie-consent', placed: null };

export function ExperienceLayer({ cookieBannerUp }: ExperienceLayerProps) {
  const { session } = useExperiencesDeps();
  const current = useSession(session);
  const { route, pathname } = useLocationSnapshot();
  const isBot = current?.viewer.isBot ?? true;
  const viewer = signedInViewer(current)?.username ?? null;
  const { shown, step } = usePlacedExperiences(route, isBot || current === null, pathname, viewer);
  const domVersion = useDomVersion(shown.length > 0);
  // Surfaces that left without a step (a survey that never loaded): the next one's turn.
  const [dropped, setDropped] = useState<ReadonlySet<string>>(new Set<string>());
  const drop = useCallback((placedId: string) => setDropped((now) => new Set([...now, placedId])), []);

  const displays = useMemo(() => {
    void domVersion; // anchors come and go with the page: look again when it changes
    const context = { hasAnchor: (anchor: string) => anchorElement(anchor) !== null, platform: platform() };
    return shown.flatMap((experience): Placed[] => {
      const display = experienceDisplay(experience, context);
      return display ? [{ experience, display }] : [];
    });
  }, [shown, domVersion]);

  const waiting = displays
    .filter(({ experience }) => !dropped.has(experience.placed_experience_id))
    .map((placed): Waiting => ({ kind: placed.display.kind, placed }));
  const now = surfacesShownNow(cookieBannerUp ? [COOKIE_QUESTION, ...waiting] : waiting).flatMap(({ placed }) => (placed ? [placed] : []));
  if (now.length === 0) return null;
  return (
    <Suspense fallback={null}>
      {now.map(({ experience, display }) => (
        <ExperienceSurface key={experience.placed_experience_id} experience={experience} display={display} step={step} onDropped={drop} />
      ))}
    </Suspense>
  );
}
