// The business manager's screens the viewer's permissions allow (a finance manager sees invoices,
// not audiences), the current one marked; and the way back to the hub.

import { type ApiBusinessSummary, businessPath, capabilitiesOf, MANAGER_TOOLS } from 'shared-contracts';
import type { ManagerRoute } from './managerFrame';
import toolNav from '../common/ToolNav.module.css';
import styles from './Manager.module.css';

export function ManagerNav({ business, page }: { business: ApiBusinessSummary; page: ManagerRoute }) {
  const capabilities = capabilitiesOf(business.permissions);
  const tools = MANAGER_TOOLS.filter((entry) => capabilities.includes(entry.needs));
  // Ad accounts' migration view is a part of Ad accounts.
  const section = page.tool === 'cee-migration' ? 'ad-accounts' : page.tool;
  return (
    <nav className={styles.nav} aria-label="Business tools">
      <ul className={styles.navList}>
        {tools.map((entry) => (
          <li key={entry.tool}>
            <a
              className={toolNav.link}
              href={businessPath({ ...page, tool: entry.tool })}
              aria-current={entry.tool === page.tool ? 'page' : entry.tool === section ? 'true' : undefined}
            >
              {entry.label}
            </a>
          </li>
        ))}
      </ul>
      <p className={styles.navHub}>
        <a href={businessPath({ kind: 'hub' })}>All your businesses</a>
      </p>
    </nav>
  );
}
