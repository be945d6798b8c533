// The closeup's heading and text, each said once. Chosen where the spec is silent (issue 60, item
// 8): a pin's heading is its title (cardText: the slot's, trimmed, cut to 200), else its rich pin's
// name; an untitled pin's heading is its description itself (whitespace collapsed, cut to 496, set
// as text, not as a title), never its first 60 characters above the same words again; with neither,
// whose pin it is ('A Pin by …', as pinDisplayTitle says). The tab's title stays pinDisplayTitle's.

import type { ApiGridPin } from '../api/apiTypes';
import { cardText, pinDisplayTitle } from './pinText';

export interface CloseupText {
  heading: string;
  /** The heading is the pin's description: shown in the description's type. */
  headingIsDescription: boolean;
  /** The description under the heading; null when there is none or the heading is it. */
  description: string | null;
}

export function closeupText(pin: ApiGridPin, carouselIndex = 0): CloseupText {
  const text = cardText(pin, carouselIndex);
  const rich = text.usesSeoText ? '' : (pin.richSummary?.displayName.trim() ?? '');
  const named = text.title || rich;
  if (named) return { heading: named, headingIsDescription: false, description: text.description };
  if (text.description) return { heading: text.description, headingIsDescription: true, description: null };
  return { heading: pinDisplayTitle(pin, carouselIndex), headingIsDescription: false, description: null };
}
