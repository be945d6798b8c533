import { act, fireEvent, render, screen } from '@testing-library/react';
import { bus, type EventMap } from 'shared-contracts';
import { FeedApp } from './FeedApp';

function visit(url: string) {
  act(() => {
    window.history.pushState(null, '', url);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
}

describe('FeedApp', () => {
  it('shows what it parsed from a search URL and titles the page', () => {
    window.history.pushState(null, '', '/search/pins?q=red%20shoes');
    render(<FeedApp />);
    expect(screen.getByRole('heading', { level: 1, name: 'Search: red shoes' })).toBeTruthy();
    expect(screen.getByText('red shoes')).toBeTruthy();
    expect(document.title).toBe('Search: red shoes · Pinboard');
  });

  it('follows client-side navigation and renders nothing off its routes', () => {
    window.history.pushState(null, '', '/');
    const { container } = render(<FeedApp />);
    expect(screen.getByRole('heading', { level: 1, name: 'Home feed' })).toBeTruthy();
    visit('/ideas/dinner/123');
    expect(screen.getByRole('heading', { level: 1, name: 'Ideas' })).toBeTruthy();
    expect(screen.getByText('dinner / 123')).toBeTruthy();
    visit('/pin/1');
    expect(container.innerHTML).toBe('');
  });

  it("asks for login with the save reason when a signed-out visitor presses Save", () => {
    window.history.pushState(null, '', '/');
    render(<FeedApp />);
    const seen: Array<EventMap['auth/required']> = [];
    const off = bus.on('auth/required', (p) => seen.push(p));
    fireEvent.click(screen.getByRole('button', { name: 'Save pin 1001' }));
    off();
    expect(seen).toEqual([{ reason: 'save', returnTo: '/pin/1001/repin/' }]);
  });
});
