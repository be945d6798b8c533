// Cookie preferences: the three switches of spec section 3's user settings, each saved at once
// with UserSettingsResource update (which takes all three), then the spec's 3 s toast and the
// user read again (spec section 7: 'Refreshed after cookie save').

import { useId, useRef, useState } from 'react';
import { type ApiViewer } from 'shared-contracts/api';
import {
  COOKIE_SAVED_MESSAGE,
  COOKIE_TOAST_MS,
  type CookieChoice,
  cookieChoices,
  type CookieChoices,
  cookieChoicesMade,
} from 'shared-contracts/rules';
import { useApiMutation } from 'react-kit';
import { useExperiencesDeps } from '../deps';
import { CookieSwitchList } from './CookieSwitchList';
import { SaveFeedback } from './SettingsParts';
import styles from './SettingsPage.module.css';

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
  const stored = useRef<CookieChoices>(cookieChoices(viewer));
  const latest = useRef(0);
  // Its error is the latest change's: an earlier change's answer is not shown.
  const saving = useApiMutation(
    async ({ next, request }: { next: CookieChoices; request: number }) => {
      const answer = await client.write('UserSettingsResource', 'update', next);
      stored.current = cookieChoices(answer);
      if (request !== latest.current) return;
      setChoices(stored.current);
      setMade(true);
      events.emit('toast/requested', { message: COOKIE_SAVED_MESSAGE, durationMs: COOKIE_TOAST_MS });
      await onSaved();
    },
    {
      onError: (_message, { request }) => {
        if (request === latest.current) setChoices(stored.current);
      },
    },
  );

  const turn = (choice: CookieChoice, allowed: boolean) => {
    const next = { ...choices, [choice]: allowed };
    setChoices(next);
    void saving.run({ next, request: ++latest.current });
  };

  return (
    <div className={styles.form}>
      {!made && <p className={styles.note}>You haven&apos;t chosen yet, so these are off until you turn them on.</p>}
      <CookieSwitchList idPrefix={id} choices={choices} onTurn={turn} />
      <SaveFeedback errorId={`${id}-error`} error={saving.error} status="" />
    </div>
  );
}
