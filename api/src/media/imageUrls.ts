// Where a stored image is served, and its size in each variant, computed from the original's
// size alone so no read of the file is needed to describe it.

import type { ApiImage, ApiImages, ImageSizeKey } from 'shared-contracts/api';

export const IMAGE_SIZES: readonly ImageSizeKey[] = ['236x', '474x', '736x', 'orig'];

const WIDTHS: Record<Exclude<ImageSizeKey, 'orig'>, number> = { '236x': 236, '474x': 474, '736x': 736 };

export interface StoredImage {
  signature: string;
  width: number;
  height: number;
}

/** The variant's width and height: the named width (never wider than the original), same ratio. */
export function imageSizeDimensions(image: { width: number; height: number }, size: ImageSizeKey): { width: number; height: number } {
  if (size === 'orig') return { width: image.width, height: image.height };
  const width = Math.min(WIDTHS[size], image.width);
  return { width, height: Math.round((image.height * width) / image.width) };
}

export function imageUrl(signature: string, size: ImageSizeKey): string {
  return `/media/${size}/${signature}.jpg`;
}

export function imageVariants(image: StoredImage, dominantColor?: string): ApiImages {
  const entries = IMAGE_SIZES.map((size): [ImageSizeKey, ApiImage] => {
    const dims = imageSizeDimensions(image, size);
    return [size, { url: imageUrl(image.signature, size), ...dims, ...(dominantColor ? { dominantColor } : {}) }];
  });
  return Object.fromEntries(entries) as ApiImages;
}

/** A user without a picture gets a generated letter avatar. */
export function avatarUrl(userId: number, signature: string | null, size: '236x' | '474x' | '736x'): string {
  return signature ? imageUrl(signature, size) : `/media/avatars/${userId}.png`;
}
