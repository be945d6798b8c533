// The mobile bottom navigation bar (below 576 px; CSS hides it wider): Home, Search, Create and
// Profile. Its height is the spec's (64 for a new signed-in account, 52 otherwise, 0 hidden),
// written on <html> as data-nav-footer so the page's CSS keeps room for it.

import { useEffect, useState, type ReactNode } from 'react';
import { navFooterHeight, type FrameViewer } from 'shared-contracts';
import { useLocationSnapshot } from 'shared-contracts/react';

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

// Simple line icons, drawn in the text colour.
const ICONS = {
  home: <path d="M4 11 12 4l8 7v9h-5v-6H9v6H4z" />,
  search: (
    <>
      <circle cx="11" cy="11" r="6" />
      <path d="m16 16 4 4" />
    </>
  ),
  create: <path d="M12 5v14M5 12h14" />,
  profile: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 20c1.5-4 4.5-6 8-6s6.5 2 8 6" />
    </>
  ),
};

function icon(shape: ReactNode): ReactNode {
  return (
    <svg className="site-bottom-nav__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      {shape}
    </svg>
  );
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
    { label: 'Home', href: '/', current: route.area === 'feed' && route.page === 'home', icon: icon(ICONS.home) },
    { label: 'Search', href: '/search/pins', current: route.area === 'feed' && route.page === 'search', icon: icon(ICONS.search) },
    { label: 'Create', href: '/pin/create/', current: route.area === 'closeup' && route.page === 'pin-create', icon: icon(ICONS.create) },
    { label: 'Profile', href: profileHref, current: pathname === profileHref, icon: icon(ICONS.profile) },
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
