import type { CSSProperties } from 'react';
import type { CloseupImage } from './closeupImage';
import { CLOSEUP_IMAGE_SIZES } from './closeupImage';
import styles from './PinMedia.module.css';

export interface PinPictureProps {
  image: CloseupImage;
  alt: string;
  dominantColor: string;
  /** The first picture a person sees: fetched first, not lazily. */
  priority: boolean;
}

/** A picture that holds its place: its box has the image's ratio and colour before a byte arrives. */
export function PinPicture({ image, alt, dominantColor, priority }: PinPictureProps) {
  const box: CSSProperties = {
    aspectRatio: image.width > 0 && image.height > 0 ? `${image.width} / ${image.height}` : '1 / 1',
    backgroundColor: dominantColor,
  };
  return (
    <div className={styles.picture} style={box}>
      <img
        src={image.src}
        {...(image.srcSet ? { srcSet: image.srcSet, sizes: CLOSEUP_IMAGE_SIZES } : {})}
        width={image.width || undefined}
        height={image.height || undefined}
        alt={alt}
        decoding="async"
        {...(priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
      />
    </div>
  );
}
