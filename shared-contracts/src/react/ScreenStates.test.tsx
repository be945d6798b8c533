import { fireEvent, render, screen } from '@testing-library/react';
import { FailedScreen, LoadingScreen, NotFoundScreen } from './ScreenStates';

describe('NotFoundScreen', () => {
  it('names the page, offers a search that goes to /search/pins and a way home, and titles the tab', () => {
    render(<NotFoundScreen what="board" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByText("We couldn't find that board. It may have been deleted, or it may be private.")).toBeTruthy();
    const search = screen.getByRole('search');
    expect(search.getAttribute('action')).toBe('/search/pins');
    expect(screen.getByRole('searchbox', { name: 'Search for ideas' }).getAttribute('name')).toBe('q');
    expect(screen.getByRole('link', { name: 'Go to the home feed' }).getAttribute('href')).toBe('/');
    expect(document.title).toBe('Page not found · Pinboard');
  });

  it('speaks of a page when it is not told what is missing', () => {
    render(<NotFoundScreen />);
    expect(screen.getByText(/find the page you were looking for/)).toBeTruthy();
  });
});

describe('FailedScreen', () => {
  it('says what failed and retries', () => {
    const onRetry = jest.fn();
    render(<FailedScreen message="Sorry! Something went wrong on our end." onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toBe('Sorry! Something went wrong on our end.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('LoadingScreen', () => {
  it('is a busy region with a status and no heading', () => {
    render(<LoadingScreen label="Loading the board" />);
    expect(screen.getByRole('region', { name: 'Loading the board' }).getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
