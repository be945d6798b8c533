// Discovery's pages each with its own job (issue 60, item 11): /topics the A to Z directory, /ideas
// the trending searches and topics as pictures, /videos and /shopping a category row whose links
// are the category's URL, and a category page headed by its category.
import { render, screen, within } from '@testing-library/react';
import { session } from 'page-runtime';
import type { ApiTopic } from 'shared-contracts/api';
import { makePin } from 'test-support/pinFixture';
import { QueryRoot } from 'react-kit';
import { feedFor } from '../data/feedSources';
import { fakeFeedApi, sessionOf } from '../testing/fakeFeedApi';
import { BrowsePage } from './BrowsePage';
import { IdeasPage } from './IdeasPage';
import { TopicsDirectory } from './TopicsDirectory';

const topic = (id: string, name: string, pinCount: number): ApiTopic => ({
  interest: { id, name, urlName: name.toLowerCase().replace(/\s+/g, '-') },
  pinCount,
  covers: [{ url: `/media/236x/${id}.jpg`, width: 236, height: 300 }],
  followedByMe: false,
});
const TOPICS = [topic('1', 'Travel', 40), topic('2', 'Art', 12), topic('3', 'Gardening', 30), topic('4', 'Architecture', 5)];
const about = (id: string, name: string) => makePin({ id, sourceInterest: { id: name, name, urlName: name.toLowerCase() } });

// The grid asks the page's own session who is looking: a visitor, here.
beforeEach(() =>
  jest
    .spyOn(session, 'load')
    .mockResolvedValue({ isAuthenticated: false, unauthId: null, viewer: { isAuth: false, isBot: false, isSocialBot: false } }),
);
afterEach(() => jest.restoreAllMocks());

function show(page: React.ReactElement) {
  const api = fakeFeedApi({
    'UserSessionResource get': sessionOf(null),
    'TopicsResource get': () => TOPICS,
    'RankedPinsResource get': () => [about('1', 'Gardening'), about('2', 'Travel'), about('3', 'Gardening')],
    'HomefeedResource get': () => [],
    'InterestFeedResource get': () => [],
  });
  render(<QueryRoot>{page}</QueryRoot>, { wrapper: api.wrapper });
  return api;
}

it('/topics lists every topic A to Z under its letter, with the letters to jump by', async () => {
  show(<TopicsDirectory heading="Topics" />);
  const letters = await screen.findByRole('navigation', { name: 'Topics by letter' });
  expect(
    within(letters)
      .getAllByRole('link')
      .map((a) => a.textContent),
  ).toEqual(['A', 'G', 'T']);
  const a = screen.getByRole('region', { name: 'A' });
  expect(
    within(a)
      .getAllByRole('link')
      .map((l) => [l.textContent, l.getAttribute('href')]),
  ).toEqual([
    ['Architecture', '/topics/architecture/'],
    ['Art', '/topics/art/'],
  ]);
  expect(a.textContent).toContain('12 Pins');
  expect(screen.queryByRole('img')).toBeNull();
});

it('/ideas shows the searches trending this week and the topics as pictures, the most pinned first', async () => {
  const api = show(<IdeasPage heading="Ideas" />);
  const trending = await screen.findByRole('list', { name: 'Trending searches' });
  expect(
    within(trending)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]),
  ).toEqual([
    ['Gardening', '/search/pins?q=Gardening'],
    ['Travel', '/search/pins?q=Travel'],
  ]);
  expect(api.named('RankedPinsResource get')[0]?.options).toMatchObject({ ranking: 'trending' });
  const tiles = screen.getByRole('list', { name: 'Popular topics' });
  expect(
    within(tiles)
      .getAllByRole('link')
      .map((a) => a.textContent?.replace(/\d+ Pins$/, '')),
  ).toEqual(['Travel', 'Gardening', 'Art', 'Architecture']);
  expect(screen.getByRole('link', { name: 'All topics, A to Z' }).getAttribute('href')).toBe('/topics/');
});

it.each([
  ['videos', 'Videos', undefined, 'Videos', '/videos/'],
  ['videos', 'Videos', 'gardening', 'Gardening videos', '/videos/gardening/3/'],
  ['shopping', 'Shopping', '3', 'Shop Gardening', '/shopping/gardening/3/'],
] as const)('/%s with category %p is headed %p, its row marking %s', async (page, heading, category, shown, current) => {
  show(
    <BrowsePage
      page={page}
      heading={heading}
      category={category}
      source={feedFor({ area: 'feed', page, path: category ? [category, '3'] : [] })}
    />,
  );
  expect(await screen.findByRole('heading', { level: 1, name: shown })).toBeTruthy();
  const row = await screen.findByRole('navigation', { name: `${heading} categories` });
  const links = within(row).getAllByRole('link');
  expect(links.map((a) => a.textContent)).toEqual(['All', 'Architecture', 'Art', 'Gardening', 'Travel']);
  expect(links.filter((a) => a.getAttribute('aria-current') === 'page').map((a) => a.getAttribute('href'))).toEqual([current]);
  expect(screen.getByRole('list', { name: `${shown}: Pins` })).toBeTruthy();
});
