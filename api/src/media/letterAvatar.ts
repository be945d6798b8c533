// Letter avatars for users without a picture: a coloured disc with the name's first letter. Served
// as PNG: a page shows an SVG picture by building a whole SVG document for it on the page's main
// thread (11-30 ms on this machine, on a phone four times that), a PNG is decoded off it.

import sharp from 'sharp';
import { escapeMarkup } from 'shared-contracts/rules';

const AVATAR_COLOURS = ['#e60023', '#0074e8', '#008753', '#7a4ee3', '#cc5200', '#b7007a', '#006d77', '#4d4d4d'];
/** Drawn for the largest place an avatar is shown, a profile's 120 px picture, on a 2x screen. */
export const LETTER_AVATAR_SIZE = 240;

export interface LetterAvatarUser {
  firstName: string;
  username: string;
  avatar_color_index: number;
}

export function letterAvatarSvg(user: LetterAvatarUser): string {
  const colour = AVATAR_COLOURS[user.avatar_color_index % AVATAR_COLOURS.length] ?? '#4d4d4d';
  const letter = escapeMarkup((user.firstName || user.username).slice(0, 1).toUpperCase());
  const size = LETTER_AVATAR_SIZE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 120 120"><rect width="120" height="120" rx="60" fill="${colour}"/><text x="60" y="78" font-family="Helvetica,Arial,sans-serif" font-size="56" font-weight="700" fill="#ffffff" text-anchor="middle">${letter}</text></svg>`;
}

const drawPng = (svg: string): Promise<Buffer> => sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();

/**
 * The same picture as PNG bytes. A few colours times the letters people's names start with: the
 * drawings are kept (up to `limit`, oldest out first), since drawing one takes milliseconds.
 */
export function createLetterAvatarPngs(limit = 512, draw = drawPng): (user: LetterAvatarUser) => Promise<Buffer> {
  const drawn = new Map<string, Promise<Buffer>>();
  return (user) => {
    const svg = letterAvatarSvg(user);
    const known = drawn.get(svg);
    if (known) return known;
    const drawing = draw(svg);
    drawn.set(svg, drawing);
    // A failed drawing is not kept: the next request tries again.
    drawing.catch(() => drawn.delete(svg));
    if (drawn.size > limit) drawn.delete(drawn.keys().next().value as string);
    return drawing;
  };
}
