// Spec section 5: colours are hex parsed as 6 digits; a colour is dark if its weighted brightness
// is under 155. Used where data brings its own colours (an experience's banner), so its words are
// put on it in a colour that can be read.

const HEX = /^#?([0-9a-f]{6})$/i;

/** '#rrggbb' (lower case) from '#RRGGBB' or 'rrggbb'; null for anything else. */
export function hexColour(value: unknown): string | null {
  const match = typeof value === 'string' ? HEX.exec(value.trim()) : null;
  return match ? `#${match[1]!.toLowerCase()}` : null;
}

/** Weighted brightness (0-255) of a '#rrggbb' colour. */
export function brightness(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return (r * 299 + g * 587 + b * 114) / 1000;
}

export const DARK_BRIGHTNESS_BELOW = 155;

export function isDarkColour(hex: string): boolean {
  return brightness(hex) < DARK_BRIGHTNESS_BELOW;
}
