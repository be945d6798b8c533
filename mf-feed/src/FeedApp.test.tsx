import { act, render, screen } from '@testing-library/react';
import { FeedApp } from './FeedApp';

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

  it("shows 'Tune your home feed' at /edit", () => {
    window.history.pushState(null, '', '/edit');
    render(<FeedApp />);
    expect(document.title).toBe('Tune your home feed · Pinboard');
  });

  it.each(['/', '/search/pins?q=soup', '/search/boards?q=soup', '/ideas', '/videos/', '/shopping/', '/today'])(
    'shows no developer chip or fact list on %s',
    (url) => {
      window.history.pushState(null, '', url);
      const { container } = render(<FeedApp />);
      expect(container.querySelector('.area-tag, .facts')).toBeNull();
      expect(container.textContent).not.toContain('mf-feed');
    },
  );

  it('follows client-side navigation and renders nothing off its routes', () => {
    window.history.pushState(null, '', '/');
    const { container } = render(<FeedApp />);
    expect(screen.getByRole('heading', { level: 1, name: 'Home feed' })).toBeTruthy();
    visit('/ideas/dinner/123');
    expect(screen.getByRole('heading', { level: 1, name: 'Ideas' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Ideas: Pins' })).toBeTruthy();
    visit('/pin/1');
    expect(container.innerHTML).toBe('');
  });
});
