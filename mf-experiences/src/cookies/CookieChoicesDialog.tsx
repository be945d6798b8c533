// 'Let me choose': the three switches in a modal dialog (focus stays inside, Escape closes it),
// all off until turned on, saved together.

import { useId, useState } from 'react';
import { allCookieChoices, type CookieChoices } from 'shared-contracts/rules';
import { useModalDialog } from 'react-kit';
import { CookieSwitchList } from '../settings/CookieSwitchList';
import type { CookieChoicesSave } from './useCookieChoicesSave';
import styles from './CookieBanner.module.css';

export interface CookieChoicesDialogProps {
  /** Saving the answer (the banner's useCookieChoicesSave). */
  answer: CookieChoicesSave;
  onClose: () => void;
}

export function CookieChoicesDialog({ answer, onClose }: CookieChoicesDialogProps) {
  const dialog = useModalDialog('cookie-choices');
  const id = useId();
  const [choices, setChoices] = useState<CookieChoices>(() => allCookieChoices(false));

  const saveChoices = async () => {
    if (await answer.save(choices, 'cookie_settings_modal')) onClose();
  };

  return (
    <dialog ref={dialog} className={`pb-dialog ${styles.dialog}`} aria-labelledby={`${id}-title`} onClose={onClose}>
      <h2 id={`${id}-title`}>Choose your cookies</h2>
      <p className={styles.dialogLead}>Turn on the cookies you allow. You can change them later in your settings.</p>
      <CookieSwitchList idPrefix={id} choices={choices} onTurn={(choice, allowed) => setChoices({ ...choices, [choice]: allowed })} />
      {answer.error && (
        <p className={styles.error} role="alert">
          {answer.error}
        </p>
      )}
      <div className={styles.dialogActions}>
        <button type="button" className="pb-button" onClick={onClose}>
          Cancel
        </button>
        <button type="button" className="pb-button pb-button--primary" disabled={answer.saving} onClick={() => void saveChoices()}>
          Save my choices
        </button>
      </div>
    </dialog>
  );
}
