// The three cookie switches, each with its label and what it allows: the settings page saves one
// as it turns, the banner's 'Let me choose' dialog saves them together.

import { COOKIE_CHOICES, type CookieChoice, type CookieChoices } from 'shared-contracts/rules';
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

export interface CookieSwitchListProps {
  idPrefix: string;
  choices: CookieChoices;
  onTurn: (choice: CookieChoice, allowed: boolean) => void;
}

export function CookieSwitchList({ idPrefix, choices, onTurn }: CookieSwitchListProps) {
  return (
    <ul className={styles.switches}>
      {COOKIE_CHOICES.map((choice) => (
        <li key={choice} className={styles.switchRow}>
          <div className={styles.switchText}>
            <label htmlFor={`${idPrefix}-${choice}`} className={styles.choiceLabel}>
              {COOKIE_SWITCHES[choice].label}
            </label>
            <p id={`${idPrefix}-${choice}-hint`} className={styles.hint}>
              {COOKIE_SWITCHES[choice].hint}
            </p>
          </div>
          <span className={styles.switch}>
            <input
              id={`${idPrefix}-${choice}`}
              className={styles.switchInput}
              type="checkbox"
              role="switch"
              name={choice}
              checked={choices[choice]}
              onChange={(event) => onTurn(choice, event.target.checked)}
              aria-describedby={`${idPrefix}-${choice}-hint`}
            />
            <span className={styles.switchTrack} aria-hidden="true" />
          </span>
        </li>
      ))}
    </ul>
  );
}
