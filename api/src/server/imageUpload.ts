// A pin's picture from an upload (image_base64) or an image already stored here (image_url).
// Uploads are decoded by sharp, so anything that is not a real image is refused, and re-encoded
// into the site's sizes; nothing is fetched from other hosts. Its colour histogram (visual search)
// is worked out from its own pixels here, as sharp decodes them.

import { createHash, randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { colourHistogramOfFile } from '../media/colourHistogram';
import { IMAGE_SIZES, imageSizeDimensions } from '../media/imageUrls';
import type { StoredImageRow } from '../storage/storage';
import { ApiHttpError } from './apiHttpError';
import type { ApiDeps } from './apiDeps';

const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
const MAX_SIDE = 6000;
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif']);
const OWN_IMAGE_URL = /^\/media\/(?:236x|474x|736x|orig)\/([0-9a-f]{32})\.jpg$/;

export type StoredUpload = StoredImageRow;

function hex(n: number): string {
  return Math.round(n).toString(16).padStart(2, '0');
}

async function writeAtomically(file: string, data: Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  // Unique per write: two uploads of the same picture write the same final name.
  const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temp, data);
  await rename(temp, file);
}

export async function storeUploadedImage(deps: ApiDeps, options: { image_base64?: string; image_url?: string }): Promise<StoredUpload> {
  if (options.image_base64 === undefined) {
    const match = OWN_IMAGE_URL.exec(options.image_url ?? '');
    const found = match?.[1] ? await deps.storage.findImage(match[1]) : null;
    if (!found)
      throw ApiHttpError.invalidField(
        'image_url',
        'image_url must be an image stored on this site (/media/...); upload other pictures as image_base64.',
      );
    return found;
  }
  const base64 = options.image_base64.replace(/^data:image\/[a-z+]+;base64,/, '');
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0) throw ApiHttpError.invalidField('image_base64', 'image_base64 is empty or not base64.');
  if (bytes.length > MAX_UPLOAD_BYTES) throw ApiHttpError.invalidField('image_base64', 'The image is larger than 10 MB.');
  let meta: sharp.Metadata;
  try {
    meta = await sharp(bytes).metadata();
  } catch {
    throw ApiHttpError.invalidField('image_base64', 'That file is not an image we can read (use JPEG, PNG, WebP or GIF).');
  }
  if (!meta.format || !ACCEPTED.has(meta.format) || !meta.width || !meta.height) {
    throw ApiHttpError.invalidField('image_base64', 'That file is not an image we can read (use JPEG, PNG, WebP or GIF).');
  }
  if (meta.width > MAX_SIDE || meta.height > MAX_SIDE)
    throw ApiHttpError.invalidField('image_base64', `The image must be at most ${MAX_SIDE} pixels on each side.`);
  const signature = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  const orig = { width: meta.width, height: meta.height };
  const base = sharp(bytes).rotate().flatten({ background: '#ffffff' });
  for (const size of IMAGE_SIZES) {
    const { width } = imageSizeDimensions(orig, size);
    const jpeg = await base.clone().resize({ width }).jpeg({ quality: 82 }).toBuffer();
    await writeAtomically(path.join(deps.mediaDir, size, `${signature}.jpg`), jpeg);
  }
  const { dominant } = await sharp(bytes).stats();
  const histogram = await colourHistogramOfFile(bytes);
  return { signature, ...orig, color: `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`, histogram };
}
