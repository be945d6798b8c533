import { fireEvent, render, screen, within } from '@testing-library/react';
import { session } from 'page-runtime';
import type { ApiUser } from 'shared-contracts/api';
import { QueryRoot } from 'react-kit';
import { makePin } from 'test-support/pinFixture';
import { board, fakeFeedApi, sessionOf, viewer } from '../testing/fakeFeedApi';
import { SearchPage } from './SearchPage';

const person = (id: string, username: string, fullName: string, followerCount: number): ApiUser => ({
  ...viewer({ id, entityId: id, username, fullName, followerCount, imageMediumUrl: `/media/avatars/${id}.svg` }),
});

function show(scope: string, rawQuery: string, answers: Parameters<typeof fakeFeedApi>[0] = {}) {
  const api = fakeFeedApi({ 'UserSessionResource get': sessionOf(null), ...answers });
  render(
    <QueryRoot>
      <SearchPage scope={scope} rawQuery={rawQuery} />
    </QueryRoot>,
    { wrapper: api.wrapper },
  );
  return api;
}

// The grid reads the page's session, not the area's: a visitor's, here, with no server to ask.
beforeEach(() => jest.spyOn(session, 'load').mockResolvedValue(sessionOf(null)()));
afterEach(() => jest.restoreAllMocks());

const tabs = () => within(screen.getByRole('navigation', { name: 'Search results' })).getAllByRole('link');

describe('the search page', () => {
  it('heads the page with the query and links the three tabs, the current one marked', () => {
    show('boards', '  pasta  ', { 'BoardSearchResource get': () => [] });
    expect(screen.getByRole('heading', { level: 1, name: 'Search: pasta' })).toBeTruthy();
    expect(tabs().map((tab) => [tab.textContent, tab.getAttribute('href'), tab.getAttribute('aria-current')])).toEqual([
      ['Pins', '/search/pins?q=pasta', null],
      ['Boards', '/search/boards?q=pasta', 'page'],
      ['People', '/search/users?q=pasta', null],
    ]);
  });

  it('searches pins in the grid on the Pins tab', async () => {
    const api = show('pins', 'pasta', {
      'BaseSearchResource get': () => [makePin({ id: '5', title: 'Pasta bake', gridTitle: 'Pasta bake' })],
    });
    expect(tabs()[0]?.getAttribute('aria-current')).toBe('page');
    expect(await screen.findByRole('list', { name: 'Search: pasta: Pins' })).toBeTruthy();
    expect(api.named('BaseSearchResource get')[0]?.options).toEqual({ query: 'pasta', scope: 'pins', page_size: 25 });
  });

  it('says so honestly when no Pins match', async () => {
    show('pins', 'zzzz', { 'BaseSearchResource get': () => [] });
    expect(await screen.findByText('No Pins match “zzzz”.')).toBeTruthy();
  });

  it('shows matching boards as cards: cover, name, owner and pin count, linking to the board', async () => {
    const api = show('boards', 'pasta', {
      'BoardSearchResource get': () => [
        board('3', 'Pasta nights', {
          pinCount: 1234,
          coverImages: [{ url: '/media/222x/p.jpg', width: 222, height: 148 }],
          owner: { ...board('0', 'x').owner, fullName: 'Ana Cook', username: 'ana' },
          url: '/ana/pasta-nights/',
        }),
      ],
    });
    const list = await screen.findByRole('list', { name: 'Boards matching “pasta”' });
    const link = within(list).getByRole('link');
    expect(link.getAttribute('href')).toBe('/ana/pasta-nights/');
    expect(link.textContent).toBe('Pasta nightsby Ana Cook · 1.2k Pins');
    expect(link.querySelector('img')?.getAttribute('src')).toBe('/media/222x/p.jpg');
    expect(api.named('BoardSearchResource get')[0]?.options).toEqual({ query: 'pasta', page_size: 25 });
  });

  it('says no boards match, and points to the other tabs', async () => {
    show('boards', 'pasta', { 'BoardSearchResource get': () => [] });
    expect(await screen.findByText('No boards match “pasta”.')).toBeTruthy();
    const hint = screen.getByText(/Try other words/);
    expect(
      within(hint)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/search/pins?q=pasta', '/search/users?q=pasta']);
  });

  it('shows matching people with their picture, names and followers in short form, linking to their profile', async () => {
    show('users', 'ana', { 'UserSearchResource get': () => [person('8', 'ana', 'Ana Cook', 15300), person('9', 'anab', 'Ana B', 1)] });
    const list = await screen.findByRole('list', { name: 'People matching “ana”' });
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => [a.getAttribute('href'), a.textContent])).toEqual([
      ['/ana/', 'Ana Cook@ana · 15.3k followers'],
      ['/anab/', 'Ana B@anab · 1 follower'],
    ]);
    expect(links[0]?.querySelector('img')?.getAttribute('src')).toBe('/media/avatars/8.svg');
  });

  it('says no people match', async () => {
    show('users', 'nobody', { 'UserSearchResource get': () => [] });
    expect(await screen.findByText('No people match “nobody”.')).toBeTruthy();
  });

  it('shows more boards while the search has more pages', async () => {
    const api = fakeFeedApi({ 'UserSessionResource get': sessionOf(null) });
    let page = 0;
    api.deps.client.read = (async (_resource: string, options?: { bookmark?: string }) => {
      page += 1;
      return options?.bookmark
        ? { data: [board('2', 'Pasta two')], bookmark: null }
        : { data: [board('1', 'Pasta one')], bookmark: 'next' };
    }) as typeof api.deps.client.read;
    render(
      <QueryRoot>
        <SearchPage scope="boards" rawQuery="pasta" />
      </QueryRoot>,
      { wrapper: api.wrapper },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('Pasta two')).toBeTruthy();
    expect(screen.getByText('Pasta one')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(page).toBe(2);
  });

  it('says when the search failed and tries again', async () => {
    let fail = true;
    show('users', 'ana', {
      'UserSearchResource get': () => {
        if (fail) throw new Error('offline');
        return [person('8', 'ana', 'Ana Cook', 3)];
      },
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Sorry! Something went wrong on our end.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Ana Cook/ })).toBeTruthy();
  });

  it('asks for words without a query, with no tabs and no search', () => {
    const api = show('boards', '   ');
    expect(screen.getByRole('heading', { level: 1, name: 'Search' })).toBeTruthy();
    expect(screen.getByText('Search for ideas, boards and people.')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(api.calls.filter((c) => c.name !== 'UserSessionResource get')).toEqual([]);
  });
});
