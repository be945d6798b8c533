// Edit profile: full name, first name (spec: at most 30) and About, saved with UserResource update.

import { useId, useState, type FormEvent } from 'react';
import { ABOUT_MAX_LENGTH, FULL_NAME_MAX_LENGTH, TEXT_LIMITS } from 'shared-contracts/rules';
import { type ApiViewer } from 'shared-contracts/api';
import { useApiMutation } from 'react-kit';
import { useExperiencesDeps } from '../deps';
import { CharacterCount, SaveFeedback } from './SettingsParts';
import styles from './SettingsPage.module.css';

export const PROFILE_SAVED_MESSAGE = 'Your profile is saved.';

type ProfileField = 'full_name' | 'first_name' | 'about';

interface Problem {
  message: string;
  field: ProfileField | null;
}

function profileField(name: string | undefined): ProfileField | null {
  return name === 'full_name' || name === 'first_name' || name === 'about' ? name : null;
}

/** What the form checks before asking: a name is more than spaces (the server trims it). */
function profileProblem(fullName: string, firstName: string): Problem | null {
  if (fullName.trim() === '') return { field: 'full_name', message: 'Enter your full name.' };
  if (firstName.trim() === '') return { field: 'first_name', message: 'Enter your first name.' };
  return null;
}

export interface ProfileSectionProps {
  viewer: ApiViewer;
  onSaved: (next: ApiViewer) => Promise<void>;
}

export function ProfileSection({ viewer, onSaved }: ProfileSectionProps) {
  const { client } = useExperiencesDeps();
  const id = useId();
  const [fullName, setFullName] = useState(viewer.fullName);
  const [firstName, setFirstName] = useState(viewer.firstName);
  const [about, setAbout] = useState(viewer.about);
  // What the form itself finds wrong before sending.
  const [unsendable, setUnsendable] = useState<Problem | null>(null);
  const [status, setStatus] = useState('');
  const save = useApiMutation(
    async (fields: { full_name: string; first_name: string; about: string }) => {
      const next = await client.write('UserResource', 'update', fields);
      await onSaved(next);
      return next;
    },
    {
      onSuccess: (next) => {
        setFullName(next.fullName);
        setFirstName(next.firstName);
        setAbout(next.about);
        setStatus(PROFILE_SAVED_MESSAGE);
      },
    },
  );
  const busy = save.busy;
  const problem: Problem | null =
    unsendable ?? (save.error ? { message: save.error, field: profileField(save.errorField ?? undefined) } : null);

  const edited = (set: (value: string) => void) => (value: string) => {
    set(value);
    setStatus('');
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setStatus('');
    save.reset();
    const found = profileProblem(fullName, firstName);
    setUnsendable(found);
    if (!found) void save.run({ full_name: fullName.trim(), first_name: firstName.trim(), about });
  };

  const errorId = `${id}-error`;
  const describedBy = (field: ProfileField, ...more: string[]) =>
    [...more, ...(problem?.field === field ? [errorId] : [])].join(' ') || undefined;

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-describedby={problem && !problem.field ? errorId : undefined}>
      <div className={styles.field}>
        <label htmlFor={`${id}-full`}>Full name</label>
        <input
          id={`${id}-full`}
          name="full_name"
          autoComplete="name"
          required
          maxLength={FULL_NAME_MAX_LENGTH}
          value={fullName}
          onChange={(event) => edited(setFullName)(event.target.value)}
          aria-invalid={problem?.field === 'full_name' || undefined}
          aria-describedby={describedBy('full_name')}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-first`}>First name</label>
        <input
          id={`${id}-first`}
          name="first_name"
          autoComplete="given-name"
          required
          maxLength={TEXT_LIMITS.firstName}
          value={firstName}
          onChange={(event) => edited(setFirstName)(event.target.value)}
          aria-invalid={problem?.field === 'first_name' || undefined}
          aria-describedby={describedBy('first_name', `${id}-first-count`)}
        />
        <CharacterCount id={`${id}-first-count`} length={firstName.length} max={TEXT_LIMITS.firstName} />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-about`}>About</label>
        <textarea
          id={`${id}-about`}
          name="about"
          rows={4}
          maxLength={ABOUT_MAX_LENGTH}
          value={about}
          placeholder="Tell people a little about yourself"
          onChange={(event) => edited(setAbout)(event.target.value)}
          aria-invalid={problem?.field === 'about' || undefined}
          aria-describedby={describedBy('about', `${id}-about-count`)}
        />
        <CharacterCount id={`${id}-about-count`} length={about.length} max={ABOUT_MAX_LENGTH} />
      </div>
      <SaveFeedback errorId={errorId} error={problem?.message ?? null} status={status} />
      <div className={styles.actions}>
        <button type="submit" className="pb-button pb-button--primary" disabled={busy}>
          {busy ? 'Saving…' : 'Save profile'}
        </button>
      </div>
    </form>
  );
}
