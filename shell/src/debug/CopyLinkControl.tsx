// A build's 'Copy override link' button and what follows a press: the link in a box to copy by
// hand (always once made, so it can be pasted again) and the reason when it was not copied.

import type { CopyState } from './useOverrideLinks';
import styles from './DebugPanel.module.css';

export interface CopyLinkControlProps {
  /** 'remote@version', as the labels name the build. */
  buildName: string;
  state: CopyState | undefined;
  onCopy: () => void;
}

export function CopyLinkControl({ buildName, state, onCopy }: CopyLinkControlProps) {
  const label = state?.status === 'copied' ? 'Copied' : state?.status === 'working' ? 'Making the link…' : 'Copy override link';
  const link = state?.status === 'copied' || state?.status === 'unsent' ? state.link : null;
  return (
    <>
      <button
        type="button"
        className={styles.small}
        aria-label={`${label} for ${buildName}`}
        disabled={state?.status === 'working'}
        onClick={onCopy}
      >
        {label}
      </button>
      {link && (
        <input
          className={styles.link}
          readOnly
          value={link}
          aria-label={`Override link for ${buildName}`}
          onFocus={(event) => event.currentTarget.select()}
        />
      )}
      {state?.status === 'unsent' && <p className={styles.errorText}>{state.message}</p>}
      {state?.status === 'failed' && <p className={styles.errorText}>{state.message}</p>}
    </>
  );
}
