// The carousel's arrows and dots over a card's picture, by the spec's index rules (one slot per
// page, shared-contracts), styled by design-tokens' base classes (pb-carousel__*); the picture's box
// must be positioned. This area's own (the closeup keeps its own), so each team changes its screen alone.

import { Icon, useViewportWidth } from 'react-kit';
import { carouselArrows, carouselDotsVisible, carouselNext, carouselPrevious } from 'shared-contracts/rules';

export interface CarouselControlsProps {
  index: number;
  slotCount: number;
  onChange: (index: number) => void;
}

export function CarouselControls({ index, slotCount, onChange }: CarouselControlsProps) {
  const arrows = carouselArrows(index, slotCount);
  const dots = carouselDotsVisible(useViewportWidth(1280));
  return (
    <>
      {arrows.previous && (
        <button
          type="button"
          className={'pb-carousel__arrow pb-carousel__arrow--previous'}
          aria-label="Previous image"
          onClick={() => onChange(carouselPrevious(index, 1))}
        >
          <Icon name="previous" />
        </button>
      )}
      {arrows.next && (
        <button
          type="button"
          className={'pb-carousel__arrow pb-carousel__arrow--next'}
          aria-label="Next image"
          onClick={() => onChange(carouselNext(index, 1, slotCount))}
        >
          <Icon name="next" />
        </button>
      )}
      {dots && slotCount > 1 && (
        <span className="pb-carousel__dots" aria-hidden="true">
          {Array.from({ length: slotCount }, (_, i) => (
            <span key={i} className={i === index ? 'pb-carousel__dot pb-carousel__dot--current' : 'pb-carousel__dot'} />
          ))}
        </span>
      )}
    </>
  );
}
