// The cookie banner (spec sections 4 and 8) for visitors and users who have not chosen: the spec's
// words, its link to the cookie policy, and Accept all, Reject all, Let me choose. It sits at the
// bottom of the screen, over the page, and takes no focus: it is reached by Tab like the rest.

import { useId, useState } from 'react';
import { allCookieChoices } from 'shared-contracts/rules';
import { isDesktopDevice } from 'react-kit';
import { CookieChoicesDialog } from './CookieChoicesDialog';
import { useCookieChoicesSave } from './useCookieChoicesSave';
import type { CookieConsent } from './useCookieConsent';
import styles from './CookieBanner.module.css';

export const COOKIE_BANNER_TEXT = 'We use cookies to deliver personalized ads and experiences, and to analyze traffic on our site.';

export interface CookieBannerProps {
  /** The viewer's answer so far (useCookieConsent): the layer above holds it, as banners wait for it. */
  consent: CookieConsent;
  /** Whether this is a phone or tablet (the one desktop/mobile rule every area uses). */
  isMobile?: () => boolean;
}

export function CookieBanner({ consent, isMobile = () => !isDesktopDevice() }: CookieBannerProps) {
  const headingId = useId();
  const [choosing, setChoosing] = useState(false);
  const [hiddenForChoosing, setHiddenForChoosing] = useState(false);
  const answer = useCookieChoicesSave(consent.answered);
  if (!consent.pending) return null;

  const choose = () => {
    setChoosing(true);
    // Spec: 'Let me choose opens the settings modal and on mobile hides the banner.'
    setHiddenForChoosing(isMobile());
  };
  const closeChoices = () => {
    setChoosing(false);
    setHiddenForChoosing(false);
  };

  return (
    <>
      {!hiddenForChoosing && (
        <section className={styles.banner} aria-labelledby={headingId}>
          <h2 id={headingId} className="pb-visually-hidden">
            Cookies
          </h2>
          <p className={styles.text}>
            {COOKIE_BANNER_TEXT}{' '}
            <a className={styles.link} href="/policy/cookies/">
              Cookie policy
            </a>
          </p>
          {answer.error && !choosing && (
            <p className={styles.error} role="alert">
              {answer.error}
            </p>
          )}
          <div className={styles.actions}>
            <button
              type="button"
              className="pb-button pb-button--primary"
              disabled={answer.saving}
              onClick={() => void answer.save(allCookieChoices(true), 'cookie_banner')}
            >
              Accept all
            </button>
            <button
              type="button"
              className="pb-button"
              disabled={answer.saving}
              onClick={() => void answer.save(allCookieChoices(false), 'cookie_banner')}
            >
              Reject all
            </button>
            <button type="button" className="pb-button" disabled={answer.saving} onClick={choose}>
              Let me choose
            </button>
          </div>
        </section>
      )}
      {choosing && <CookieChoicesDialog answer={answer} onClose={closeChoices} />}
    </>
  );
}
