import { act, fireEvent, render, screen } from '@testing-library/react';
import { type ApiVideoVariant } from 'shared-contracts/api';
import { type EventMap } from 'shared-contracts/platform';
import { MEDIA_ERRORS } from 'shared-contracts/rules';
import { makePin } from 'test-support/pinFixture';
import { fakeCloseupApi } from '../testing/fakeCloseupApi';
import { VideoPlayer, type HlsModule } from './VideoPlayer';

const variant = (url: string, width: number): ApiVideoVariant => ({
  url,
  width,
  height: Math.round(width * 1.5),
  thumbnail: 'sig',
  duration: 5200,
});
const pin = makePin({
  id: '1101',
  videos: {
    videoList: {
      vHLSV4: variant('/media/video/sig/vHLSV4/index.m3u8', 720),
      vHLSV3MOBILE: variant('/media/video/sig/vHLSV3MOBILE/index.m3u8', 360),
      v720P: variant('/media/video/sig/v720P.mp4', 720),
    },
    captions: [{ url: '/media/video/sig/captions.vtt', lang: 'en', label: 'English' }],
  },
});

function fakeHls(supported = true) {
  const attached: string[] = [];
  let fatal: ((code: 2 | 3 | 4) => void) | null = null;
  const module: HlsModule = {
    isSupported: () => supported,
    create: (onFatal) => {
      fatal = onFatal;
      return { attach: (_video, url) => void attached.push(url), destroy: () => undefined };
    },
  };
  return { module, attached, fail: (code: 2 | 3 | 4) => act(() => fatal?.(code)) };
}

function setup(hls = fakeHls()) {
  const { events, wrapper } = fakeCloseupApi({});
  const states: Array<EventMap['video/state-changed']> = [];
  events.on('video/state-changed', (e) => void states.push(e));
  render(<VideoPlayer pin={pin} alt="Woven jute rug" loadHls={() => Promise.resolve(hls.module)} />, { wrapper });
  const video = screen.getByLabelText<HTMLVideoElement>('Video: Woven jute rug');
  return { hls, video, states };
}

describe('VideoPlayer', () => {
  it('plays the HLS rendition through hls.js where the browser has no HLS of its own, with the browser’s controls and the poster', async () => {
    const { hls, video } = setup();
    await act(async () => undefined);
    expect(hls.attached).toEqual(['/media/video/sig/vHLSV4/index.m3u8']);
    expect(video.controls).toBe(true);
    expect(video.getAttribute('poster')).toBeTruthy();
    expect(video.getAttribute('width')).toBe('720');
  });

  it('falls back to the MP4 where hls.js cannot run', async () => {
    const { video } = setup(fakeHls(false));
    await act(async () => undefined);
    expect(video.getAttribute('src')).toBe('/media/video/sig/v720P.mp4');
  });

  it('reports the spec’s state codes on the bus', async () => {
    const { video, states } = setup();
    await act(async () => undefined);
    fireEvent(video, new Event('playing'));
    fireEvent(video, new Event('pause'));
    fireEvent(video, new Event('ended'));
    expect(states.map((s) => s.state)).toEqual([4, 5, 9]);
    expect(states[0]).toMatchObject({ pinId: '1101', currentTime: 0 });
  });

  it('says what went wrong and tries again', async () => {
    const { hls } = setup();
    await act(async () => undefined);
    hls.fail(2);
    expect((await screen.findByRole('alert')).textContent).toContain(MEDIA_ERRORS[2].message);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await act(async () => undefined);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(hls.attached).toHaveLength(2);
  });

  it('tells a media element error by its code', async () => {
    const { video, states } = setup(fakeHls(false));
    await act(async () => undefined);
    Object.defineProperty(video, 'error', { value: { code: 4 } });
    fireEvent(video, new Event('error'));
    expect((await screen.findByRole('alert')).textContent).toContain(MEDIA_ERRORS[4].message);
    expect(states.at(-1)?.state).toBe(8);
  });
});
