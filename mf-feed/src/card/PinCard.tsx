// A pin's card in the grid: the list item at the pin's cell, with a deleted story's notice, a hidden
// pin's feedback overlay or the pin itself in it. Its parts live beside it: the state it keeps
// (useLiveCard), its placement (cardFrame) and what it shows in full (PinCardContent).

import { memo, useRef } from 'react';
import { type ApiGridPin } from 'shared-contracts/api';
import { type CellPosition, isDeletedStory, pinDisplayTitle } from 'shared-contracts/rules';
import { useGrid } from '../grid/GridContext';
import type { PinOverride } from '../grid/usePinOverrides';
import { cardFrameOf } from './cardFrame';
import { DeletedStoryPin } from './DeletedStoryPin';
import { FeedbackOverlay } from './FeedbackOverlay';
import { PinCardContent } from './PinCardContent';
import { useLiveCard } from './useLiveCard';
import styles from './PinCard.module.css';

export interface PinCardProps {
  pin: ApiGridPin;
  cell: CellPosition;
  slotIndex: number;
  override: PinOverride | undefined;
}

function PinCardView({ pin, cell, slotIndex, override }: PinCardProps) {
  const grid = useGrid();
  const { viewer, isDesktop } = grid;
  const isAuth = viewer !== null;
  const element = useRef<HTMLDivElement>(null);
  const live = useLiveCard(element, pin, cell, slotIndex);
  const { style, position } = cardFrameOf(pin.id, cell, slotIndex, grid.setSize);

  if (isDeletedStory(pin)) {
    return (
      <div role="listitem" className={styles.card} style={style} {...position}>
        <DeletedStoryPin />
      </div>
    );
  }

  const label = pinDisplayTitle(pin, live.carousel.slot);
  if (override?.hidden) {
    return (
      <div role="listitem" className={styles.card} style={style} aria-label={label} {...position}>
        <FeedbackOverlay pin={pin} hidden={override.hidden} />
      </div>
    );
  }

  // Signed-out mobile visitors get no hover content; everyone else on hover or focus (desktop) or always (mobile).
  const hoverContent = isDesktop || isAuth;
  const { highlight } = live.carousel;
  const { menuOpen } = live.popups;

  return (
    // The card is not a control: its picture link takes focus (Enter opens it, as a click does) and
    // its Save, Share and More options are that link's siblings, next in the tab order.
    <div
      ref={element}
      role="listitem"
      aria-label={label}
      className={`${styles.card}${hoverContent ? ` ${styles.hasHover}` : ''}${isDesktop ? ` ${styles.desktop}` : ''}${highlight ? ` ${styles.highlight}` : ''}${menuOpen ? ` ${styles.menuOpen}` : ''}`}
      style={style}
      {...position}
    >
      <PinCardContent
        pin={pin}
        cell={cell}
        slotIndex={slotIndex}
        override={override}
        live={live}
        label={label}
        hoverContent={hoverContent}
      />
    </div>
  );
}

export const PinCard = memo(PinCardView);
