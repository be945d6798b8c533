// Audiences: the groups of people the business's ads can reach, their kind, size and whether they
// are ready to use.

import type { ApiAudience } from 'shared-contracts';
import { formatCount } from '../../format/businessFormat';
import { EmptyState } from '../../states/EmptyState';
import styles from './Records.module.css';

const KIND: Readonly<Record<ApiAudience['kind'], string>> = {
  customer_list: 'Customer list',
  visitors: 'Website visitors',
  engagement: 'Engaged with your Pins',
  actalike: 'Act-alike',
};
const STATUS: Readonly<Record<ApiAudience['status'], string>> = { ready: 'Ready', building: 'Being built', too_small: 'Too small to use' };

export function AudiencesTable({ audiences }: { audiences: readonly ApiAudience[] }) {
  if (audiences.length === 0)
    return (
      <EmptyState heading="No audiences yet">
        Audiences are the groups of people an ad can reach: your customers, visitors to your website, or people who engaged with your Pins.
        The ones this business has are listed here.
      </EmptyState>
    );
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className="pb-visually-hidden">Audiences, their kind, size and status</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Kind</th>
            <th scope="col" className={styles.number}>
              People
            </th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {audiences.map((audience) => (
            <tr key={audience.id}>
              <th scope="row" className={styles.strong}>
                {audience.name}
              </th>
              <td>{KIND[audience.kind]}</td>
              <td className={styles.number}>
                {audience.size === null ? <span className={styles.muted}>Not known yet</span> : formatCount(audience.size)}
              </td>
              <td>
                {audience.status === 'too_small' ? (
                  <span className={styles.warning}>{STATUS[audience.status]}</span>
                ) : (
                  STATUS[audience.status]
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
