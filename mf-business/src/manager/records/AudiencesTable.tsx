// Audiences: the groups of people the business's ads can reach, their kind, size and whether they
// are ready to use.

import type { ApiAudience } from 'shared-contracts/api';
import { formatCount } from '../../format/businessFormat';
import { EmptyState } from '../../states/EmptyState';
import { RecordTable, type RecordTableSpec } from './RecordTable';
import styles from './Records.module.css';

const KIND: Readonly<Record<ApiAudience['kind'], string>> = {
  customer_list: 'Customer list',
  visitors: 'Website visitors',
  engagement: 'Engaged with your Pins',
  actalike: 'Act-alike',
};
const STATUS: Readonly<Record<ApiAudience['status'], string>> = { ready: 'Ready', building: 'Being built', too_small: 'Too small to use' };

const AUDIENCES: RecordTableSpec<ApiAudience> = {
  columns: [
    { heading: 'Name', cell: (audience) => <span className={styles.strong}>{audience.name}</span> },
    { heading: 'Kind', cell: (audience) => KIND[audience.kind] },
    {
      heading: 'People',
      numeric: true,
      cell: (audience) => (audience.size === null ? <span className={styles.muted}>Not known yet</span> : formatCount(audience.size)),
    },
    {
      heading: 'Status',
      cell: (audience) =>
        audience.status === 'too_small' ? <span className={styles.warning}>{STATUS[audience.status]}</span> : STATUS[audience.status],
    },
  ],
  caption: 'Audiences, their kind, size and status',
  keyOf: (audience) => audience.id,
};

export function AudiencesTable({ audiences }: { audiences: readonly ApiAudience[] }) {
  if (audiences.length === 0)
    return (
      <EmptyState heading="No audiences yet">
        Audiences are the groups of people an ad can reach: your customers, visitors to your website, or people who engaged with your Pins.
        The ones this business has are listed here.
      </EmptyState>
    );
  return <RecordTable spec={AUDIENCES} records={audiences} />;
}
