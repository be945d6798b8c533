// /business/business-hierarchy/{id}/: a group of businesses under one hierarchy. Its dashboard (the
// totals of all its businesses' Pins over 30 days), the businesses as a tree, whether its managers
// all use two-factor authentication, and its managers.

import { useId, type ReactNode } from 'react';
import { type ApiBusinessHierarchy, type ApiHierarchyManager } from 'shared-contracts/api';
import { type BusinessPage, businessPath, HIERARCHY_TOOLS } from 'shared-contracts/rules';
import { FailedScreen, LoadingScreen, NotFoundScreen } from 'react-kit';
import { useBusinessRead } from '../data/businessRead';
import { countOf } from '../format/businessFormat';
import { RefusedState } from '../states/RefusedState';
import { SignedOutScreen } from '../states/SignedOutScreen';
// The business picture's CSS (in the tree) first, then the shared pieces', in the manager's order:
// every chunk then meets their CSS in one order.
import { HierarchyTree } from './HierarchyTree';
import title from '../common/PageTitle.module.css';
import { ToolLinks } from '../common/ToolLinks';
import { Totals } from '../common/Totals';
import { RecordTable, type RecordTableSpec } from '../manager/records/RecordTable';
import recordStyles from '../manager/records/Records.module.css';
import styles from './Hierarchy.module.css';

type HierarchyRoute = Extract<BusinessPage, { kind: 'hierarchy' }>;

const ROLE: Readonly<Record<ApiHierarchyManager['role'], string>> = { ADMIN: 'Admin', MANAGER: 'Manager' };
const TOTALS = [
  { key: 'impressions', label: 'Impressions' },
  { key: 'saves', label: 'Saves' },
  { key: 'clickthroughs', label: 'Click-throughs' },
] as const;

const MANAGERS: RecordTableSpec<ApiHierarchyManager> = {
  columns: [
    {
      heading: 'Name',
      cell: (manager) => (
        <>
          <span className={recordStyles.strong}>{manager.fullName}</span> <span className={styles.muted}>@{manager.username}</span>
        </>
      ),
    },
    { heading: 'Role', cell: (manager) => ROLE[manager.role] },
    {
      heading: 'Two-factor authentication',
      cell: (manager) => (manager.mfaEnabled ? 'On' : <span className={styles.warning}>Off</span>),
    },
  ],
  caption: 'Managers, their role and two-factor authentication',
  keyOf: (manager) => manager.user_id,
};

export function HierarchyPage({ page }: { page: HierarchyRoute }) {
  const { loaded, retry } = useBusinessRead(
    'GET /vx/business_hierarchy/:hierarchy_id/',
    { params: { hierarchy_id: page.hierarchyId } },
    // Its totals come from the event log: read afresh each time it opens.
    { staleTime: 0 },
  );
  switch (loaded.status) {
    case 'loading':
      return <LoadingScreen label="Loading the business hierarchy" />;
    case 'missing':
      return <NotFoundScreen what="business hierarchy" />;
    case 'signed-out':
      return <SignedOutScreen />;
    case 'refused':
      return <RefusedState level={1} message={loaded.message} />;
    case 'failed':
      return <FailedScreen message={loaded.message} onRetry={retry} />;
    case 'ready':
      return <Hierarchy hierarchy={loaded.data} page={page} />;
  }
}

function Hierarchy({ hierarchy, page }: { hierarchy: ApiBusinessHierarchy; page: HierarchyRoute }) {
  const headingId = useId();
  const screenId = useId();
  const current = HIERARCHY_TOOLS.find((entry) => entry.tool === page.tool);
  return (
    <section className={`pb-screen ${styles.page}`} aria-labelledby={headingId}>
      <header className={styles.header}>
        <p className={title.kicker}>Business hierarchy</p>
        <h1 id={headingId} className={title.name}>
          {hierarchy.name}
        </h1>
        <p className={styles.muted}>
          {countOf(hierarchy.businesses.length, 'business', 'businesses')} · {countOf(hierarchy.managers.length, 'manager', 'managers')}
        </p>
      </header>
      <nav className={styles.nav} aria-label="Hierarchy tools">
        <ToolLinks
          className={styles.navList}
          tools={HIERARCHY_TOOLS}
          hrefOf={(tool) => businessPath({ ...page, tool })}
          currentOf={(tool) => (tool === page.tool ? 'page' : undefined)}
        />
      </nav>
      <section aria-labelledby={screenId}>
        <h2 id={screenId} className={styles.screenHeading}>
          {current?.label ?? 'Dashboard'}
        </h2>
        {screenOf(hierarchy, page.tool)}
      </section>
    </section>
  );
}

function screenOf(hierarchy: ApiBusinessHierarchy, tool: HierarchyRoute['tool']): ReactNode {
  switch (tool) {
    case 'dashboard':
      return (
        <>
          <p className={styles.muted}>All the businesses' Pins together, over the last 30 days.</p>
          <Totals totals={TOTALS.map((total) => ({ ...total, count: hierarchy.totals[total.key] }))} />
        </>
      );
    case 'hierarchy':
      return hierarchy.businesses.length === 0 ? (
        <p className={styles.muted}>No businesses are in this hierarchy yet.</p>
      ) : (
        <HierarchyTree businesses={hierarchy.businesses} />
      );
    case 'business_security':
      return <SecuritySummary hierarchy={hierarchy} />;
    case 'managers':
      return <ManagersTable managers={hierarchy.managers} />;
  }
}

function SecuritySummary({ hierarchy }: { hierarchy: ApiBusinessHierarchy }) {
  const without = hierarchy.managers.filter((manager) => !manager.mfaEnabled);
  return (
    <div className={hierarchy.requiresMfa ? styles.secure : styles.insecure}>
      <p className={styles.verdict}>
        {hierarchy.requiresMfa ? 'Every manager uses two-factor authentication.' : 'Not every manager uses two-factor authentication yet.'}
      </p>
      {without.length > 0 && (
        <>
          <p>Still to turn it on:</p>
          <ul>
            {without.map((manager) => (
              <li key={manager.user_id}>
                {manager.fullName} <span className={styles.muted}>@{manager.username}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function ManagersTable({ managers }: { managers: readonly ApiHierarchyManager[] }) {
  if (managers.length === 0) return <p className={styles.muted}>No one manages this hierarchy yet.</p>;
  return <RecordTable spec={MANAGERS} records={managers} />;
}
