// A business's pages in the business manager and business access: its picture and name (the page's
// heading), the viewer's permission there, the nav of the screens they may open, and the screen.

import { useId, type ReactNode } from 'react';
import { type ApiBusinessSummary } from 'shared-contracts/api';
import { permissionLabel } from 'shared-contracts/rules';
import { BusinessPicture } from '../common/BusinessPicture';
import title from '../common/PageTitle.module.css';
import type { ManagerRoute } from './managerFrame';
import { ManagerNav } from './ManagerNav';
import styles from './Manager.module.css';

export function ManagerLayout({ business, page, children }: { business: ApiBusinessSummary; page: ManagerRoute; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={`pb-screen ${styles.page}`} aria-labelledby={headingId}>
      <header className={styles.header}>
        <BusinessPicture name={business.businessName} imgUrl={business.imgUrl} size="large" />
        <div>
          <p className={title.kicker}>{page.via === 'business-access' ? 'Business access' : 'Business manager'}</p>
          <h1 id={headingId} className={title.name}>
            {business.businessName}
          </h1>
          <p className={styles.muted}>
            @{business.username} · Your permission: {permissionLabel(business.permissions)}
          </p>
        </div>
      </header>
      <div className={styles.body}>
        <ManagerNav business={business} page={page} />
        <div className={styles.content}>{children}</div>
      </div>
    </section>
  );
}
