// Whether this viewer still has to answer the cookie banner, and saving an answer: the three
// settings with UserSettingsResource update (a user's, or a visitor's kept under their visitor id;
// the API gives the browser its copy), the user read again, and the 3 s toast (spec sections 4, 8).

import { useCallback, useState } from 'react';
import { consentCookieIn, COOKIE_SAVED_MESSAGE, COOKIE_TOAST_MS, cookieBannerShown, type CookieChoices } from 'shared-contracts';
import { messageForPerson, signedInViewer } from 'page-runtime';
import { useSession } from 'react-kit';
import { useExperiencesDeps } from '../deps';

export interface CookieConsent {
  /** Whether the banner shows: the session has loaded and no choice is known. */
  pending: boolean;
  saving: boolean;
  error: string | null;
  /** Saves the choices; true once saved (the banner then closes). */
  save: (choices: CookieChoices, surfaceTag: string) => Promise<boolean>;
}

// No cookies where there is no document (the server's render, whose markup leaves the banner out).
const documentCookies = () => (typeof document === 'undefined' ? '' : document.cookie);

export function useCookieConsent(readCookies: () => string = documentCookies): CookieConsent {
  const { client, session, events } = useExperiencesDeps();
  const current = useSession(session);
  const [answered, setAnswered] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const viewer = signedInViewer(current);
  const pending =
    current !== null && !answered && cookieBannerShown({ isBot: current.viewer.isBot, viewer, cookie: consentCookieIn(readCookies()) });

  const save = useCallback(
    async (choices: CookieChoices, surfaceTag: string) => {
      setSaving(true);
      setError(null);
      try {
        await client.write('UserSettingsResource', 'update', { ...choices, surface_tag: surfaceTag });
        setAnswered(true);
        events.emit('toast/requested', { message: COOKIE_SAVED_MESSAGE, durationMs: COOKIE_TOAST_MS });
        // Spec section 4: 'refreshes the user'. A failed refresh leaves the saved choice saved.
        await session.refresh().catch(() => undefined);
        return true;
      } catch (failure) {
        setError(messageForPerson(failure));
        return false;
      } finally {
        setSaving(false);
      }
    },
    [client, events, session],
  );
  return { pending, saving, error, save };
}
