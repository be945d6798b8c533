// Shared tags: the business's tags on its website and its Conversions API connections, whether each
// is on and when it last sent an event.

import type { ApiSharedTag } from 'shared-contracts';
import { formatDate } from '../../format/businessFormat';
import { EmptyState } from '../../states/EmptyState';
import styles from './Records.module.css';

const KIND: Readonly<Record<ApiSharedTag['kind'], string>> = { tag: 'Website tag', conversions_api: 'Conversions API' };

export function SharedTagsTable({ tags }: { tags: readonly ApiSharedTag[] }) {
  if (tags.length === 0)
    return (
      <EmptyState heading="No tags yet">
        A tag on your website, or a Conversions API connection, tells you which of your Pins lead to sales and sign-ups. The ones this
        business shares are listed here.
      </EmptyState>
    );
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className="pb-visually-hidden">Tags, their kind, whether they are on and their last event</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Kind</th>
            <th scope="col">Status</th>
            <th scope="col">Last event</th>
          </tr>
        </thead>
        <tbody>
          {tags.map((tag) => (
            <tr key={tag.id}>
              <th scope="row" className={styles.strong}>
                {tag.name}
              </th>
              <td>{KIND[tag.kind]}</td>
              <td>{tag.status === 'active' ? 'On' : <span className={styles.muted}>Off</span>}</td>
              <td>{tag.lastEventAt ? formatDate(tag.lastEventAt) : <span className={styles.muted}>Never</span>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
