import { useState } from 'react';
import { closeupPath } from 'shared-contracts';
import { useModalDialog } from 'shared-contracts/react';
import { useCloseupDeps } from '../data/deps';
import styles from './CloseupActions.module.css';

/** 'Send this pin': the pin's address to copy, in a modal <dialog> (focus stays inside, Escape closes). */
export function ShareDialog({ pinId, onClose }: { pinId: string; onClose: () => void }) {
  const dialog = useModalDialog(`closeup-share-${pinId}`, undefined, useCloseupDeps().events);
  const [copied, setCopied] = useState<boolean | null>(null);
  const url = `${window.location.origin}${closeupPath(pinId)}`;
  const copy = () => {
    void navigator.clipboard?.writeText(url).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <dialog ref={dialog} className="pb-dialog" aria-labelledby="closeup-share-title" onClose={onClose}>
      <h2 id="closeup-share-title">Send this pin</h2>
      <label className={styles.field}>
        Link to this Pin
        <input type="text" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
      </label>
      {copied === false && <p role="alert">Copy the link above: this browser did not let us.</p>}
      <p className={styles.dialogActions}>
        <button type="button" className="pb-button pb-button--primary" onClick={copy}>
          {copied ? 'Link copied' : 'Copy link'}
        </button>
        <button type="button" className="pb-button" onClick={onClose}>
          Close
        </button>
      </p>
    </dialog>
  );
}
