// The search page (/search/{scope}?q=): the query in the heading, tabs for Pins, Boards and People
// (links to each scope's URL, the current one marked), and that tab's results; with no query, a
// prompt to search (the header's search box is on every page).

import {
  pageHeading,
  SEARCH_PROMPT_TEXT,
  SEARCH_PROMPT_TITLE,
  SEARCH_TABS,
  searchQueryOf,
  searchTabHref,
  searchTabOf,
} from 'shared-contracts/rules';
import { Icon } from 'react-kit';
import { pinSearchFeed } from '../data/feedSources';
import { FeedGrid } from '../FeedGrid';
import { BoardResults } from './BoardResults';
import { UserResults } from './UserResults';
import styles from './SearchPage.module.css';

export interface SearchPageProps {
  /** The URL's scope: pins, boards, users (or another pin scope, shown under Pins). */
  scope: string;
  /** The URL's q, as typed. */
  rawQuery: string;
}

function PinResults({ query, scope, heading }: { query: string; scope: string; heading: string }) {
  return <FeedGrid heading={heading} source={pinSearchFeed(query, scope)} />;
}

export function SearchPage({ scope, rawQuery }: SearchPageProps) {
  const query = searchQueryOf(rawQuery);
  const tab = searchTabOf(scope);
  const heading = pageHeading({ area: 'feed', page: 'search', scope, query });

  if (!query) {
    return (
      <section className={`pb-screen ${styles.page}`} aria-labelledby="feed-heading">
        <h1 id="feed-heading" className={styles.heading}>
          {heading}
        </h1>
        <div className={styles.prompt}>
          <span className={styles.promptIcon} aria-hidden="true">
            <Icon name="search" size={32} />
          </span>
          <p className={styles.promptTitle}>{SEARCH_PROMPT_TITLE}</p>
          <p className={styles.promptText}>{SEARCH_PROMPT_TEXT}</p>
        </div>
      </section>
    );
  }

  return (
    <section className={`pb-screen ${styles.page}`} aria-labelledby="feed-heading">
      <h1 id="feed-heading" className={styles.heading}>
        {heading}
      </h1>
      <nav className={styles.tabs} aria-label="Search results" data-experience-anchor="search-scopes">
        <ul>
          {SEARCH_TABS.map((t) => (
            <li key={t.tab}>
              <a className={styles.tab} href={searchTabHref(t.tab, query)} aria-current={t.tab === tab ? 'page' : undefined}>
                {t.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {tab === 'pins' && <PinResults query={query} scope={scope} heading={heading} />}
      {tab === 'boards' && <BoardResults query={query} />}
      {tab === 'users' && <UserResults query={query} />}
    </section>
  );
}
