// Spec section 2 ('Pin closeup click target'): the external link for one-tap or rich pins (a
// carousel uses the current slot's link), else the closeup for signed-in users and the
// search-engine-friendly pin link for visitors. Spec section 5: only http(s) links are external,
// and they open in a new tab with noopener and noreferrer.

import type { ApiGridPin } from '../api/apiTypes';
import { externalUrl } from './links';

export type ClickTarget =
  | { kind: 'closeup'; href: string }
  | { kind: 'seo'; href: string }
  | { kind: 'external'; href: string; target: '_blank'; rel: 'noopener noreferrer' };

export function closeupPath(pinId: string): string {
  return `/pin/${encodeURIComponent(pinId)}/`;
}

export function clickTargetOf(pin: ApiGridPin, viewer: { isAuth: boolean }, carouselIndex: number): ClickTarget {
  if (pin.isOneTap || pin.richSummary !== null) {
    const link = pin.carouselData ? (pin.carouselData.slots[carouselIndex]?.link ?? pin.link) : pin.link;
    const url = link ? externalUrl(link) : null;
    if (url) return { kind: 'external', href: url.href, target: '_blank', rel: 'noopener noreferrer' };
  }
  const closeup = closeupPath(pin.id);
  if (viewer.isAuth) return { kind: 'closeup', href: closeup };
  // Only a same-site pin path may stand in for the closeup: anything else would send visitors off-site.
  return { kind: 'seo', href: pin.seoUrl.startsWith('/pin/') ? pin.seoUrl : closeup };
}
