import { act, render as renderInPage, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { session } from 'page-runtime';
import { FeedApp } from './FeedApp';
import { fakeFeedApi } from './testing/fakeFeedApi';

// What each route shows first, with every read still on its way: the area's own client and the
// page's session (the grid's) answer nothing, rather than reaching for a server that is not there.
const stillLoading = () => new Promise<never>(() => undefined);
const render = (ui: ReactElement) => renderInPage(ui, { wrapper: fakeFeedApi(new Proxy({}, { get: () => stillLoading })).wrapper });
beforeEach(() => jest.spyOn(session, 'load').mockImplementation(stillLoading));
afterEach(() => jest.restoreAllMocks());

function visit(url: string) {
  act(() => {
    window.history.pushState(null, '', url);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
}

describe('FeedApp', () => {
  it('titles a search page and shows its grid', () => {
    window.history.pushState(null, '', '/search/pins?q=red%20shoes');
    render(<FeedApp />);
    expect(screen.getByRole('heading', { level: 1, name: 'Search: red shoes' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Search: red shoes: Pins' })).toBeTruthy();
    expect(document.title).toBe('Search: red shoes · Pinboard');
  });

  it('asks for a query on a search page without one, naming no search box', () => {
    window.history.pushState(null, '', '/search/pins');
    const { container } = render(<FeedApp />);
    expect(screen.getByRole('heading', { level: 1, name: 'Search' })).toBeTruthy();
    expect(screen.getByText('Search for ideas, boards and people.')).toBeTruthy();
    expect(container.textContent).not.toMatch(/search box/i);
    expect(screen.queryByRole('list')).toBeNull();
  });

  it("shows 'Tune your home feed' at /edit, loaded when opened", async () => {
    window.history.pushState(null, '', '/edit');
    render(<FeedApp />);
    expect(document.title).toBe('Tune your home feed · Pinboard');
    // The page itself has loaded: it is reading the interests.
    expect(await screen.findByRole('region', { name: 'Loading your interests' })).toBeTruthy();
  });

  it.each(['/', '/search/pins?q=soup', '/search/boards?q=soup', '/ideas', '/videos/', '/shopping/', '/today'])(
    'shows no developer chip or fact list on %s',
    async (url) => {
      window.history.pushState(null, '', url);
      const { container } = render(<FeedApp />);
      // Discovery's pages load when opened: look once they have.
      await act(() => import('./discovery/discoveryPages'));
      expect(container.querySelector('.area-tag, .facts')).toBeNull();
      expect(container.textContent).not.toContain('mf-feed');
    },
  );

  it('follows client-side navigation and renders nothing off its routes', () => {
    window.history.pushState(null, '', '/');
    const { container } = render(<FeedApp />);
    expect(screen.getByRole('heading', { level: 1, name: 'Home feed' })).toBeTruthy();
    visit('/videos/');
    expect(screen.getByRole('heading', { level: 1, name: 'Videos' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Videos: Pins' })).toBeTruthy();
    visit('/pin/1');
    expect(container.innerHTML).toBe('');
  });
});
