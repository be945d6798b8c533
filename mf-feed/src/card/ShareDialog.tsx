import { useState } from 'react';
import { useModalDialog } from 'shared-contracts/react';
import styles from './ShareDialog.module.css';

export interface ShareDialogProps {
  pinId: string;
  onClose: () => void;
}

/** 'Send this pin' from the desktop hover bar: a modal <dialog>, so focus stays in it and Escape closes it. */
export function ShareDialog({ pinId, onClose }: ShareDialogProps) {
  const dialog = useModalDialog(`share-${pinId}`);
  const [copied, setCopied] = useState(false);
  const url = `${window.location.origin}/pin/${pinId}/`;
  const copy = () => {
    void navigator.clipboard?.writeText(url).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <dialog ref={dialog} className={`pb-dialog ${styles.dialog}`} aria-labelledby={`share-title-${pinId}`} onClose={onClose}>
      <h2 id={`share-title-${pinId}`}>Send this pin</h2>
      <label>
        Link to this Pin
        <input type="text" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
      </label>
      <p className={styles.actions}>
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
