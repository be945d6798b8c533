// A pin's picture from an upload (image_base64) or an image already stored here (image_url).
// Uploads are decoded by sharp, so anything that is not a real image is refused, and re-encoded
// into the site's sizes; nothing is fetched from other hosts. Its colour histogram (visual search)
// is worked out from its own pixels here, as sharp decodes them. Decoding is what costs: a few KB
// of PNG can claim gigapixels, so the pixel count is checked from the header before any decoding,
// sharp refuses more anyway, one picture is decoded at a time, and each person has an upload budget
// and a budget of decoded pixels. Of the pictures waiting to be decoded, the uploader who has had
// fewest pixels decoded lately goes first (a fair queue), so a few accounts sending costly pictures
// wait behind each other, not in front of everyone; a picture whose uploader has gone is never decoded.

import { createHash, randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import sharp from 'sharp';
import { type ApiUploadedImage } from 'shared-contracts/api';
import {
  PIN_IMAGE_BASE64_MAX,
  PIN_IMAGE_KINDS_TEXT,
  PIN_IMAGE_MAX_BYTES,
  PIN_IMAGE_MAX_TEXT,
  PIN_IMAGE_TYPES,
} from 'shared-contracts/rules';
import { colourHistogramOfFile } from '../media/colourHistogram';
import { IMAGE_SIZES, imageSizeDimensions } from '../media/imageUrls';
import type { StoredImageRow } from '../storage/storage';
import { ApiHttpError } from './apiHttpError';
import type { ApiDeps } from './apiDeps';
import { clientGoneSignal } from './clientGone';
import { createFairQueue, JobAbandoned, QueueFull } from './fairQueue';
import { createWindowCounter } from './windowCounter';
import { userSubject } from '../storage/subject';

const MAX_UPLOAD_BYTES = PIN_IMAGE_MAX_BYTES;
/** The body of a pin creation: the 10 MB picture as base64 (the contract's limit) and the rest of the form. */
export const PIN_CREATE_BODY_LIMIT = PIN_IMAGE_BASE64_MAX + 64 * 1024;
const MAX_SIDE = 6000;
/** Decoded pixels a picture may have: a 25-megapixel photo decodes to about 100 MB; more is refused unread. */
export const MAX_UPLOAD_PIXELS = 25_000_000;
/** Pictures decoded at once (each may take ~100 MB and a core), how many may wait, and how many of one person's. */
export const MAX_CONCURRENT_DECODES = 1;
export const MAX_WAITING_DECODES = 16;
/** A person's batch of pictures dropped at once fits; when the queue is full, the longest batch's newest are refused first. */
export const MAX_WAITING_DECODES_PER_USER = 12;
/** Pictures one person may upload per window: a busy afternoon of pinning, not a flood. */
export const MAX_UPLOADS_PER_USER = 30;
/**
 * Decoded megapixels one person may upload per window: decoding costs by the pixel (a 25 MP
 * picture ~2 s of a core here), so ten of the largest, or twenty 12 MP phone photos.
 */
export const MAX_MEGAPIXELS_PER_USER = 250;
const UPLOAD_WINDOW_MS = 10 * 60_000;
const NOT_READABLE = `That file is not an image we can read (use ${PIN_IMAGE_KINDS_TEXT}).`;

const uploadsPerUser = createWindowCounter({ limit: MAX_UPLOADS_PER_USER, windowMs: UPLOAD_WINDOW_MS, maxKeys: 100_000 });
const megapixelsPerUser = createWindowCounter({ limit: MAX_MEGAPIXELS_PER_USER, windowMs: UPLOAD_WINDOW_MS, maxKeys: 100_000 });
const decoding = createFairQueue({
  name: 'image',
  concurrency: MAX_CONCURRENT_DECODES,
  groups: { upload: { maxWaiting: MAX_WAITING_DECODES, maxWaitingPerLane: MAX_WAITING_DECODES_PER_USER } },
  // Whoever has had fewest pixels decoded lately goes first: an occasional pin before a flood.
  usage: (lane) => megapixelsPerUser.used(lane),
});
const BUSY = 'Too many pictures are being uploaded right now. Try again in a few seconds.';

/** For tests and figures: the decode queue's state. */
export const imageDecoding = { stats: () => decoding.stats() };
/** sharp's format names for the browser's types ('image/jpeg' is sharp's 'jpeg'). */
const ACCEPTED = new Set(PIN_IMAGE_TYPES.map((type) => type.replace('image/', '')));
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

/** An uploaded picture as the builder is told of it: its largest stored size, named for PinResource create. */
export function uploadedImageAnswer(image: StoredUpload): ApiUploadedImage {
  return { image_url: `/media/orig/${image.signature}.jpg`, width: image.width, height: image.height, dominant_color: image.color };
}

export async function storeUploadedImage(
  deps: ApiDeps,
  options: { image_base64?: string; image_url?: string },
  uploader: number,
  reply: FastifyReply,
): Promise<StoredUpload> {
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
  return storeUploadedBytes(deps, bytes, uploader, reply, 'image_base64');
}

/**
 * A picture's bytes (decoded from base64 JSON, or streamed as they are to /v3/pin_images/) checked,
 * decoded in the fair queue and stored; `field` is what the person's error names.
 */
export async function storeUploadedBytes(
  deps: ApiDeps,
  bytes: Buffer,
  uploader: number,
  reply: FastifyReply,
  field: string,
): Promise<StoredUpload> {
  const budget = uploadsPerUser.take(userSubject(uploader));
  if (!budget.ok)
    throw ApiHttpError.tooMany(
      `You've uploaded a lot of pictures in a short time. Try again in ${Math.ceil(budget.retryAfterS / 60)} minutes.`,
      budget.retryAfterS,
    );
  if (bytes.length === 0) throw ApiHttpError.invalidField(field, 'The image is empty.');
  if (bytes.length > MAX_UPLOAD_BYTES) throw ApiHttpError.invalidField(field, `The image is larger than ${PIN_IMAGE_MAX_TEXT}.`);
  let meta: sharp.Metadata;
  try {
    // The header only: nothing is decoded yet.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw ApiHttpError.invalidField(field, NOT_READABLE);
  }
  if (!meta.format || !ACCEPTED.has(meta.format) || !meta.width || !meta.height) {
    throw ApiHttpError.invalidField(field, NOT_READABLE);
  }
  if (meta.width > MAX_SIDE || meta.height > MAX_SIDE)
    throw ApiHttpError.invalidField(field, `The image must be at most ${MAX_SIDE} pixels on each side.`);
  if (meta.width * meta.height > MAX_UPLOAD_PIXELS)
    throw ApiHttpError.invalidField(field, `The image is too large: at most ${MAX_UPLOAD_PIXELS / 1_000_000} megapixels.`);
  const lane = userSubject(uploader);
  const megapixels = Math.max(1, Math.ceil((meta.width * meta.height) / 1_000_000));
  const pixels = megapixelsPerUser.take(lane, megapixels);
  if (!pixels.ok)
    throw ApiHttpError.tooMany(
      `You've uploaded a lot of large pictures in a short time. Try again in ${Math.ceil(pixels.retryAfterS / 60)} minutes.`,
      pixels.retryAfterS,
    );
  try {
    const orig = { width: meta.width, height: meta.height };
    return await decoding.run(() => storeDecoded(deps, bytes, orig), { group: 'upload', lane, signal: clientGoneSignal(reply) });
  } catch (error) {
    if (error instanceof QueueFull || error instanceof JobAbandoned) {
      // Never decoded: the pixels were not spent.
      megapixelsPerUser.give(lane, megapixels);
      throw ApiHttpError.busy(BUSY, 5);
    }
    if (error instanceof ApiHttpError) throw error;
    // A picture whose header reads but whose pixels do not (a truncated PNG) is as unreadable as any other.
    throw ApiHttpError.invalidField(field, NOT_READABLE);
  }
}

async function storeDecoded(deps: ApiDeps, bytes: Buffer, orig: { width: number; height: number }): Promise<StoredUpload> {
  const decode = () => sharp(bytes, { limitInputPixels: MAX_UPLOAD_PIXELS, failOn: 'error' });
  const signature = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  const base = decode().rotate().flatten({ background: '#ffffff' });
  for (const size of IMAGE_SIZES) {
    const { width } = imageSizeDimensions(orig, size);
    const jpeg = await base.clone().resize({ width }).jpeg({ quality: 82 }).toBuffer();
    await writeAtomically(path.join(deps.mediaDir, size, `${signature}.jpg`), jpeg);
  }
  const { dominant } = await decode().stats();
  const histogram = await colourHistogramOfFile(bytes);
  return { signature, ...orig, color: `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`, histogram };
}
