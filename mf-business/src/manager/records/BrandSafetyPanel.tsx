// Brand safety: which content the business's ads may appear beside, and the sites it has blocked.

import { useId } from 'react';
import type { ApiBrandSafety } from 'shared-contracts/api';
import styles from './Records.module.css';

const INVENTORY: Readonly<Record<ApiBrandSafety['inventory'], { label: string; text: string }>> = {
  full: { label: 'Full inventory', text: 'Ads may appear beside any content that follows our guidelines, reaching the most people.' },
  standard: { label: 'Standard inventory', text: 'Ads stay away from content on sensitive subjects.' },
  limited: { label: 'Limited inventory', text: 'Ads appear only beside the content least likely to be sensitive, reaching fewer people.' },
};

export function BrandSafetyPanel({ settings }: { settings: ApiBrandSafety }) {
  const inventoryId = useId();
  const blockedId = useId();
  const inventory = INVENTORY[settings.inventory];
  return (
    <>
      <section className={styles.choice} aria-labelledby={inventoryId}>
        <h3 id={inventoryId} className={styles.choiceHeading}>
          {inventory.label}
        </h3>
        <p className={styles.cardText}>{inventory.text}</p>
      </section>
      <section aria-labelledby={blockedId}>
        <h3 id={blockedId} className={styles.subheading}>
          Blocked websites
        </h3>
        {settings.blockedDomains.length === 0 ? (
          <p className={styles.muted}>No websites are blocked: ads may appear beside Pins from any site the inventory allows.</p>
        ) : (
          <ul className={styles.plainList}>
            {settings.blockedDomains.map((domain) => (
              <li key={domain}>{domain}</li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
