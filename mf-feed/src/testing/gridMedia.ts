// The grid's GIFs and videos in jsdom, which plays nothing: a visitor's grid whose media note
// what the grid's one-autoplay rule plays.

import type { ApiPin, ApiSession } from 'shared-contracts/api';
import { makePin } from 'test-support/pinFixture';
import { sessionIs } from './renderPinGrid';

const visitor: ApiSession = { isAuthenticated: false, unauthId: 'anon', viewer: { isAuth: false, isBot: false, isSocialBot: false } };

/** Each test of the calling file runs for a visitor; the list holds the media played, in order. */
export function recordPlaysForAVisitor(): HTMLMediaElement[] {
  const played: HTMLMediaElement[] = [];
  beforeEach(() => {
    sessionIs(visitor);
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
  return played;
}

/** A video pin with one 720p rendition. */
export const videoPin = (id: string, title: string, extra: Partial<ApiPin> = {}): ApiPin =>
  makePin({
    id,
    title,
    gridTitle: title,
    videos: {
      videoList: { v720P: { url: `/media/video/${id}/v720P.mp4`, width: 720, height: 1080, thumbnail: 'abc', duration: 5000 } },
      captions: [],
    },
    ...extra,
  });
