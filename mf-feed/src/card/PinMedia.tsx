// A card's picture and what lies over it: the link to the pin, a video or GIF that moves, the
// badge, the shopping tag, a carousel's controls and the hover controls (its children). Presses on
// it are the card's (useCardPress).

import type { ReactNode } from 'react';
import { type ApiGridPin } from 'shared-contracts/api';
import {
  badgeFor,
  type cardImage,
  carouselSlotsOf,
  type CellPosition,
  type clickTargetOf,
  gifOf,
  hasVideo,
  showsShoppingIndicator,
} from 'shared-contracts/rules';
import { useGrid } from '../grid/GridContext';
import { CarouselControls } from './CarouselControls';
import { GridGif } from './GridGif';
import { GridVideo } from './GridVideo';
import { PinImageLink } from './PinImageLink';
import { ShoppingIndicator } from './ShoppingIndicator';
import type { LiveCard } from './useLiveCard';
import styles from './PinCard.module.css';

export interface PinMediaProps {
  pin: ApiGridPin;
  cell: CellPosition;
  /** The picture's height: the cell's, less the text rows under it. */
  height: number;
  image: ReturnType<typeof cardImage>;
  target: ReturnType<typeof clickTargetOf>;
  /** The card's accessible name, also its picture link's. */
  label: string;
  title: string;
  live: LiveCard;
  onLinkClick: () => void;
  children: ReactNode;
}

export function PinMedia({ pin, cell, height, image, target, label, title, live, onLinkClick, children }: PinMediaProps) {
  const { viewer, isDesktop, isBot, surface, scrolling } = useGrid();
  const { carousel, press } = live;
  const slots = carouselSlotsOf(pin);
  const badge = badgeFor(pin, {
    isDesktop,
    isAuth: viewer !== null,
    surface,
    carouselIndex: carousel.slot,
    hideStoryDurationExperiment: false,
  });
  return (
    <div
      className={styles.media}
      style={{ height, backgroundColor: pin.dominantColor }}
      onContextMenu={press.onContextMenu}
      onTouchStart={press.onTouchStart}
      onTouchMove={press.onTouchMove}
      onTouchEnd={press.onTouchEnd}
      onTouchCancel={press.onTouchCancel}
      onClickCapture={press.onClickCapture}
    >
      <PinImageLink
        target={target}
        label={label}
        alt={pin.altText || title || 'Pin image'}
        image={image}
        cell={cell}
        height={height}
        onClick={onLinkClick}
        onLoad={live.onImageLoad}
      />
      {/* Bots get the picture; people see the video move when the page's autoplay picks it. */}
      {hasVideo(pin) && !isBot && <GridVideo pin={pin} />}
      {!hasVideo(pin) && gifOf(pin) !== null && !isBot && <GridGif pin={pin} />}
      {badge && (
        <span className={styles.badge} aria-label={badge.accessibleLabel} role="img">
          <span aria-hidden="true">{badge.label}</span>
        </span>
      )}
      {showsShoppingIndicator(pin, surface) && <ShoppingIndicator visible={scrolling} />}
      {slots.length > 1 && <CarouselControls index={carousel.slot} slotCount={slots.length} onChange={carousel.changeSlot} />}
      {children}
    </div>
  );
}
