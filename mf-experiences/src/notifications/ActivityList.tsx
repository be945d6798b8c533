// One column of rows the notifications and the inbox both show: loading, a failed first page,
// the empty state, the rows, a failed later page, and 'Show more'. Ages are told as of opening
// the page, so each row is given that moment.

import { type ReactNode, useState } from 'react';
import { FailedScreen, LoadingScreen, type PagedList } from 'react-kit';
import styles from './NotificationsPage.module.css';

interface ActivityListProps<T extends { id: string }> {
  list: PagedList<T>;
  /** The list's accessible name. */
  label: string;
  loadingLabel: string;
  empty: ReactNode;
  row: (item: T, now: number) => ReactNode;
}

export function ActivityList<T extends { id: string }>({ list, label, loadingLabel, empty, row }: ActivityListProps<T>) {
  const { items, loading, loadingMore, error, hasMore, loadMore, retry } = list;
  const [now] = useState(Date.now);
  if (loading) return <LoadingScreen label={loadingLabel} />;
  if (error && items.length === 0) return <FailedScreen message={error} onRetry={retry} />;
  if (items.length === 0) return <div className={styles.empty}>{empty}</div>;
  return (
    <>
      <ol className={styles.list} aria-label={label}>
        {items.map((item) => row(item, now))}
      </ol>
      {error && (
        <p role="alert" className={styles.error}>
          {error}{' '}
          <button type="button" className="pb-button" onClick={retry}>
            Try again
          </button>
        </p>
      )}
      {hasMore && !error && (
        <p className={styles.more}>
          <button type="button" className="pb-button" onClick={loadMore} disabled={loadingMore}>
            {loadingMore ? 'Loading…' : 'Show more'}
          </button>
        </p>
      )}
    </>
  );
}
