// Whether this viewer still has to answer the cookie banner (spec sections 4, 8). The layer above the
// banner holds it, outside the area's query root, as banners wait for it; saving an answer is the
// banner's (useCookieChoicesSave), which tells it here once saved.

import { useCallback, useState } from 'react';
import { consentCookieIn, cookieBannerShown } from 'shared-contracts/rules';
import { signedInViewer } from 'page-runtime';
import { useSession } from 'react-kit';
import { useExperiencesDeps } from '../deps';

export interface CookieConsent {
  /** Whether the banner shows: the session has loaded and no choice is known. */
  pending: boolean;
  /** An answer was saved: the banner closes. */
  answered: () => void;
}

// No cookies where there is no document (the server's render, whose markup leaves the banner out).
const documentCookies = () => (typeof document === 'undefined' ? '' : document.cookie);

export function useCookieConsent(readCookies: () => string = documentCookies): CookieConsent {
  const { session } = useExperiencesDeps();
  const current = useSession(session);
  const [answered, setAnswered] = useState(false);
  const viewer = signedInViewer(current);
  const pending =
    current !== null && !answered && cookieBannerShown({ isBot: current.viewer.isBot, viewer, cookie: consentCookieIn(readCookies()) });
  return { pending, answered: useCallback(() => setAnswered(true), []) };
}
