import { fireEvent, render, screen } from '@testing-library/react';
import { FailedScreen, LoadingScreen, LogInScreen, NotFoundScreen } from './ScreenStates';

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

describe('LogInScreen', () => {
  it('says what the page holds and logs in back to this very page, query included', () => {
    window.history.replaceState(null, '', '/business/42/analytics?range=30');
    render(<LogInScreen heading="Log in to use business tools" text="Your business profiles are here once you log in." />);
    expect(screen.getByRole('heading', { level: 1, name: 'Log in to use business tools' })).toBeTruthy();
    expect(screen.getByText('Your business profiles are here once you log in.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      `/login?next=${encodeURIComponent('/business/42/analytics?range=30')}`,
    );
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/signup');
  });
});
