// What a boards or people tab shows around its list: loading, a failure with Try again, an honest
// empty state that points to the other tabs, and Show more while more pages exist.

import type { ReactNode } from 'react';
import { SEARCH_TABS, searchEmptyText, type SearchTab, searchTabHref } from 'shared-contracts/rules';
import type { SearchResults } from './useSearchResults';
import styles from './SearchPage.module.css';

export interface ResultStatesProps<T> {
  tab: SearchTab;
  query: string;
  results: SearchResults<T>;
  /** Says what is loading: 'Loading boards…'. */
  loadingText: string;
  children: ReactNode;
}

export function ResultStates<T>({ tab, query, results, loadingText, children }: ResultStatesProps<T>) {
  const { items, loading, loadingMore, error, hasMore, loadMore, retry } = results;
  const others = SEARCH_TABS.filter((t) => t.tab !== tab);
  return (
    <>
      {items.length > 0 && children}
      <div className={styles.status}>
        {(loading || loadingMore) && <p role="status">{loadingText}</p>}
        {error && (
          <p role="alert">
            {error}{' '}
            <button type="button" className="pb-button" onClick={retry}>
              Try again
            </button>
          </p>
        )}
        {!loading && !error && items.length === 0 && (
          <div className={styles.empty}>
            <p className={styles.emptyTitle}>{searchEmptyText(tab, query)}</p>
            <p>
              Try other words, or look in{' '}
              {others.map((t, i) => (
                <span key={t.tab}>
                  {i > 0 && ' or '}
                  <a href={searchTabHref(t.tab, query)}>{t.label}</a>
                </span>
              ))}
              .
            </p>
          </div>
        )}
        {!loadingMore && !error && hasMore && items.length > 0 && (
          <button type="button" className="pb-button" onClick={loadMore}>
            Show more
          </button>
        )}
      </div>
    </>
  );
}
