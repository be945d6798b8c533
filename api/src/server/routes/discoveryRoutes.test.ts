// Discovery from the data: topics as tiles, one topic however it is named, pins by what people do
// with them, and Today's dated stories made of pins, the same for a date whenever they are read.
import type { ApiGridPin, ApiStory, ApiStoryWithPins, ApiTopic, ApiTypeahead } from 'shared-contracts/api';
import { expectFailure, expectOk } from '../../testing/expectAnswer';
import { startTestApiForFile } from '../../testing/testApiForFile';

const api = startTestApiForFile();

describe('topics', () => {
  it('are every topic as a tile: its discoverable pins counted and four of their pictures', async () => {
    const topics = expectOk(await api.client().get<ApiTopic[]>('TopicsResource', {}));
    expect(topics.length).toBe(12);
    const food = topics.find((t) => t.interest.urlName === 'food-and-drink');
    expect(food?.pinCount).toBeGreaterThan(50);
    expect(food?.covers).toHaveLength(4);
    expect(topics.every((t) => t.followedByMe === false)).toBe(true);
  });

  it('are found by URL name, by its start, or by id; anything else is not found', async () => {
    const client = api.client();
    for (const name of ['food-and-drink', 'food', 'FOOD', '2']) {
      expect(expectOk(await client.get<ApiTopic>('TopicResource', { topic: name })).interest.name).toBe('Food and Drink');
    }
    expectFailure(await client.get('TopicResource', { topic: 'no-such-topic' }), 404, 'not_found');
    // The videos of a category named by its start (/videos/food/1).
    const videos = expectOk(await client.get<ApiGridPin[]>('InterestFeedResource', { interest: 'food', scope: 'videos' }));
    expect(videos.length).toBeGreaterThan(0);
    expect(videos.every((p) => p.contentType === 'video' && p.sourceInterest?.urlName === 'food-and-drink')).toBe(true);
  });

  it('say whether the viewer follows them', async () => {
    const demo = await api.client().login('demo');
    const followed = ((await api.rows('SELECT interest_id FROM interest_follows WHERE user_id = 1')) as { interest_id: number }[]).map(
      (r) => String(r.interest_id),
    );
    const topics = expectOk(await demo.get<ApiTopic[]>('TopicsResource', {}));
    expect(
      topics
        .filter((t) => t.followedByMe)
        .map((t) => t.interest.id)
        .sort(),
    ).toEqual(followed.sort());
  });
});

describe('pins by what people do with them', () => {
  it.each(['best', 'trending', 'popular', 'shop'] as const)('%s: pages of their own, each pin once', async (ranking) => {
    const client = api.client();
    const first = await client.get<ApiGridPin[]>('RankedPinsResource', { ranking, page_size: 10 });
    const pins = expectOk(first);
    expect(pins.length).toBe(10);
    const bookmark = first.body.resource_response.bookmark ?? '';
    expect(bookmark).not.toBe('');
    const second = expectOk(await client.get<ApiGridPin[]>('RankedPinsResource', { ranking, page_size: 10, bookmark }));
    expect(second.filter((p) => pins.some((q) => q.id === p.id))).toEqual([]);
    if (ranking === 'shop') expect([...pins, ...second].every((p) => p.contentType === 'product')).toBe(true);
  });

  it('best puts the most saved first', async () => {
    const pins = expectOk(await api.client().get<ApiGridPin[]>('RankedPinsResource', { ranking: 'best', page_size: 5 }));
    const saves = pins.map((p) => p.aggregatedPinData.saves);
    expect(saves).toEqual([...saves].sort((a, b) => b - a));
  });
});

describe("Today's stories", () => {
  it('are three a day for seven days, newest first, each made of pins of its topic', async () => {
    const stories = expectOk(await api.client().get<ApiStory[]>('TodayStoriesResource', {}));
    const days = [...new Set(stories.map((s) => s.date))];
    expect(days).toHaveLength(7);
    expect(days).toEqual([...days].sort().reverse());
    expect(days[0]).toBe(new Date().toISOString().slice(0, 10));
    expect(stories.filter((s) => s.date === days[0]).map((s) => s.kind)).toEqual(['best', 'fresh', 'picks']);
    expect(new Set(stories.map((s) => s.slug)).size).toBe(stories.length);
  });

  it('open with their pins, the same whenever they are read; a date to come or a made-up story is not found', async () => {
    const client = api.client();
    const [story] = expectOk(await client.get<ApiStory[]>('TodayStoriesResource', {}));
    if (!story) throw new Error('no story');
    const open = expectOk(await client.get<ApiStoryWithPins>('TodayStoryResource', { slug: story.slug }));
    expect(open).toMatchObject({ title: story.title, date: story.date, pinCount: open.pins.length });
    expect(open.pins.length).toBeGreaterThan(0);
    expect(open.pins.every((p) => p.sourceInterest?.id === story.interest.id)).toBe(true);
    expect(expectOk(await client.get<ApiStoryWithPins>('TodayStoryResource', { slug: story.slug })).pins.map((p) => p.id)).toEqual(
      open.pins.map((p) => p.id),
    );
    expectFailure(await client.get('TodayStoryResource', { slug: '2999-01-01-best-travel' }), 404, 'not_found');
    expectFailure(await client.get('TodayStoryResource', { slug: `${story.date}-best-no-such-topic` }), 404, 'not_found');
  });
});

describe('the typeahead', () => {
  it('suggests searches that go on from what is typed, from the pins’ titles', async () => {
    const answer = expectOk(await api.client().get<ApiTypeahead>('TypeaheadResource', { term: 'chi' }));
    expect(answer.queries.length).toBeGreaterThan(0);
    expect(answer.queries.every((q) => q.split(' ').some((word) => word.startsWith('chi')))).toBe(true);
  });
});
