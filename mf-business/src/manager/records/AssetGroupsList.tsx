// Asset groups: boards and ad accounts the business keeps together, so people can be given access
// to them at once.

import { useId } from 'react';
import type { ApiAssetGroup } from 'shared-contracts/api';
import { EmptyState } from '../../states/EmptyState';
import styles from './Records.module.css';

const ASSET_KIND: Readonly<Record<ApiAssetGroup['assets'][number]['kind'], string>> = { board: 'Board', ad_account: 'Ad account' };

function AssetGroupCard({ group }: { group: ApiAssetGroup }) {
  const id = useId();
  return (
    <li className={styles.card}>
      <article aria-labelledby={id}>
        <h3 id={id} className={styles.cardHeading}>
          {group.name}
        </h3>
        {group.description && <p className={styles.cardText}>{group.description}</p>}
        {group.assets.length === 0 ? (
          <p className={styles.muted}>Nothing in this group yet.</p>
        ) : (
          <ul className={styles.plainList} aria-label={`In ${group.name}`}>
            {group.assets.map((asset) => (
              <li key={`${asset.kind}-${asset.id}`}>
                {asset.name} <span className={styles.muted}>({ASSET_KIND[asset.kind]})</span>
              </li>
            ))}
          </ul>
        )}
      </article>
    </li>
  );
}

export function AssetGroupsList({ groups }: { groups: readonly ApiAssetGroup[] }) {
  if (groups.length === 0)
    return (
      <EmptyState heading="No asset groups yet">
        An asset group keeps boards and ad accounts together, so the people who work on them can be given access all at once. This business
        has none yet.
      </EmptyState>
    );
  return (
    <ul className={styles.cards}>
      {groups.map((group) => (
        <AssetGroupCard key={group.id} group={group} />
      ))}
    </ul>
  );
}
