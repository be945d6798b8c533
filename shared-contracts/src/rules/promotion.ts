// Spec sections 3 and 8: a promoted (ad) pin says so. Cards and the closeup read 'Promoted by
// {promoter}' (the promoter's name cut like a pinner's: 32 plus an ellipsis), and the ad label
// explains it. A downstream promotion (someone's save of a promoted pin) is organic: no label.

import type { ApiGridPin } from '../api/apiTypes';
import { cutWithEllipsis, TEXT_CUTS } from './textCuts';

type PromotedFacts = Pick<ApiGridPin, 'isPromoted' | 'isDownstreamPromotion' | 'promoter'>;

/** The promoter a pin is labelled with, or null for an organic pin. */
export function promoterName(pin: PromotedFacts): string | null {
  if (!pin.isPromoted || pin.isDownstreamPromotion || !pin.promoter) return null;
  const name = (pin.promoter.fullName || pin.promoter.username).trim();
  return name ? cutWithEllipsis(name, TEXT_CUTS.pinnerName) : null;
}

export function promotedByText(pin: PromotedFacts): string | null {
  const name = promoterName(pin);
  return name === null ? null : `Promoted by ${name}`;
}

/** Spec section 8's ad label. */
export function adLabel(promoter: string): string {
  return `${promoter} has paid to have this pin show up where you'd be more likely to notice it.`;
}
