// A screen's loading and failed states inside a business's layout, under its name and nav (the
// page-wide ones are the kit's LoadingScreen and FailedScreen).

import styles from './States.module.css';

export function InlineLoading({ label }: { label: string }) {
  return (
    <div className={styles.inline} aria-busy="true">
      <p role="status" className="pb-state__loading">
        {label}
      </p>
    </div>
  );
}

export function InlineFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className={styles.inline}>
      <p role="alert">{message}</p>
      <button type="button" className="pb-button" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
