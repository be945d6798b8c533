// Where a save goes (spec: save_behavior 0 saves to the profile, 1 shows the board picker), saved
// with UserResource update as soon as the person picks one.

import { useId, useRef, useState } from 'react';
import type { ApiViewer } from 'shared-contracts/api';
import { useApiMutation } from 'react-kit';
import { useExperiencesDeps } from '../deps';
import { SaveFeedback } from './SettingsParts';
import styles from './SettingsPage.module.css';

type SaveBehavior = ApiViewer['save_behavior'];

export const SAVE_BEHAVIOR_CHOICES: ReadonlyArray<{ value: SaveBehavior; label: string; hint: string; saved: string }> = [
  {
    value: 0,
    label: 'Save to your profile',
    hint: 'Pins go straight to your profile in one tap. You can move them to boards later.',
    saved: 'Saved. New Pins go to your profile.',
  },
  {
    value: 1,
    label: 'Choose a board each time',
    hint: 'We show your boards when you save, so you can pick one.',
    saved: "Saved. You'll choose a board each time.",
  },
];

export interface SaveBehaviorSectionProps {
  viewer: ApiViewer;
  onSaved: (next: ApiViewer) => Promise<void>;
}

export function SaveBehaviorSection({ viewer, onSaved }: SaveBehaviorSectionProps) {
  const { client } = useExperiencesDeps();
  const id = useId();
  const [choice, setChoice] = useState<SaveBehavior>(viewer.save_behavior);
  const [status, setStatus] = useState('');
  // The server's value, to go back to when a change fails; and which change is the latest.
  const stored = useRef<SaveBehavior>(viewer.save_behavior);
  const latest = useRef(0);
  // Its error is the latest change's: an earlier change's answer is not shown.
  const saving = useApiMutation(
    async ({ value, request }: { value: SaveBehavior; request: number }) => {
      const next = await client.write('UserResource', 'update', { save_behavior: value });
      stored.current = next.save_behavior;
      if (request !== latest.current) return;
      setChoice(next.save_behavior);
      await onSaved(next);
      setStatus(SAVE_BEHAVIOR_CHOICES.find((option) => option.value === next.save_behavior)?.saved ?? '');
    },
    {
      onError: (_message, { request }) => {
        if (request === latest.current) setChoice(stored.current);
      },
    },
  );
  const error = saving.error;

  const choose = (value: SaveBehavior) => {
    setChoice(value);
    setStatus('');
    void saving.run({ value, request: ++latest.current });
  };

  return (
    <div className={styles.form}>
      <fieldset className={styles.choices} aria-describedby={error ? `${id}-error` : undefined}>
        <legend className={styles.legend}>When you save a Pin</legend>
        {SAVE_BEHAVIOR_CHOICES.map((option) => (
          <div key={option.value} className={styles.choice}>
            <input
              id={`${id}-${option.value}`}
              type="radio"
              name={`${id}-save-behavior`}
              value={option.value}
              checked={choice === option.value}
              onChange={() => choose(option.value)}
              aria-describedby={`${id}-${option.value}-hint`}
            />
            <label htmlFor={`${id}-${option.value}`} className={styles.choiceLabel}>
              {option.label}
            </label>
            <p id={`${id}-${option.value}-hint`} className={styles.hint}>
              {option.hint}
            </p>
          </div>
        ))}
      </fieldset>
      <SaveFeedback errorId={`${id}-error`} error={error} status={status} />
    </div>
  );
}
