// The domain label: 27 characters on the card, 12 in the hover bar (spec sections 1 and 5).

import { cutText, TEXT_CUTS } from './textCuts';

export function domainLabel(domain: string | null, place: 'card' | 'hoverBar'): string | null {
  const bare = domain?.trim().replace(/^www\./i, '') ?? '';
  if (!bare) return null;
  return cutText(bare, place === 'card' ? TEXT_CUTS.domain : TEXT_CUTS.domainHoverBar);
}
