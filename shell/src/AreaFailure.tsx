import { GENERIC_ERROR_MESSAGE } from 'shared-contracts/rules';
import styles from './AreaFailure.module.css';

export interface AreaFailureProps {
  label: string;
  onRetry: () => void;
}

/** Shown in place of an area that could not be loaded or crashed; the rest of the page works. */
export function AreaFailure({ label, onRetry }: AreaFailureProps) {
  return (
    <div className={styles.failure} role="alert">
      <p className={styles.title}>{label} couldn&apos;t be shown.</p>
      <p>{GENERIC_ERROR_MESSAGE} The rest of Pinboard still works.</p>
      <button type="button" className="pb-button pb-button--primary" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
