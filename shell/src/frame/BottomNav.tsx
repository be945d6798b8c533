// The mobile bottom navigation bar (below 576 px; CSS hides it wider): Home, Search, Create and
// Profile. Its height is the spec's (64 for a new signed-in account, 52 otherwise, 0 hidden),
// written on <html> as data-nav-footer so the page's CSS keeps room for it.

import { useEffect, useState, type ReactNode } from 'react';
import { type FrameViewer } from 'shared-contracts/platform';
import { navFooterHeight } from 'shared-contracts/rules';
import { Icon, type IconName, useLocationSnapshot } from 'react-kit';

export interface BottomNavProps {
  viewer: FrameViewer | null;
  hidden: boolean;
}

interface NavItem {
  label: string;
  href: string;
  current: boolean;
  icon: ReactNode;
}

/** The bar's icons: the site's one set, drawn in the text colour. */
function icon(name: IconName): ReactNode {
  return <Icon name={name} size={24} />;
}

export function BottomNav({ viewer, hidden }: BottomNavProps) {
  const { route, pathname } = useLocationSnapshot();
  // An account's age by the time the page opened; it does not cross the 28-day line mid-visit.
  const [openedAt] = useState(() => Date.now());
  const height = navFooterHeight({ signedIn: viewer !== null, accountCreatedAt: viewer?.createdAt ?? null, hidden, now: openedAt });
  useEffect(() => {
    document.documentElement.dataset.navFooter = String(height);
  }, [height]);

  const profileHref = viewer ? `/${viewer.username}/` : '/login';
  const items: NavItem[] = [
    { label: 'Home', href: '/', current: route.area === 'feed' && route.page === 'home', icon: icon('home') },
    { label: 'Search', href: '/search/pins', current: route.area === 'feed' && route.page === 'search', icon: icon('search') },
    { label: 'Create', href: '/pin/create/', current: route.area === 'closeup' && route.page === 'pin-create', icon: icon('create') },
    { label: 'Profile', href: profileHref, current: pathname === profileHref, icon: icon('profile') },
  ];
  if (height === 0) return null;
  return (
    <ul className="site-bottom-nav__list">
      {items.map((item) => (
        <li key={item.label}>
          <a className="site-bottom-nav__link" href={item.href} aria-current={item.current ? 'page' : undefined}>
            {item.icon}
            <span>{item.label}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
