import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { board } from 'test-support/fakeApiClient';
import { fakeApiClient } from 'test-support/fakeApiClient';
import { QueryRoot } from 'react-kit';
import type { ApiTypeahead } from 'shared-contracts/api';
import { fakeShellDeps } from '../testing/fakeShellDeps';
import { SearchBox } from './SearchBox';

const PASTA: ApiTypeahead = {
  term: 'pas',
  queries: [],
  interests: [{ id: '3', name: 'Pasta', urlName: 'pasta' }],
  boards: [board('41', 'Pasta nights')],
  users: [
    {
      id: '9',
      entityId: '9',
      username: 'pasta_pat',
      fullName: 'Pat Pasta',
      firstName: 'Pat',
      imageSmallUrl: '',
      imageMediumUrl: '',
      explicitlyFollowedByMe: false,
      isPrimaryWebsiteVerified: false,
    },
  ],
};

function setup(answer: (options: Record<string, unknown>) => unknown = () => PASTA) {
  const api = fakeApiClient({ 'TypeaheadResource get': answer });
  const navigate = jest.fn();
  render(
    <QueryRoot>
      <SearchBox navigate={navigate} />
    </QueryRoot>,
    { wrapper: fakeShellDeps(api.client).wrapper },
  );
  const box = screen.getByRole('combobox', { name: 'Search' });
  return { api, navigate, box };
}

function goTo(url: string) {
  act(() => {
    window.history.pushState(null, '', url);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
}

afterEach(() => goTo('/'));

describe('SearchBox', () => {
  it('asks once typing pauses, and lists ideas, boards and people as options in groups', async () => {
    const { api, box } = setup();
    fireEvent.focus(box);
    fireEvent.input(box, { target: { value: 'p' } });
    fireEvent.input(box, { target: { value: 'pa' } });
    fireEvent.input(box, { target: { value: 'pas' } });
    await waitFor(() => expect(box.getAttribute('aria-expanded')).toBe('true'));
    // Debounced: the keys typed within 150 ms are one question.
    expect(api.named('TypeaheadResource get').map((c) => c.options.term)).toEqual(['pas']);
    expect(screen.getByRole('group', { name: 'Ideas' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Boards' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'People' })).toBeTruthy();
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Pasta', 'PPasta nightsDemo User', 'PPat Pasta@pasta_pat']);
  });

  it('moves through the options with the arrow keys and opens the chosen one with Enter', async () => {
    const { navigate, box } = setup();
    fireEvent.focus(box);
    fireEvent.input(box, { target: { value: 'pas' } });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    const chosen = screen.getAllByRole('option')[1];
    expect(box.getAttribute('aria-activedescendant')).toBe(chosen?.id);
    expect(chosen?.getAttribute('aria-selected')).toBe('true');
    fireEvent.submit(box);
    expect(navigate).toHaveBeenCalledWith('/demo/pasta-nights/');
  });

  it('goes round from the box: Up reaches the last option, and Down past the last returns to the box', async () => {
    const { box } = setup();
    fireEvent.focus(box);
    fireEvent.input(box, { target: { value: 'pas' } });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(box.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[2]?.id);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBeNull();
  });

  it('searches pins for the text on Enter when no option is chosen', async () => {
    const { navigate, box } = setup();
    fireEvent.input(box, { target: { value: '  pasta bake ' } });
    fireEvent.submit(box);
    expect(navigate).toHaveBeenCalledWith('/search/pins?q=pasta%20bake');
  });

  it('does nothing for blank text', () => {
    const { navigate, box } = setup();
    fireEvent.input(box, { target: { value: '   ' } });
    fireEvent.submit(box);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('closes the list on Escape, then clears the text on a second Escape', async () => {
    const { box } = setup();
    fireEvent.focus(box);
    fireEvent.input(box, { target: { value: 'pas' } });
    await waitFor(() => expect(box.getAttribute('aria-expanded')).toBe('true'));
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect((box as HTMLInputElement).value).toBe('pas');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect((box as HTMLInputElement).value).toBe('');
  });

  it('says so when nothing matches, and shows nothing when the ask fails', async () => {
    const { box } = setup(({ term }) => {
      if (term === 'zzz') return { term, queries: [], interests: [], boards: [], users: [] };
      throw new Error('down');
    });
    fireEvent.focus(box);
    fireEvent.input(box, { target: { value: 'zzz' } });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('No suggestions. Press Enter to search Pins.'));
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it("shows the search page's query, and follows the page", () => {
    goTo('/search/pins?q=lemon%20tart');
    const { box } = setup();
    expect((box as HTMLInputElement).value).toBe('lemon tart');
    goTo('/search/boards?q=garden');
    expect((box as HTMLInputElement).value).toBe('garden');
    goTo('/');
    expect((box as HTMLInputElement).value).toBe('');
  });
});
