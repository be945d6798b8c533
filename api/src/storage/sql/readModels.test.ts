// A story pin as the closeup reads it: each video page carries the MP4 the seed encoded, sized
// like a video pin's v720P, and the story's length counts it with its static pages.

import { type ApiPin } from 'shared-contracts/api';
import { STORY_VIDEO_BLOCK, storyPinDurationMs } from 'shared-contracts/rules';
import { DEMO_LANDMARKS } from '../../seed/demoWorld';
import { expectFailure, expectOk } from '../../testing/expectAnswer';
import { startTestApi, type TestApi } from '../../testing/testApi';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
}, 60_000);
afterAll(() => api.stop());

const readPin = async (id: number) => expectOk(await api.client().get<ApiPin>('PinResource', { id: String(id) }));

describe('a story pin’s pages', () => {
  it('give each video page its MP4, its picture as thumbnail and its length', async () => {
    const story = (await readPin(DEMO_LANDMARKS.pins.storyWithVideo)).storyPinData;
    if (!story) throw new Error('the landmark is not a story');
    const blocks = story.pages.flatMap((page) => page.blocks);
    const videos = blocks.filter((block) => block.blockType === STORY_VIDEO_BLOCK);
    expect(videos.length).toBeGreaterThan(0);
    for (const { image, video } of videos) {
      if (!image || !video) throw new Error('a video page without its picture or video');
      const signature = /\/([0-9a-f]{32})\.jpg$/.exec(image.orig.url)?.[1] ?? '';
      expect(video).toEqual({
        url: `/media/video/${signature}/v720P.mp4`,
        width: 720,
        height: Math.round((image.orig.height * 720) / image.orig.width),
        thumbnail: image['736x'].url,
        duration: expect.any(Number),
      });
    }
    // Other blocks carry no video.
    expect(blocks.filter((block) => block.blockType !== STORY_VIDEO_BLOCK && block.video)).toEqual([]);
    expect(story.totalVideoDuration).toBe(videos.reduce((sum, block) => sum + (block.video?.duration ?? 0), 0));
    expect(storyPinDurationMs(story)).toBe(story.totalVideoDuration + story.staticPageCount * 5000);
  });

  it('give a deleted story’s video page no file to play: the pin is gone (410), pages and all', async () => {
    expectFailure(await api.client().get<ApiPin>('PinResource', { id: String(DEMO_LANDMARKS.pins.deletedStory) }), 410, 'gone');
  });
});
