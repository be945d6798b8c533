// Ad accounts' migration view (spec: ad-accounts/cee-migration): the accounts waiting to move, those
// that have moved, and those with nothing to do, with the way back to all ad accounts.

import { useId } from 'react';
import { type ApiAdAccount } from 'shared-contracts/api';
import { businessPath } from 'shared-contracts/rules';
import { EmptyState } from '../../states/EmptyState';
import type { ManagerRoute } from '../managerFrame';
import { AD_ACCOUNT_STATUS } from './adAccountText';
import styles from './Records.module.css';

const GROUPS: ReadonlyArray<{ state: ApiAdAccount['ceeMigration']; heading: string }> = [
  { state: 'pending', heading: 'Waiting to move' },
  { state: 'migrated', heading: 'Moved' },
  { state: 'not_needed', heading: 'Nothing to do' },
];

function Group({ heading, accounts }: { heading: string; accounts: readonly ApiAdAccount[] }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className={styles.subheading}>
        {heading} ({accounts.length})
      </h3>
      <ul className={styles.plainList}>
        {accounts.map((account) => (
          <li key={account.id}>
            <span className={styles.strong}>{account.name}</span>{' '}
            <span className={styles.muted}>
              {account.currency}, {account.country}, {AD_ACCOUNT_STATUS[account.status].toLowerCase()}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function CeeMigrationView({ accounts, page }: { accounts: readonly ApiAdAccount[]; page: ManagerRoute }) {
  const back = businessPath({ ...page, tool: 'ad-accounts' });
  const waiting = accounts.filter((account) => account.ceeMigration === 'pending');
  if (accounts.length === 0)
    return (
      <EmptyState heading="No ad accounts" action={{ label: 'Back to ad accounts', href: back }}>
        When this business has ad accounts, where each one is in its move shows here.
      </EmptyState>
    );
  return (
    <>
      <p className={styles.summary}>
        {waiting.length === 0
          ? 'None of this business’s ad accounts is waiting to move.'
          : `${waiting.length === 1 ? 'One ad account is' : `${waiting.length} ad accounts are`} waiting to move.`}
      </p>
      {GROUPS.map((group) => {
        const inGroup = accounts.filter((account) => account.ceeMigration === group.state);
        return inGroup.length > 0 ? <Group key={group.state} heading={group.heading} accounts={inGroup} /> : null;
      })}
      <p className={styles.actions}>
        <a href={back}>Back to all ad accounts</a>
      </p>
    </>
  );
}
