// Ad accounts: each account's currency, country and status, and where it is in its migration, with
// the way to the migration view when one is waiting.

import { type ApiAdAccount } from 'shared-contracts/api';
import { businessPath } from 'shared-contracts/rules';
import { EmptyState } from '../../states/EmptyState';
import type { ManagerRoute } from '../managerFrame';
import { AD_ACCOUNT_STATUS, MIGRATION_TEXT } from './adAccountText';
import { RecordTable, type RecordTableSpec } from './RecordTable';
import styles from './Records.module.css';

const AD_ACCOUNTS: RecordTableSpec<ApiAdAccount> = {
  columns: [
    { heading: 'Name', cell: (account) => <span className={styles.strong}>{account.name}</span> },
    { heading: 'Currency', cell: (account) => account.currency },
    { heading: 'Country', cell: (account) => account.country },
    { heading: 'Status', cell: (account) => AD_ACCOUNT_STATUS[account.status] },
    { heading: 'Migration', cell: (account) => MIGRATION_TEXT[account.ceeMigration] },
  ],
  caption: 'Ad accounts, their currency, country, status and migration',
  keyOf: (account) => account.id,
};

export function AdAccountsTable({ accounts, page }: { accounts: readonly ApiAdAccount[]; page: ManagerRoute }) {
  if (accounts.length === 0)
    return (
      <EmptyState heading="No ad accounts yet">
        An ad account is where a business's ads are run and billed from. This business has none yet.
      </EmptyState>
    );
  const waiting = accounts.filter((account) => account.ceeMigration === 'pending').length;
  return (
    <>
      {waiting > 0 && (
        <p className={styles.summary}>
          {waiting === 1 ? 'One ad account is' : `${waiting} ad accounts are`} waiting to move.{' '}
          <a href={businessPath({ ...page, tool: 'cee-migration' })}>See the migration</a>
        </p>
      )}
      <RecordTable spec={AD_ACCOUNTS} records={accounts} />
    </>
  );
}
