// The viewer's own business account on the hub (the one /business/convert/ made): its details, and
// its tools, which they hold as its owner.

import { useId } from 'react';
import { type ApiBusinessAccount, type ApiViewer } from 'shared-contracts/api';
import { businessPath, externalUrl } from 'shared-contracts/rules';
import { formatDate } from '../format/businessFormat';
import { BusinessCardHeader } from './BusinessCardHeader';
import { CapabilityList } from './CapabilityList';
import styles from './BusinessHub.module.css';

const OWNER = ['OWNER'];

export function OwnBusinessCard({ account, viewer }: { account: ApiBusinessAccount; viewer: ApiViewer }) {
  const id = useId();
  const website = account.website ? externalUrl(account.website) : null;
  return (
    <article className={styles.card} aria-labelledby={`${id}-name`}>
      <BusinessCardHeader nameId={`${id}-name`} name={account.businessName} username={viewer.username} imgUrl={viewer.imageMediumUrl} />
      <dl className={styles.facts}>
        <div>
          <dt>Your permission</dt>
          <dd>Owner</dd>
        </div>
        <div>
          <dt>Category</dt>
          <dd>{account.category}</dd>
        </div>
        <div>
          <dt>Country</dt>
          <dd>{account.country}</dd>
        </div>
        <div>
          <dt>Business account since</dt>
          <dd>{formatDate(account.convertedAt)}</dd>
        </div>
        {website && (
          <div>
            <dt>Website</dt>
            <dd>
              <a href={website.href} rel="noopener noreferrer nofollow">
                {website.host}
              </a>
            </dd>
          </div>
        )}
      </dl>
      <h4 id={`${id}-can`} className={styles.canHeading}>
        What you can do
      </h4>
      <CapabilityList permissions={OWNER} labelledBy={`${id}-can`} />
      <div className={styles.actions}>
        <a
          className="pb-button pb-button--primary"
          href={businessPath({ kind: 'manager', via: 'business-manager', businessId: account.user_id, tool: 'dashboard' })}
        >
          Open business tools<span className="pb-visually-hidden"> for {account.businessName}</span>
        </a>
      </div>
    </article>
  );
}
