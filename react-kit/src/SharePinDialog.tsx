// 'Send this pin' (spec section 2): the pin's address to copy, in a modal <dialog> (focus stays
// inside, Escape closes). The card's hover bar and the closeup open the same one.

import { useState } from 'react';
import { closeupPath } from 'shared-contracts';
import { bus, type PageBus } from 'page-runtime';
import { useModalDialog } from './useModalDialog';

export const SHARE_DIALOG_TITLE = 'Send this pin';

export function SharePinDialog({ pinId, onClose, events = bus }: { pinId: string; onClose: () => void; events?: PageBus }) {
  const dialog = useModalDialog(`share-${pinId}`, undefined, events);
  const [copied, setCopied] = useState<boolean | null>(null);
  const url = `${window.location.origin}${closeupPath(pinId)}`;
  const titleId = `share-title-${pinId}`;
  const copy = () => {
    void navigator.clipboard?.writeText(url).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <dialog ref={dialog} className="pb-dialog" aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId}>{SHARE_DIALOG_TITLE}</h2>
      <label className="pb-field">
        Link to this Pin
        <input type="text" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
      </label>
      {copied === false && <p role="alert">Copy the link above: this browser did not let us.</p>}
      <p className="pb-dialog__actions">
        <button type="button" className="pb-button pb-button--primary" onClick={copy}>
          {copied ? 'Link copied' : 'Copy link'}
        </button>
        {/* Closing the dialog itself lets the browser put focus back where it was; its close event unmounts it. */}
        <button type="button" className="pb-button" onClick={() => dialog.current?.close()}>
          Close
        </button>
      </p>
    </dialog>
  );
}
