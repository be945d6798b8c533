// Spec sections 1 and 5 ('Domain label'): cut to 27 characters on the card, 12 in the hover bar.
// 'www.' carries no information and would spend 4 of the 12 hover-bar characters. A cut label ends
// in an ellipsis (issue 60, item 8): 'northwindgoo' read as a whole, wrong, name.

import { cutWithEllipsis, TEXT_CUTS } from './textCuts';

export function domainLabel(domain: string | null, place: 'card' | 'hoverBar'): string | null {
  const bare = (domain ?? '').trim().replace(/^www\./i, '');
  if (!bare) return null;
  return cutWithEllipsis(bare, place === 'card' ? TEXT_CUTS.domain : TEXT_CUTS.domainHoverBar);
}
