// Display cuts (spec sections 5 and 9). A cut keeps the first N characters (code points, so an
// emoji is never split); only where the spec says so does an ellipsis follow.

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
  return chars.length <= max ? text : chars.slice(0, max).join('');
}

export function cutWithEllipsis(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max).join('')}…`;
}
