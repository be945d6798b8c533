import { act, render } from '@testing-library/react';
import { CAROUSEL_DOTS_MIN_WIDTH } from '../rules/carousel';
import { CarouselControls } from './CarouselControls';

function resizeTo(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

describe('CarouselControls', () => {
  afterEach(() => resizeTo(1024));

  it(`shows the dots from ${CAROUSEL_DOTS_MIN_WIDTH} px wide, and follows the window as it is resized`, () => {
    resizeTo(CAROUSEL_DOTS_MIN_WIDTH);
    const { container } = render(<CarouselControls index={0} slotCount={3} onChange={() => undefined} />);
    expect(container.querySelectorAll('.pb-carousel__dot')).toHaveLength(3);
    act(() => resizeTo(CAROUSEL_DOTS_MIN_WIDTH - 1));
    expect(container.querySelector('.pb-carousel__dots')).toBeNull();
  });
});
