// Where a card's click goes (spec section 2): the external link for one-tap or rich pins, else the
// closeup for signed-in users and the search-engine-friendly pin link for visitors. Only http(s)
// links leave the site, in a new tab without opener or referrer.

import type { ApiPin } from './apiTypes';
import { externalUrl } from './links';

export type ClickTarget =
  | { kind: 'closeup'; href: string }
  | { kind: 'seo'; href: string }
  | { kind: 'external'; href: string; target: '_blank'; rel: 'noopener noreferrer' };

export function clickTargetOf(pin: ApiPin, viewer: { isAuth: boolean }, carouselIndex: number): ClickTarget {
  const link = pin.carouselData?.slots[carouselIndex]?.link ?? pin.link;
  if ((pin.isOneTap || pin.richSummary !== null) && link) {
    const url = externalUrl(link);
    if (url) return { kind: 'external', href: url.href, target: '_blank', rel: 'noopener noreferrer' };
  }
  const closeup = `/pin/${encodeURIComponent(pin.id)}/`;
  if (viewer.isAuth) return { kind: 'closeup', href: closeup };
  return { kind: 'seo', href: pin.seoUrl.startsWith('/pin/') ? pin.seoUrl : closeup };
}
