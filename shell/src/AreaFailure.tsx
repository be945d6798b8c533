import { GENERIC_ERROR_MESSAGE } from 'shared-contracts';

export interface AreaFailureProps {
  label: string;
  onRetry: () => void;
}

/** Shown in place of an area that could not be loaded or crashed; the rest of the page works. */
export function AreaFailure({ label, onRetry }: AreaFailureProps) {
  return (
    <div className="area-failure" role="alert">
      <p className="area-failure__title">{label} couldn&apos;t be shown.</p>
      <p>{GENERIC_ERROR_MESSAGE} The rest of Pinboard still works.</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
