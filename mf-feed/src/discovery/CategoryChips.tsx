// /videos and /shopping: the row of categories (every topic, by name), each a link whose URL is the
// spec's /videos/{category}/{id} (or /shopping/…), the chosen one marked as the current page. 'All'
// is the page itself.

import { type ApiTopic } from 'shared-contracts/api';
import { type CategoryPage, categoryHref, isCategory } from 'shared-contracts/rules';
import styles from './Discovery.module.css';

export interface CategoryChipsProps {
  page: CategoryPage;
  label: string;
  topics: readonly ApiTopic[];
  /** The category in the URL (its url name or id); undefined: all. */
  category: string | undefined;
}

export function CategoryChips({ page, label, topics, category }: CategoryChipsProps) {
  const byName = [...topics].sort((a, b) => a.interest.name.localeCompare(b.interest.name, 'en', { sensitivity: 'base' }));
  return (
    <nav aria-label={label}>
      <ul className={styles.tabs}>
        <li>
          <a href={categoryHref(page, null)} aria-current={category === undefined ? 'page' : undefined}>
            All
          </a>
        </li>
        {byName.map((topic) => (
          <li key={topic.interest.id}>
            <a href={categoryHref(page, topic.interest)} aria-current={isCategory(topic.interest, category) ? 'page' : undefined}>
              {topic.interest.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
