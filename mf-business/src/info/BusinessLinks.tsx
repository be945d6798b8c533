// Links to one screen of each business the viewer may open it for (their People and security, their
// catalog): the part of the small pages that points at what really works.

import { useId } from 'react';
import { type ApiViewer } from 'shared-contracts/api';
import { type BusinessCapability, businessPath, capabilitiesOf, type ManagerTool } from 'shared-contracts/rules';
import { useMyBusinesses } from '../data/myBusinesses';
import { InlineLoading } from '../states/InlineStates';
import styles from './InfoPage.module.css';

export interface BusinessLinksProps {
  viewer: ApiViewer;
  needs: BusinessCapability;
  tool: ManagerTool;
  heading: string;
  /** Said when the viewer has no business with that capability. */
  none: string;
}

export function BusinessLinks({ viewer, needs, tool, heading, none }: BusinessLinksProps) {
  const { loaded, retry } = useMyBusinesses(viewer);
  const headingId = useId();
  if (loaded.status === 'loading') return <InlineLoading label="Loading your businesses…" />;
  if (loaded.status !== 'ready')
    return (
      <p role="alert">
        We couldn't load your businesses.{' '}
        <button type="button" className="pb-button" onClick={retry}>
          Try again
        </button>
      </p>
    );
  const businesses = loaded.data.filter(
    (business) => business.unavailableReason === null && capabilitiesOf(business.permissions).includes(needs),
  );
  return (
    <section className={styles.links} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.subheading}>
        {heading}
      </h2>
      {businesses.length === 0 ? (
        <p>{none}</p>
      ) : (
        <ul>
          {businesses.map((business) => (
            <li key={business.id}>
              <a href={businessPath({ kind: 'manager', via: 'business-manager', businessId: business.id, tool })}>{business.name}</a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
