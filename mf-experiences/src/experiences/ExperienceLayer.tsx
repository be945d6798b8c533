// The current page's experiences, each as its surface (spec sections 4 and 5). Banners wait while
// the cookie banner is up: both sit at the bottom of the screen, and the cookie question comes first.

import { lazy, Suspense, useMemo } from 'react';
import { experienceDisplay } from 'shared-contracts';
import { isDesktopDevice, useLocationSnapshot, useSession } from 'react-kit';
import { useExperiencesDeps } from '../deps';
import { anchorElement, useDomVersion } from './anchors';
import { usePlacedExperiences } from './usePlacedExperiences';

// Most pages show no experience: the surfaces' code comes only when one has something to show.
const ExperienceSurface = lazy(async () => ({ default: (await import('./ExperienceSurface')).ExperienceSurface }));

/** Mobile web's anchors on a phone or tablet, by the one desktop/mobile rule every area uses. */
const platform = (): 'web' | 'web_mobile' => (isDesktopDevice() ? 'web' : 'web_mobile');

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

  if (displays.length === 0) return null;
  return (
    <Suspense fallback={null}>
      {displays.map(({ experience, display }) => (
        <ExperienceSurface
          key={experience.placed_experience_id}
          experience={experience}
          display={display}
          step={step}
          cookieBannerUp={cookieBannerUp}
        />
      ))}
    </Suspense>
  );
}
