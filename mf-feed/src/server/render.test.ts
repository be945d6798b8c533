// The feed's first screen rendered as the edge server renders it: a whole screen of cards in place,
// nothing that needs an inline script (the page's policy forbids them), and each card a boundary of
// its own so the page hydrates them one by one.

import { FEED_PAGE_SIZE } from 'shared-contracts/rules';
import { readPath } from 'shared-contracts/api';
import { makeImages, makePin } from 'test-support/pinFixture';
import { renderFirstScreen, renderPinGrid } from './render';

const success = (data: unknown) => ({ resource_response: { status: 'success', data, bookmark: null } });
const visitor = { isAuthenticated: false, unauthId: 'u1', viewer: { isAuth: false, isBot: false, isSocialBot: false } };
const pins = Array.from({ length: FEED_PAGE_SIZE }, (_, i) =>
  makePin({ id: String(2000 + i), images: makeImages(736, 900 + (i % 5) * 80, `sig${i}`) }),
);

describe("mf-feed's server render", () => {
  it('renders a desktop screen of home cards, each card in place, with no script', async () => {
    const rendered = await renderFirstScreen({
      pathname: '/',
      search: '',
      reads: [
        { path: readPath('HomefeedResource', { page_size: FEED_PAGE_SIZE }), body: success(pins) },
        { path: readPath('UserSessionResource', {}), body: success(visitor) },
      ],
      layout: { gridWidth: 1265, isDesktop: true },
      origin: 'https://pinboard.test',
    });
    const cards = rendered.html.match(/role="listitem"/g) ?? [];
    expect(cards.length).toBeGreaterThanOrEqual(10);
    expect(rendered.html).not.toContain('<script');
    expect(rendered.html).not.toContain('<!--$?-->');
    expect(rendered.html).not.toContain('<template');
    // One boundary per card: React hydrates them apart.
    expect((rendered.html.match(/<!--\$-->/g) ?? []).length).toBeGreaterThanOrEqual(cards.length);
    expect(rendered.readsUsed).toHaveLength(2);
  });

  it("renders a topic's page for a crawler from its topic and its first page of Pins, and names the topic in the head", async () => {
    const topic = {
      interest: { id: '7', name: 'Gardening', urlName: 'gardening' },
      pinCount: 30,
      covers: [pins[0]?.images['736x']],
      followedByMe: false,
    };
    const topicPins = readPath('InterestFeedResource', { interest: 'gardening', page_size: FEED_PAGE_SIZE });
    const bot = { isAuthenticated: false, unauthId: null, viewer: { isAuth: false, isBot: true, isSocialBot: false } };
    const rendered = await renderFirstScreen({
      pathname: '/ideas/gardening/7/',
      search: '',
      reads: [
        { path: readPath('TopicResource', { topic: 'gardening' }), body: success(topic) },
        { path: topicPins, body: success(pins) },
        { path: readPath('UserSessionResource', {}), body: success(bot) },
      ],
      layout: { gridWidth: 1265, isDesktop: true },
      origin: 'https://pinboard.test',
    });
    expect(rendered.html).toMatch(/<h1[^>]*>Gardening<\/h1>/);
    expect((rendered.html.match(/role="listitem"/g) ?? []).length).toBeGreaterThanOrEqual(10);
    expect(rendered.readsUsed).toContain(topicPins);
    expect(rendered.head).toContain('<title>Gardening ideas · Pinboard</title>');
    expect(rendered.head).toContain('<link rel="canonical" href="https://pinboard.test/ideas/gardening/7/" />');
    expect(rendered.head).toContain('<meta property="og:image" content="https://pinboard.test');
  });

  it("renders a board's grid as the board page shows it, its styles named apart from the page's", async () => {
    const boardPins = readPath('BoardFeedResource', { board_id: '6', page_size: FEED_PAGE_SIZE });
    const rendered = await renderPinGrid({
      pathname: '/demo/garden-plans/',
      search: '',
      reads: [
        { path: readPath('BoardResource', { username: 'demo', slug: 'garden-plans' }), body: success({ id: '6' }) },
        { path: boardPins, body: success(pins) },
        { path: readPath('UserSessionResource', {}), body: success(visitor) },
      ],
      layout: { gridWidth: 1265, isDesktop: true },
      origin: 'https://pinboard.test',
      grid: {
        feed: { key: 'board:6:0', resource: 'BoardFeedResource', options: { board_id: '6' } },
        surface: 'BaseBoardPinGrid',
        label: 'Garden plans: Pins',
        emptyText: 'No Pins on this board yet.',
      },
      slot: 0,
    });
    expect(rendered.html).toContain('aria-label="Garden plans: Pins"');
    expect((rendered.html.match(/role="listitem"/g) ?? []).length).toBeGreaterThanOrEqual(10);
    expect(rendered.readsUsed).toContain(boardPins);
    expect(rendered.readsUsed).not.toContain(readPath('BoardResource', { username: 'demo', slug: 'garden-plans' }));
    expect(rendered.css).toMatch(/^\.pb-ss-g0-0\{/);
    expect(rendered.css).not.toMatch(/\.pb-ss-\d/);
    expect(rendered.head).toBe('');
  });
});
