// GIFs in the grid move under the page's one-autoplay rule (spec section 4): one GIF or video at a
// time, the most visible; a GIF is fetched only while it is the one moving.
import { render, screen } from '@testing-library/react';
import { session } from 'page-runtime';
import type { ApiPin, ApiSession } from 'shared-contracts';
import { installTestIntersectionObserver, showInView } from 'test-support/intersectionObserver';
import { makePin } from 'test-support/pinFixture';
import { PinGrid } from '../grid/PinGrid';

installTestIntersectionObserver();
const show = showInView;

const visitor: ApiSession = { isAuthenticated: false, unauthId: 'anon', viewer: { isAuth: false, isBot: false, isSocialBot: false } };
const played: HTMLMediaElement[] = [];
beforeEach(() => {
  jest.spyOn(session, 'snapshot').mockReturnValue(visitor);
  jest.spyOn(session, 'load').mockResolvedValue(visitor);
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    played.push(this);
    return Promise.resolve();
  });
  jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});
afterEach(() => {
  played.length = 0;
  jest.restoreAllMocks();
});

const gifPin = (id: string, title: string): ApiPin =>
  makePin({ id, title, gridTitle: title, embed: { type: 'gif', src: `/media/gif/${id}.gif`, width: 480, height: 480 } });
const videoPin = (id: string, title: string): ApiPin =>
  makePin({
    id,
    title,
    gridTitle: title,
    videos: {
      videoList: { v720P: { url: `/media/video/${id}/v720P.mp4`, width: 720, height: 1080, thumbnail: 'abc', duration: 5000 } },
      captions: [],
    },
  });

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
    render(
      <PinGrid
        pins={[gifPin('1', 'Dancing leaves'), gifPin('2', 'Spinning top'), videoPin('3', 'Rolling waves')]}
        surface="AuthHomefeed"
        label="Home feed: Pins"
        hasMore={false}
        loading={false}
        error={null}
        onLoadMore={() => undefined}
        width={1280}
      />,
    );
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
