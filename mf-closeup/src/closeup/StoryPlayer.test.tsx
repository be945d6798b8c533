import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ApiStoryPinPage } from 'shared-contracts/api';
import type { EventMap } from 'shared-contracts/platform';
import { makeImages, makePin } from 'test-support/pinFixture';
import { fakeCloseupApi } from '../testing/fakeCloseupApi';
import { StoryPlayer } from './StoryPlayer';
import { fakeMotionPreference } from '../testing/motionPreference';

const picture = (signature: string) => makeImages(736, 1104, signature);
const staticPage = (n: number): ApiStoryPinPage => ({
  blocks: [
    { blockType: 2, image: picture(`page${n}`) },
    { blockType: 1, text: `Step ${n}` },
  ],
});
const videoPage = (n: number): ApiStoryPinPage => ({
  blocks: [
    {
      blockType: 3,
      image: picture(`page${n}`),
      video: { url: `/media/video/page${n}/v720P.mp4`, width: 720, height: 1080, thumbnail: `/media/736x/page${n}.jpg`, duration: 6000 },
    },
    { blockType: 1, text: `Step ${n}` },
  ],
});

const story = (pages: ApiStoryPinPage[]) =>
  makePin({
    id: '1017',
    contentType: 'storyPin',
    storyPinData: {
      pages,
      isDeleted: false,
      staticPageCount: pages.length - 1,
      totalVideoDuration: 6000,
      hasProductPins: false,
      metadata: { pinTitle: 'Loom basics' },
    },
  });

const motion = fakeMotionPreference();
let played: jest.SpyInstance;
let paused: jest.SpyInstance;

beforeEach(() => {
  jest.useFakeTimers();
  // jsdom plays no media: what the story asks of the element is what is checked.
  played = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
  paused = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockReturnValue();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

function setup(pages: ApiStoryPinPage[]) {
  const { events, wrapper } = fakeCloseupApi({});
  const states: Array<EventMap['video/state-changed']> = [];
  events.on('video/state-changed', (e) => void states.push(e));
  render(<StoryPlayer pin={story(pages)} alt="Loom basics" isBot={false} />, { wrapper });
  return { states };
}

const pageText = () => screen.getByText(/^Page \d+ of \d+$/).textContent;
const wait = (ms: number) =>
  act(() => {
    jest.advanceTimersByTime(ms);
  });

describe('StoryPlayer', () => {
  it('shows a static page for 5000 ms, then the next, and stops on the last (no loop)', async () => {
    setup([staticPage(1), staticPage(2)]);
    expect(pageText()).toBe('Page 1 of 2');
    expect(screen.getByRole('group', { name: 'Loom basics: page 1 of 2' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Step 1' })).toBeTruthy();
    wait(4900);
    expect(pageText()).toBe('Page 1 of 2');
    wait(100);
    expect(pageText()).toBe('Page 2 of 2');
    expect(screen.getByRole('img', { name: 'Step 2' })).toBeTruthy();
    wait(20_000);
    expect(pageText()).toBe('Page 2 of 2');
    // The story has had its time: Play starts it again from the first page.
    fireEvent.click(await screen.findByRole('button', { name: 'Play story' }));
    expect(pageText()).toBe('Page 1 of 2');
    expect(screen.getByRole('button', { name: 'Pause story' })).toBeTruthy();
  });

  it('plays a video page muted and inline, and turns the page when the video ends, not on a timer', async () => {
    const { states } = setup([videoPage(1), staticPage(2)]);
    const video = screen.getByLabelText<HTMLVideoElement>('Video: Step 1');
    expect(video.getAttribute('src')).toBe('/media/video/page1/v720P.mp4');
    expect(video.muted).toBe(true);
    expect(video.hasAttribute('playsinline')).toBe(true);
    await act(async () => undefined);
    expect(played).toHaveBeenCalled();
    wait(30_000);
    expect(pageText()).toBe('Page 1 of 2');
    fireEvent(video, new Event('ended'));
    await screen.findByText('Page 2 of 2');
    expect(states.map((s) => s.state)).toEqual([9]);
  });

  it('pauses with Pause story and goes on from where it was with Play story', async () => {
    setup([staticPage(1), staticPage(2)]);
    wait(3000);
    fireEvent.click(screen.getByRole('button', { name: 'Pause story' }));
    await screen.findByRole('button', { name: 'Play story' });
    wait(10_000);
    expect(pageText()).toBe('Page 1 of 2');
    fireEvent.click(screen.getByRole('button', { name: 'Play story' }));
    await screen.findByRole('button', { name: 'Pause story' });
    wait(1900);
    expect(pageText()).toBe('Page 1 of 2');
    wait(200);
    expect(pageText()).toBe('Page 2 of 2');
  });

  it('pauses a video page’s video with the story', async () => {
    setup([videoPage(1), staticPage(2)]);
    await act(async () => undefined);
    paused.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'Pause story' }));
    await screen.findByRole('button', { name: 'Play story' });
    expect(paused).toHaveBeenCalled();
  });

  it('waits while the tab is hidden', async () => {
    setup([staticPage(1), staticPage(2)]);
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await act(async () => void document.dispatchEvent(new Event('visibilitychange')));
    wait(10_000);
    expect(pageText()).toBe('Page 1 of 2');
    visibility.mockReturnValue('visible');
    await act(async () => void document.dispatchEvent(new Event('visibilitychange')));
    wait(5000);
    expect(pageText()).toBe('Page 2 of 2');
  });

  it('moves nothing by itself for reduced motion: no page turn, no video start; the buttons still work', async () => {
    motion.reduced = true;
    setup([videoPage(1), staticPage(2), staticPage(3)]);
    await act(async () => undefined);
    expect(played).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Play story' })).toBeTruthy();
    wait(30_000);
    expect(pageText()).toBe('Page 1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Page 2 of 3');
    wait(30_000);
    expect(pageText()).toBe('Page 2 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await screen.findByText('Page 1 of 3');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Previous page' }).disabled).toBe(true);
    // Play is the person's own choice: then it plays.
    fireEvent.click(screen.getByRole('button', { name: 'Play story' }));
    await act(async () => undefined);
    expect(played).toHaveBeenCalled();
  });

  it('says a video page’s failure in words, with Try again', async () => {
    setup([videoPage(1), staticPage(2)]);
    const video = screen.getByLabelText<HTMLVideoElement>('Video: Step 1');
    Object.defineProperty(video, 'error', { value: { code: 4 } });
    fireEvent(video, new Event('error'));
    expect((await screen.findByRole('alert')).textContent).toContain('format this browser can play');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await act(async () => undefined);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText<HTMLVideoElement>('Video: Step 1')).not.toBe(video);
  });

  it('shows a single still page with nothing to play', () => {
    setup([staticPage(1)]);
    expect(screen.queryByRole('button', { name: /story/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /page/ })).toBeNull();
  });
});
