// A video that could not play: what went wrong in words (spec section 8's codes) and a way to try
// again. The closeup's player and a story's video page show the same.

import { mediaErrorMessage } from 'shared-contracts';
import styles from './PinMedia.module.css';

export function VideoFailure({ code, onRetry }: { code: number; onRetry: () => void }) {
  return (
    <div className={styles.videoFailure} role="alert">
      <p>{mediaErrorMessage(code)}</p>
      <button type="button" className="pb-button pb-button--primary" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
