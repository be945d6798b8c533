// The closeup area's pages: the pin, its other views, the page before leaving, and making and
// changing pins (the builder, editing, Organize and the save a visitor asked for before login);
// and on every page, 'Send this pin'.

import { lazy, Suspense } from 'react';
import { LoadingScreen, QueryRoot, useAreaRoute } from 'react-kit';
import { PinCloseupPage } from './closeup/PinCloseupPage';
import { CommentsPage } from './pages/CommentsPage';
import { ShareLayer } from './share/ShareLayer';

// A pin's other views load only on their own routes: the pin's page is what most people open,
// and with them in it the area was past its budget before it could mount (27.7 KB of 27).
const FeedbackPage = lazy(async () => ({ default: (await import('./pages/FeedbackPage')).FeedbackPage }));
const PinAnalyticsPage = lazy(async () => ({ default: (await import('./pages/PinAnalyticsPage')).PinAnalyticsPage }));
const PinRedirectPage = lazy(async () => ({ default: (await import('./pages/PinRedirectPage')).PinRedirectPage }));
const VisualSearchPage = lazy(async () => ({ default: (await import('./pages/VisualSearchPage')).VisualSearchPage }));
// Making and changing pins loads only when asked for: the pin's own page stays as light as it was.
const CreationToolPage = lazy(async () => ({ default: (await import('./create/CreationToolPage')).CreationToolPage }));
const EditPinPage = lazy(async () => ({ default: (await import('./create/EditPinPage')).EditPinPage }));
const RepinPage = lazy(async () => ({ default: (await import('./create/RepinPage')).RepinPage }));

/** What a sent Pin's page says above it. */
export const SENT_BANNER = 'This Pin was sent to you';

function CloseupPages() {
  const { route } = useAreaRoute('closeup');
  if (route.area !== 'closeup') return null;
  if (route.page === 'pin-create') return <CreationToolPage tool={route.tool} />;
  if (route.page === 'pin-redirect') return <PinRedirectPage query={route.query} />;
  const { pinId } = route;
  switch (route.view) {
    case 'closeup':
      return <PinCloseupPage key={pinId} pinId={pinId} />;
    case 'sent':
      return <PinCloseupPage key={pinId} pinId={pinId} banner={SENT_BANNER} />;
    case 'feedback':
      return <FeedbackPage key={pinId} pinId={pinId} />;
    case 'comments':
      return <CommentsPage key={pinId} pinId={pinId} />;
    case 'analytics':
      return <PinAnalyticsPage key={pinId} pinId={pinId} />;
    case 'visual-search':
    case 'visual-search-products':
      return <VisualSearchPage key={pinId} pinId={pinId} products={route.view === 'visual-search-products'} />;
    case 'edit':
      return <EditPinPage key={pinId} pinId={pinId} />;
    case 'repin':
      return <RepinPage key={route.pinId} pinId={pinId} query={route.query} />;
  }
}

export function CloseupApp() {
  return (
    <QueryRoot>
      <Suspense fallback={<LoadingScreen label="Loading" />}>
        <CloseupPages />
      </Suspense>
      {/* On every route once loaded: a grid's Share asks for 'Send this pin' with the bus's pin/share. */}
      <ShareLayer />
    </QueryRoot>
  );
}
