// Display cuts: spec section 5 ('Display cuts') and section 9 ('Text limits').
// Cuts count Unicode code points so an emoji or other astral character is never split into a lone
// surrogate; only where the spec says "plus an ellipsis" does one follow.

export const TEXT_CUTS = {
  gridTitle: 200,
  description: 496,
  domain: 27,
  domainHoverBar: 12,
  overlayName: 22,
  pinnerName: 32,
} as const;

export function cutText(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : chars.slice(0, Math.max(0, max)).join('');
}

export function cutWithEllipsis(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, Math.max(0, max)).join('')}…`;
}

/**
 * Spec section 5: a board or section name where a save names it (the saved overlay, the card's
 * Saved button, the toasts), cut to 22 with an ellipsis. Spaces are collapsed first, and a name
 * with nothing in it to show is `fallback`, never an ellipsis alone.
 */
export function overlayName(name: string, fallback: string): string {
  const shown = name.replace(/\s+/g, ' ').trim();
  if (!shown) return fallback;
  const chars = Array.from(shown);
  return chars.length <= TEXT_CUTS.overlayName ? shown : `${chars.slice(0, TEXT_CUTS.overlayName).join('').trimEnd()}…`;
}
