// Spec section 2 and 8: the blocked-link modal, 'Heads up!', with the server's message, the blocked
// host name, a 'Learn more' link to the community guidelines and an 'Okay' button.

import { COMMUNITY_GUIDELINES_HREF } from 'shared-contracts/rules';
import { useModalDialog } from 'react-kit';
import { useCloseupDeps } from '../data/deps';
import styles from './HeadsUpDialog.module.css';

/** The spec names no address for the guidelines; the site's help page for them. */

export interface HeadsUpDialogProps {
  message: string;
  host: string;
  onClose: () => void;
}

export function HeadsUpDialog({ message, host, onClose }: HeadsUpDialogProps) {
  const dialog = useModalDialog('offsite-heads-up', undefined, useCloseupDeps().events);
  return (
    <dialog
      ref={dialog}
      className={`pb-dialog ${styles.dialog}`}
      aria-labelledby="heads-up-title"
      aria-describedby="heads-up-message"
      onClose={onClose}
    >
      <h2 id="heads-up-title">Heads up!</h2>
      <p id="heads-up-message">{message}</p>
      <p className={styles.host}>{host}</p>
      <p className="pb-dialog__actions">
        <a className="pb-button" href={COMMUNITY_GUIDELINES_HREF} target="_blank" rel="noopener noreferrer">
          Learn more
        </a>
        <button type="button" className="pb-button pb-button--primary" onClick={() => dialog.current?.close()}>
          Okay
        </button>
      </p>
    </dialog>
  );
}
