// GIFs in the grid move under the page's one-autoplay rule (spec section 4): one GIF or video at a
// time, the most visible; a GIF is fetched only while it is the one moving.
import { screen } from '@testing-library/react';
import type { ApiPin } from 'shared-contracts/api';
import { installTestIntersectionObserver, showInView } from 'test-support/intersectionObserver';
import { makePin } from 'test-support/pinFixture';
import { recordPlaysForAVisitor, videoPin } from '../testing/gridMedia';
import { renderPinGrid } from '../testing/renderPinGrid';

installTestIntersectionObserver();
const show = showInView;

const played = recordPlaysForAVisitor();

const gifPin = (id: string, title: string): ApiPin =>
  makePin({ id, title, gridTitle: title, embed: { type: 'gif', src: `/media/gif/${id}.gif`, width: 480, height: 480 } });

const card = (title: string) => screen.getByRole('listitem', { name: title });
/** The element the page's autoplay watches for a GIF card: its moving picture's holder. */
const gifHolder = (title: string) => card(title).querySelector('[data-gif-playing]') as Element;
/** The pins whose GIF is moving, and how many videos play. */
const moving = () => ({
  gifs: [...document.querySelectorAll('[role="listitem"] img[src$=".gif"]')].map((img) =>
    img.closest('[data-pin-id]')?.getAttribute('data-pin-id'),
  ),
  videos: played.length,
});

describe('GIFs in the grid', () => {
  it('move one at a time, the most visible, and none while a video is the one playing', () => {
    renderPinGrid([gifPin('1', 'Dancing leaves'), gifPin('2', 'Spinning top'), videoPin('3', 'Rolling waves')]);
    expect(moving()).toEqual({ gifs: [], videos: 0 });
    show(gifHolder('Dancing leaves'), 0.7);
    show(gifHolder('Spinning top'), 1);
    show(card('Rolling waves').querySelector('video') as Element, 0.6);
    expect(moving()).toEqual({ gifs: ['2'], videos: 0 });
    // It scrolls out: the next most visible moves instead.
    show(gifHolder('Spinning top'), 0.1);
    expect(moving()).toEqual({ gifs: ['1'], videos: 0 });
    show(gifHolder('Dancing leaves'), 0);
    expect(moving()).toEqual({ gifs: [], videos: 1 });
  });
});
