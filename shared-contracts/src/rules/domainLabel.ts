// Spec sections 1 and 5 ('Domain label'): cut to 27 characters on the card, 12 in the hover bar.
// 'www.' carries no information and would spend 4 of the 12 hover-bar characters.

import { cutText, TEXT_CUTS } from './textCuts';

export function domainLabel(domain: string | null, place: 'card' | 'hoverBar'): string | null {
  const bare = (domain ?? '').trim().replace(/^www\./i, '');
  if (!bare) return null;
  return cutText(bare, place === 'card' ? TEXT_CUTS.domain : TEXT_CUTS.domainHoverBar);
}
