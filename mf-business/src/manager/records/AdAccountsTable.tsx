// Ad accounts: each account's currency, country and status, and where it is in its migration, with
// the way to the migration view when one is waiting.

import { type ApiAdAccount, businessPath } from 'shared-contracts';
import { EmptyState } from '../../states/EmptyState';
import type { ManagerRoute } from '../managerFrame';
import { AD_ACCOUNT_STATUS, MIGRATION_TEXT } from './adAccountText';
import styles from './Records.module.css';

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
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className="pb-visually-hidden">Ad accounts, their currency, country, status and migration</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Currency</th>
              <th scope="col">Country</th>
              <th scope="col">Status</th>
              <th scope="col">Migration</th>
            </tr>
          </thead>
          <tbody>
            {accounts.map((account) => (
              <tr key={account.id}>
                <th scope="row" className={styles.strong}>
                  {account.name}
                </th>
                <td>{account.currency}</td>
                <td>{account.country}</td>
                <td>{AD_ACCOUNT_STATUS[account.status]}</td>
                <td>{MIGRATION_TEXT[account.ceeMigration]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
