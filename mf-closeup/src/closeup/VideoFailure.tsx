// A video that could not play: what went wrong in words (spec section 8's codes) and a way to try
// again. The closeup's player and a story's video page show the same.

import { useState } from 'react';
import { mediaErrorMessage } from 'shared-contracts/rules';
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

/** A player's failure and its attempts: Try again clears the one and starts the next. */
export function useVideoRetry() {
  const [failure, setFailure] = useState<number | null>(null);
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    setFailure(null);
    setAttempt((n) => n + 1);
  };
  return { failure, setFailure, attempt, retry };
}
