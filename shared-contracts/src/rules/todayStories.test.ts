import { isPinRanking, storyAbout, storySlug, TODAY_TABS } from './todayStories';

describe("Today's stories", () => {
  it('name their date, kind and topic in their address', () =>
    expect(storySlug('2026-11-27', 'best', 'food-and-drink')).toBe('2026-11-27-best-food-and-drink'));

  it.each([
    ['best', 'Food and Drink', '2026-11-27', 8, 'The best of Food and Drink', 'The food and drink Pins people save most, in one place.'],
    ['fresh', 'Travel', '2026-11-27', 8, 'New in Travel', '8 travel ideas just added to Pinboard.'],
    ['picks', 'Art', '2026-11-27', 6, '6 Art ideas for Friday', 'Handpicked art ideas to start your Friday.'],
  ] as const)('a %s story about %s on %s', (kind, topic, date, n, title, summary) =>
    expect(storyAbout(kind, topic, date, n)).toEqual({ title, summary }),
  );

  it('has its pages of pins by what people do: best, trending, popular, shop', () => {
    expect(TODAY_TABS.map((tab) => tab.ranking)).toEqual(['best', 'trending', 'popular', 'shop']);
    expect(isPinRanking('trending')).toBe(true);
    expect(isPinRanking('article')).toBe(false);
    expect(isPinRanking(undefined)).toBe(false);
  });
});
