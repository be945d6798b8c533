// The People tab: people matching the words, each with their picture, full name, username and
// follower count in its short form, linking to their profile.

import { type ApiUser } from 'shared-contracts/api';
import { followerCountLabel, profileHref } from 'shared-contracts/rules';
import { ResultStates } from './ResultStates';
import { useUserSearch } from './useSearchResults';
import styles from './SearchPage.module.css';

export function UserResultCard({ user }: { user: ApiUser }) {
  const initial = Array.from(user.fullName.trim() || user.username)[0]?.toUpperCase() ?? '';
  return (
    <li className={styles.person}>
      <a href={profileHref(user.username)}>
        {user.imageMediumUrl ? (
          <img className={styles.avatar} src={user.imageMediumUrl} alt="" width={64} height={64} loading="lazy" decoding="async" />
        ) : (
          <span className={styles.avatar} aria-hidden="true">
            {initial}
          </span>
        )}
        <span className={styles.personText}>
          <span className={styles.personName}>{user.fullName || user.username}</span>
          <span className={styles.personFacts}>
            @{user.username} · {followerCountLabel(user.followerCount)}
          </span>
        </span>
      </a>
    </li>
  );
}

export function UserResults({ query }: { query: string }) {
  const results = useUserSearch(query);
  return (
    <ResultStates tab="users" query={query} results={results} loadingText="Loading people…">
      <ul className={styles.people} aria-label={`People matching “${query}”`}>
        {results.items.map((user) => (
          <UserResultCard key={user.id} user={user} />
        ))}
      </ul>
    </ResultStates>
  );
}
