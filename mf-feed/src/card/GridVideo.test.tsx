import { fireEvent, screen, within } from '@testing-library/react';
import type { ApiPin } from 'shared-contracts/api';
import { installTestIntersectionObserver, showInView } from 'test-support/intersectionObserver';
import { recordPlaysForAVisitor, videoPin } from '../testing/gridMedia';
import { renderPinGrid } from '../testing/renderPinGrid';

installTestIntersectionObserver();
const show = showInView;

const played = recordPlaysForAVisitor();

function grid(pins: ApiPin[]) {
  renderPinGrid(pins);
  const videoOf = (title: string) => {
    const video = screen.getByRole('listitem', { name: title }).querySelector('video');
    if (!video) throw new Error(`${title} has no video`);
    return video;
  };
  return { videoOf };
}

describe('a video in the grid', () => {
  it('loads nothing until the page’s autoplay picks it, then plays muted and inline; one at a time, the most visible', () => {
    const { videoOf } = grid([videoPin('1', 'Rolling waves'), videoPin('2', 'Falling leaves')]);
    const [waves, leaves] = [videoOf('Rolling waves'), videoOf('Falling leaves')];
    expect(waves.getAttribute('src')).toBeNull();
    expect(waves.muted).toBe(true);
    expect(waves.getAttribute('aria-hidden')).toBe('true');
    show(waves, 1);
    show(leaves, 0.6);
    expect(played).toEqual([waves]);
    expect(waves.getAttribute('src')).toBe('/media/video/1/v720P.mp4');
    expect(leaves.getAttribute('src')).toBeNull();
    // The first scrolls out: the other plays.
    show(waves, 0.1);
    expect(played).toEqual([waves, leaves]);
  });

  it('never plays a promoted video', () => {
    const { videoOf } = grid([videoPin('3', 'Sponsored clip', { isPromoted: true })]);
    show(videoOf('Sponsored clip'), 1);
    expect(played).toEqual([]);
  });

  it('a video that fails leaves the still picture and hands over to the next', () => {
    const { videoOf } = grid([videoPin('4', 'Broken clip'), videoPin('5', 'Good clip')]);
    const [broken, good] = [videoOf('Broken clip'), videoOf('Good clip')];
    show(broken, 1);
    show(good, 0.7);
    fireEvent(broken, new Event('error'));
    const card = screen.getByRole('listitem', { name: 'Broken clip' });
    expect(card.querySelector('video')).toBeNull();
    expect(within(card).getByRole('img', { name: 'A lemon tart on a plate' })).toBeTruthy();
    expect(played).toEqual([broken, good]);
  });
});
