// What a permission lets its holder do for a business, in words (CAPABILITY_TEXT).

import { capabilitiesOf, CAPABILITY_TEXT } from 'shared-contracts/rules';
import styles from './BusinessHub.module.css';

export function CapabilityList({ permissions, labelledBy }: { permissions: readonly string[]; labelledBy: string }) {
  const capabilities = capabilitiesOf(permissions);
  if (capabilities.length === 0) return <p className={styles.muted}>This permission doesn't include any business tools.</p>;
  return (
    <ul className={styles.capabilities} aria-labelledby={labelledBy}>
      {capabilities.map((capability) => (
        <li key={capability}>{CAPABILITY_TEXT[capability]}</li>
      ))}
    </ul>
  );
}
