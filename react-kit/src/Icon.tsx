// The site's icons: one set (Lucide's drawings, in the text's colour), each by the name of what it
// does, drawn here as an <svg> of the site's own (class pb-icon) from the set's shapes. Decorative:
// the control an icon sits in is what has the accessible name.

import { createElement } from 'react';
import {
  ArrowLeft,
  Bell,
  ChevronLeft,
  ChevronRight,
  Ellipsis,
  House,
  Plus,
  Search,
  Share,
  ShoppingBag,
  User,
  X,
  type IconNode,
} from 'lucide';

const ICONS = {
  back: ArrowLeft,
  close: X,
  create: Plus,
  home: House,
  more: Ellipsis,
  next: ChevronRight,
  notifications: Bell,
  previous: ChevronLeft,
  profile: User,
  search: Search,
  share: Share,
  shopping: ShoppingBag,
} as const satisfies Record<string, IconNode>;

export type IconName = keyof typeof ICONS;

export function Icon({ name, size = 20, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg
      className={className ? `pb-icon ${className}` : 'pb-icon'}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      {ICONS[name].map(([tag, attributes], i) => createElement(tag, { key: i, ...attributes }))}
    </svg>
  );
}
