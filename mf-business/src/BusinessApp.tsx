// The business area's pages (/business/*): the route table in shared-contracts names the page, and
// each page loads only when it is opened, so the area's first file stays small. Every page is for
// a signed-in user; a visitor is asked to log in, and a URL the table does not know is not found.

import { lazy, Suspense } from 'react';
import { businessPage } from 'shared-contracts/rules';
import { signedInViewer } from 'page-runtime';
import { LoadingScreen, NotFoundScreen, QueryRoot, useAreaRoute, useSession } from 'react-kit';
import { useBusinessDeps } from './data/deps';
import { SignedOutScreen } from './states/SignedOutScreen';

const BusinessHubPage = lazy(async () => ({ default: (await import('./hub/BusinessHubPage')).BusinessHubPage }));
const ConvertPage = lazy(async () => ({ default: (await import('./convert/ConvertPage')).ConvertPage }));
const ManagerPage = lazy(async () => ({ default: (await import('./manager/ManagerPage')).ManagerPage }));
const HierarchyPage = lazy(async () => ({ default: (await import('./hierarchy/HierarchyPage')).HierarchyPage }));
const infoPages = () => import('./info/infoPages');
const InvitePage = lazy(async () => ({ default: (await infoPages()).InvitePage }));
const ScheduleCallPage = lazy(async () => ({ default: (await infoPages()).ScheduleCallPage }));
const CommerceIntegrationsPage = lazy(async () => ({ default: (await infoPages()).CommerceIntegrationsPage }));

function BusinessPages() {
  const { route } = useAreaRoute('business');
  const current = useSession(useBusinessDeps().session);
  if (route.area !== 'business') return null;
  const page = businessPage(route.section, route.params);
  if (page.kind === 'not-found') return <NotFoundScreen />;
  if (current === null) return <LoadingScreen label="Loading" />;
  const viewer = signedInViewer(current);
  if (!viewer) return <SignedOutScreen />;
  switch (page.kind) {
    case 'hub':
      return <BusinessHubPage viewer={viewer} />;
    case 'convert':
      return <ConvertPage />;
    case 'manager':
      return <ManagerPage key={page.businessId} page={page} />;
    case 'hierarchy':
      return <HierarchyPage key={page.hierarchyId} page={page} />;
    case 'invite':
      return <InvitePage viewer={viewer} />;
    case 'schedule_call':
      return <ScheduleCallPage />;
    case 'commerce-integrations':
      return <CommerceIntegrationsPage viewer={viewer} />;
  }
}

export function BusinessApp() {
  return (
    <QueryRoot>
      <Suspense fallback={<LoadingScreen label="Loading" />}>
        <BusinessPages />
      </Suspense>
    </QueryRoot>
  );
}
