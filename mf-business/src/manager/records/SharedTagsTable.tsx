// Shared tags: the business's tags on its website and its Conversions API connections, whether each
// is on and when it last sent an event.

import type { ApiSharedTag } from 'shared-contracts/api';
import { formatDate } from '../../format/businessFormat';
import { EmptyState } from '../../states/EmptyState';
import { RecordTable, type RecordTableSpec } from './RecordTable';
import styles from './Records.module.css';

const KIND: Readonly<Record<ApiSharedTag['kind'], string>> = { tag: 'Website tag', conversions_api: 'Conversions API' };

const TAGS: RecordTableSpec<ApiSharedTag> = {
  columns: [
    { heading: 'Name', cell: (tag) => <span className={styles.strong}>{tag.name}</span> },
    { heading: 'Kind', cell: (tag) => KIND[tag.kind] },
    { heading: 'Status', cell: (tag) => (tag.status === 'active' ? 'On' : <span className={styles.muted}>Off</span>) },
    {
      heading: 'Last event',
      cell: (tag) => (tag.lastEventAt ? formatDate(tag.lastEventAt) : <span className={styles.muted}>Never</span>),
    },
  ],
  caption: 'Tags, their kind, whether they are on and their last event',
  keyOf: (tag) => tag.id,
};

export function SharedTagsTable({ tags }: { tags: readonly ApiSharedTag[] }) {
  if (tags.length === 0)
    return (
      <EmptyState heading="No tags yet">
        A tag on your website, or a Conversions API connection, tells you which of your Pins lead to sales and sign-ups. The ones this
        business shares are listed here.
      </EmptyState>
    );
  return <RecordTable spec={TAGS} records={tags} />;
}
