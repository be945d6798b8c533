// Cookie preferences: the three switches of spec section 3's user settings, each saved at once
// with UserSettingsResource update (which takes all three), then the spec's 3 s toast and the
// user read again (spec section 7: 'Refreshed after cookie save').

import { useId, useRef, useState } from 'react';
import {
  COOKIE_CHOICES,
  COOKIE_SAVED_MESSAGE,
  COOKIE_TOAST_MS,
  cookieChoices,
  cookieChoicesMade,
  messageForPerson,
  type ApiViewer,
  type CookieChoice,
  type CookieChoices,
} from 'shared-contracts';
import { useExperiencesDeps } from '../deps';
import { SaveFeedback } from './SettingsParts';
import styles from './SettingsPage.module.css';

export const COOKIE_SWITCHES: Readonly<Record<CookieChoice, { label: string; hint: string }>> = {
  allow_analytic_cookies: {
    label: 'Analytics cookies',
    hint: 'Help us count visits and see which parts of Pinboard people use, so we can make it better.',
  },
  allow_marketing_cookies: {
    label: 'Marketing cookies',
    hint: 'Let us and our partners show you ads that fit your interests, on Pinboard and elsewhere.',
  },
  allow_personalization_cookies: {
    label: 'Personalization cookies',
    hint: 'Let us tailor the ideas you see on Pinboard to what you do here.',
  },
};

export interface CookieSectionProps {
  viewer: ApiViewer;
  /** After a save: read the user again (the answer is the settings, not the user). */
  onSaved: () => Promise<void>;
}

export function CookieSection({ viewer, onSaved }: CookieSectionProps) {
  const { client, events } = useExperiencesDeps();
  const id = useId();
  const [choices, setChoices] = useState<CookieChoices>(() => cookieChoices(viewer));
  const [made, setMade] = useState(() => cookieChoicesMade(viewer));
  const [error, setError] = useState<string | null>(null);
  const stored = useRef<CookieChoices>(cookieChoices(viewer));
  const latest = useRef(0);

  const turn = (choice: CookieChoice, allowed: boolean) => {
    const next = { ...choices, [choice]: allowed };
    setChoices(next);
    setError(null);
    const request = ++latest.current;
    client
      .write('UserSettingsResource', 'update', next)
      .then(async (answer) => {
        stored.current = cookieChoices(answer);
        if (request !== latest.current) return;
        setChoices(stored.current);
        setMade(true);
        events.emit('toast/requested', { message: COOKIE_SAVED_MESSAGE, durationMs: COOKIE_TOAST_MS });
        await onSaved();
      })
      .catch((failure: unknown) => {
        if (request !== latest.current) return;
        setChoices(stored.current);
        setError(messageForPerson(failure));
      });
  };

  return (
    <div className={styles.form}>
      {!made && <p className={styles.note}>You haven&apos;t chosen yet, so these are off until you turn them on.</p>}
      <ul className={styles.switches}>
        {COOKIE_CHOICES.map((choice) => (
          <li key={choice} className={styles.switchRow}>
            <div className={styles.switchText}>
              <label htmlFor={`${id}-${choice}`} className={styles.choiceLabel}>
                {COOKIE_SWITCHES[choice].label}
              </label>
              <p id={`${id}-${choice}-hint`} className={styles.hint}>
                {COOKIE_SWITCHES[choice].hint}
              </p>
            </div>
            <span className={styles.switch}>
              <input
                id={`${id}-${choice}`}
                className={styles.switchInput}
                type="checkbox"
                role="switch"
                name={choice}
                checked={choices[choice]}
                onChange={(event) => turn(choice, event.target.checked)}
                aria-describedby={`${id}-${choice}-hint`}
              />
              <span className={styles.switchTrack} aria-hidden="true" />
            </span>
          </li>
        ))}
      </ul>
      <SaveFeedback errorId={`${id}-error`} error={error} status="" />
    </div>
  );
}
