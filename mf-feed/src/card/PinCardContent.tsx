// What a card shown in full holds (neither a deleted story nor a hidden pin): its picture with the
// hover controls over it, the text rows under it, the crawlers' summary and the card's dialogs. The
// card's element and its state are the card's own (PinCard, useLiveCard).

import { type ApiGridPin } from 'shared-contracts/api';
import { cardImage, cardText, type CellPosition, clickTargetOf, shownImages, TITLE_LINE_HEIGHT } from 'shared-contracts/rules';
import { useFeedDeps } from '../data/deps';
import { useGrid } from '../grid/GridContext';
import { cardRows, textLines } from '../grid/cardMetrics';
import type { PinOverride } from '../grid/usePinOverrides';
import { BotPinSummary } from './BotPinSummary';
import { PinCardDetails } from './PinCardDetails';
import { PinCardDialogs } from './PinCardDialogs';
import { PinHoverLayer } from './PinHoverLayer';
import { PinMedia } from './PinMedia';
import type { LiveCard } from './useLiveCard';

export interface PinCardContentProps {
  pin: ApiGridPin;
  cell: CellPosition;
  slotIndex: number;
  override: PinOverride | undefined;
  live: LiveCard;
  /** The card's accessible name, also its picture link's. */
  label: string;
  /** The hover controls are shown (on hover or focus, or always). */
  hoverContent: boolean;
}

export function PinCardContent({ pin, cell, slotIndex, override, live, label, hoverContent }: PinCardContentProps) {
  const { viewer, isBot } = useGrid();
  const { events } = useFeedDeps();
  const isAuth = viewer !== null;
  const { slot } = live.carousel;
  const { title } = cardText(pin, slot);
  const rows = cardRows(pin, cell.width, { isAuth }, slot);
  const image = cardImage(shownImages(pin, slot), { isBot });
  const target = clickTargetOf(pin, { isAuth }, slot);
  const onLinkClick = () => {
    if (target.kind === 'external') events.emit('pin/clicked-through', { pinId: pin.id, url: target.href, kind: 'click', slotIndex });
  };

  return (
    <>
      <PinMedia
        pin={pin}
        cell={cell}
        height={cell.height - textLines(rows) * TITLE_LINE_HEIGHT}
        image={image}
        target={target}
        label={label}
        title={title}
        live={live}
        onLinkClick={onLinkClick}
      >
        {hoverContent && (
          <PinHoverLayer
            pin={pin}
            override={override}
            slotIndex={slotIndex}
            imageUrl={image.src}
            target={target}
            popups={live.popups}
            onLinkClick={onLinkClick}
          />
        )}
      </PinMedia>
      <PinCardDetails pin={pin} rows={rows} title={title} />
      {isBot && <BotPinSummary pin={pin} title={title} />}
      <PinCardDialogs pin={pin} popups={live.popups} />
    </>
  );
}
