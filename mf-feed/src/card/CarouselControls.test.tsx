import { act, render } from '@testing-library/react';
import { CAROUSEL_DOTS_MIN_WIDTH } from 'shared-contracts/rules';
import { CarouselControls } from './CarouselControls';
import { resizeWindowTo } from 'test-support/resizeWindow';

describe('CarouselControls', () => {
  afterEach(() => act(() => resizeWindowTo(1024)));

  it(`shows the dots from ${CAROUSEL_DOTS_MIN_WIDTH} px wide, and follows the window as it is resized`, () => {
    resizeWindowTo(CAROUSEL_DOTS_MIN_WIDTH);
    const { container } = render(<CarouselControls index={0} slotCount={3} onChange={() => undefined} />);
    expect(container.querySelectorAll('.pb-carousel__dot')).toHaveLength(3);
    act(() => resizeWindowTo(CAROUSEL_DOTS_MIN_WIDTH - 1));
    expect(container.querySelector('.pb-carousel__dots')).toBeNull();
  });
});
