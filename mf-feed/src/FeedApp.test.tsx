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

  it('asks for a query on a search page without one', () => {
    window.history.pushState(null, '', '/search/pins');
    render(<FeedApp />);
    expect(screen.getByText('Search for ideas: type what you are looking for in the search box.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

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
