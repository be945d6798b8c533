// Small pieces every settings section uses: a field's live character count, and the one place a
// section tells how its save went (an error beside the form, or a polite 'saved').

import styles from './SettingsPage.module.css';

export interface CharacterCountProps {
  id: string;
  length: number;
  max: number;
}

/** '12 / 30' under a field, as its description; updates as the person types. */
export function CharacterCount({ id, length, max }: CharacterCountProps) {
  return (
    <span id={id} className={styles.count}>
      <span aria-hidden="true">
        {length} / {max}
      </span>
      <span className="pb-visually-hidden">
        {length} of {max} characters used
      </span>
    </span>
  );
}

export interface SaveFeedbackProps {
  /** The error's id, for the form's aria-describedby. */
  errorId: string;
  error: string | null;
  /** Said politely once a save succeeds; empty otherwise. */
  status: string;
}

/**
 * The status line is always in the page (empty until there is news), so screen readers already
 * watch it when 'saved' arrives; an error is an alert, shown next to the form's button.
 */
export function SaveFeedback({ errorId, error, status }: SaveFeedbackProps) {
  return (
    <>
      {error && (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <p role="status" className={styles.status}>
        {status}
      </p>
    </>
  );
}
