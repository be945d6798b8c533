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
