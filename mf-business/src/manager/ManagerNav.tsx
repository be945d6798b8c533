// The business manager's screens the viewer's permissions allow (a finance manager sees invoices,
// not audiences), the current one marked; and the way back to the hub.

import { type ApiBusinessSummary } from 'shared-contracts/api';
import { businessPath, capabilitiesOf, MANAGER_TOOLS } from 'shared-contracts/rules';
import type { ManagerRoute } from './managerFrame';
import { ToolLinks } from '../common/ToolLinks';
import styles from './Manager.module.css';

export function ManagerNav({ business, page }: { business: ApiBusinessSummary; page: ManagerRoute }) {
  const capabilities = capabilitiesOf(business.permissions);
  const tools = MANAGER_TOOLS.filter((entry) => capabilities.includes(entry.needs));
  // Ad accounts' migration view is a part of Ad accounts.
  const section = page.tool === 'cee-migration' ? 'ad-accounts' : page.tool;
  return (
    <nav className={styles.nav} aria-label="Business tools">
      <ToolLinks
        className={styles.navList}
        tools={tools}
        hrefOf={(tool) => businessPath({ ...page, tool })}
        currentOf={(tool) => (tool === page.tool ? 'page' : tool === section ? 'true' : undefined)}
      />
      <p className={styles.navHub}>
        <a href={businessPath({ kind: 'hub' })}>All your businesses</a>
      </p>
    </nav>
  );
}
