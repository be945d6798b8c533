// /business/business-manager/{id}/... and /business/business-access/{id}/...: one business's
// screens. Each screen reads its own data (and with it the business it is about, which keeps the
// layout in place from one screen to the next); each loads only when opened.

import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { ApiBusinessSummary } from 'shared-contracts/api';
import { LoadingScreen } from 'react-kit';
import { InlineLoading } from '../states/InlineStates';
import { toolHeading, type ManagerFrame, type ManagerRoute } from './managerFrame';
import { ManagerLayout } from './ManagerLayout';

const DashboardScreen = lazy(async () => ({ default: (await import('./dashboard/DashboardScreen')).DashboardScreen }));
const CatalogScreen = lazy(async () => ({ default: (await import('./catalog/CatalogScreen')).CatalogScreen }));
const SecurityScreen = lazy(async () => ({ default: (await import('./security/SecurityScreen')).SecurityScreen }));
const RecordsScreen = lazy(async () => ({ default: (await import('./records/RecordsScreen')).RecordsScreen }));

function Screen({ frame }: { frame: ManagerFrame }): ReactNode {
  const { tool } = frame.page;
  switch (tool) {
    case 'dashboard':
      return <DashboardScreen frame={frame} />;
    case 'catalogs':
      return <CatalogScreen frame={frame} />;
    case 'security':
      return <SecurityScreen frame={frame} />;
    case 'cee-migration':
      return <RecordsScreen frame={frame} kind="ad-accounts" />;
    default:
      return <RecordsScreen frame={frame} kind={tool} />;
  }
}

export function ManagerPage({ page }: { page: ManagerRoute }) {
  const [known, setKnown] = useState<ApiBusinessSummary | null>(null);
  const frame: ManagerFrame = { page, known, onBusiness: setKnown };
  const loading = known ? (
    <ManagerLayout business={known} page={page}>
      <InlineLoading label="Loading…" />
    </ManagerLayout>
  ) : (
    <LoadingScreen label={`Loading ${toolHeading(page.tool)}`} />
  );
  return (
    <Suspense fallback={loading}>
      <Screen key={page.tool} frame={frame} />
    </Suspense>
  );
}
