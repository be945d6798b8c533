// The site's header: the logo, the main links (wide screens), the search box, the business switcher
// (only for users with business profiles), the notifications bell (signed in) and the account end.

import { type FrameViewer } from 'shared-contracts/platform';
import { PIN_BUILDER_PATH } from 'shared-contracts/rules';
import { lazy, Suspense } from 'react';
import { AccountMenu } from './AccountMenu';
import { useShellDeps } from './deps';
import { NotificationBell } from './NotificationBell';
import { SearchBox } from './SearchBox';

// Loaded only for users with business profiles: nobody else downloads it.
const BusinessSwitcher = lazy(() =>
  import(/* webpackChunkName: "business-switcher" */ './BusinessSwitcher').then((m) => ({ default: m.BusinessSwitcher })),
);

export interface SiteHeaderProps {
  viewer: FrameViewer | null;
  known: boolean;
  navigate: (url: string) => void;
}

export function SiteHeader({ viewer, known, navigate }: SiteHeaderProps) {
  // The switcher still takes the client as a prop: it reads the acting-as store that issue 61 moves out of page-runtime.
  const { client } = useShellDeps();
  return (
    <>
      {/* Named by its visible word, which phones hide visually but keep for screen readers. */}
      <a className="site-header__logo" href="/">
        <span className="site-header__mark" aria-hidden="true">
          P
        </span>
        <span className="site-header__wordmark">Pinboard</span>
      </a>
      <nav className="site-nav" aria-label="Main">
        <ul>
          <li>
            <a href="/">Home</a>
          </li>
          <li>
            <a href="/explore">Explore</a>
          </li>
          <li>
            <a href={PIN_BUILDER_PATH}>Create</a>
          </li>
        </ul>
      </nav>
      <SearchBox navigate={navigate} />
      {viewer?.hasBusinessProfiles && (
        <Suspense fallback={null}>
          <BusinessSwitcher client={client} navigate={navigate} />
        </Suspense>
      )}
      {viewer && <NotificationBell />}
      <AccountMenu viewer={viewer} known={known} navigate={navigate} />
    </>
  );
}
