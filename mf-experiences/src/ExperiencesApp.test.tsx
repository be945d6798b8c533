import { act, fireEvent, render, screen } from '@testing-library/react';
import { bus, session } from 'page-runtime';
import type { SaveToRequest, UnsavedCopy } from 'shared-contracts/platform';
import { sessionOf, viewer } from 'test-support/fakeApiClient';
import { ExperiencesApp } from './ExperiencesApp';

// The layer reads the page's session: a visitor's unless a test says otherwise, with no server to ask.
beforeEach(() => jest.spyOn(session, 'load').mockResolvedValue(sessionOf(null)()));
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('ExperiencesApp', () => {
  it('shows the login prompt with the header for the reason, and closes it', () => {
    window.history.pushState(null, '', '/');
    render(<ExperiencesApp />);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => bus.emit('auth/required', { reason: 'follow' }));
    const dialog = screen.getByRole('dialog', { name: 'Log in to follow' });
    expect(dialog.textContent).toContain("You're almost there! Log in to access all of the product");
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("sends both of the login prompt's ways in back to the page that asked, a repin path too", () => {
    window.history.pushState(null, '', '/');
    render(<ExperiencesApp />);
    act(() => bus.emit('auth/required', { reason: 'save', returnTo: '/pin/7/repin/?isFromToast=true' }));
    const next = `?next=${encodeURIComponent('/pin/7/repin/?isFromToast=true')}`;
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(`/login${next}`);
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe(`/signup${next}`);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  });

  it('shows a toast for its duration', () => {
    jest.useFakeTimers();
    window.history.pushState(null, '', '/');
    render(<ExperiencesApp />);
    act(() => bus.emit('toast/requested', { message: 'Pin deleted!' }));
    expect(screen.getByRole('status').textContent).toBe('Pin deleted!');
    act(() => jest.advanceTimersByTime(1999));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it.each([
    [
      'a board',
      { boardId: '2', boardName: 'Kitchen Ideas', boardUrl: '/demo/kitchen-ideas/' },
      'Saved to Kitchen Ideas',
      ['Kitchen Ideas', '/demo/kitchen-ideas/'],
      ['Organize', '/pin/900/repin/?isEditingPin=true&pinBoardId=2&isFromToast=true&originalPinId=100'],
    ],
    [
      'a section',
      {
        boardId: '2',
        boardName: 'Kitchen Ideas',
        boardUrl: '/demo/kitchen-ideas/',
        sectionId: '7',
        sectionName: 'Baking',
        sectionSlug: 'baking',
      },
      'Saved to Baking in Kitchen Ideas',
      ['Baking', '/demo/kitchen-ideas/baking/'],
      ['Organize', '/pin/900/repin/?isEditingPin=true&pinBoardId=2&isFromToast=true&originalPinId=100'],
    ],
    [
      'the profile',
      null,
      'Saved to Profile',
      ['Profile', '/me/'],
      ['Change', '/pin/900/repin/?isEditingPin=true&isFromToast=true&originalPinId=100'],
    ],
  ])(
    'shows the save toast for %s for 5000 ms, with its link, button and image',
    (_, target, message, [linkName, linkHref], [actionName, actionHref]) => {
      jest.useFakeTimers();
      window.history.pushState(null, '', '/');
      render(<ExperiencesApp />);
      act(() => bus.emit('pin/saved', { pinId: '101', originalPinId: '100', savedPinId: '900', target, imageUrl: '/img/101.jpg' }));
      const toast = screen.getByRole('status');
      expect(toast.textContent).toContain(message);
      // The place is named once: the link is the name in the sentence, not a second copy beside it.
      expect(toast.textContent?.split(String(linkName))).toHaveLength(2);
      expect(screen.getByRole('link', { name: linkName }).getAttribute('href')).toBe(linkHref);
      expect(screen.getByRole('link', { name: actionName }).getAttribute('href')).toBe(actionHref);
      expect(toast.querySelector('img')?.getAttribute('src')).toBe('/img/101.jpg');
      act(() => jest.advanceTimersByTime(4999));
      expect(screen.queryByRole('status')).not.toBeNull();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.queryByRole('status')).toBeNull();
    },
  );

  it.each([
    ['a failed save', () => bus.emit('pin/save-failed', { pinId: '101', message: 'That board is full.' }), 'That board is full.'],
    [
      'the deletion of a pin its owner asked for',
      () => bus.emit('pin/unsaved', { pinId: '101', savedPinId: '101', deleted: true }),
      'Pin deleted!',
    ],
    [
      'an unsave said by an area built before it named the place',
      () => bus.emit('pin/unsaved', { pinId: '101', savedPinId: '900' }),
      'Removed',
    ],
    [
      'a failed unsave',
      () => bus.emit('pin/unsave-failed', { pinId: '101', savedPinId: '900', message: 'Sorry! There was an error deleting your Pin.' }),
      'Sorry! There was an error deleting your Pin.',
    ],
  ])('tells the outcome of %s in a toast, from the same place as a save', (_, happen, text) => {
    jest.useFakeTimers();
    window.history.pushState(null, '', '/');
    render(<ExperiencesApp />);
    act(happen);
    expect(screen.getByRole('status').textContent).toBe(text);
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says where an unsave removed the copy from, and Undo saves it back there, said as any save', async () => {
    jest.spyOn(session, 'load').mockResolvedValue({ isAuthenticated: true, unauthId: null, viewer: viewer() });
    // The boards area saves it back (pin/save-to).
    const asked: SaveToRequest[] = [];
    const offBoards = bus.handle('pin/save-to', async (request) => {
      asked.push(request);
      return { kind: 'saved', savedPinId: '901', target: null };
    });
    const saved: unknown[] = [];
    const off = bus.on('pin/saved', (event) => saved.push(event));
    window.history.pushState(null, '', '/');
    render(<ExperiencesApp />);
    const copy: UnsavedCopy = {
      pinId: '101',
      originalPinId: '100',
      sourcePinId: '100',
      target: {
        boardId: '2',
        boardName: 'Kitchen Ideas',
        boardUrl: '/demo/kitchen-ideas/',
        sectionId: '7',
        sectionName: 'Baking',
        sectionSlug: 'baking',
      },
      boardId: '2',
      sectionId: '7',
      trackingParams: 'tp',
    };
    act(() => bus.emit('pin/unsaved', { pinId: '101', savedPinId: '900', copy }));
    expect(screen.getByRole('status').textContent).toBe('Removed from BakingUndo');
    expect(screen.getByRole('link', { name: 'Baking' }).getAttribute('href')).toBe('/demo/kitchen-ideas/baking/');
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await screen.findByText('Saved to', { exact: false });
    expect(asked).toEqual([{ pinId: '100', trackingParams: 'tp', boardId: '2', sectionId: '7' }]);
    expect(saved).toEqual([{ pinId: '101', originalPinId: '100', savedPinId: '901', target: copy.target }]);
    expect(screen.getByRole('status').textContent).toContain('Saved to Baking in Kitchen Ideas');
    off();
    offBoards();
    jest.restoreAllMocks();
  });

  it('keeps a toast while focus is in it, then gives it its full time again', () => {
    jest.useFakeTimers();
    window.history.pushState(null, '', '/');
    render(<ExperiencesApp />);
    act(() => bus.emit('pin/saved', { pinId: '101', originalPinId: '100', savedPinId: '900', target: null }));
    fireEvent.focus(screen.getByRole('link', { name: 'Change' }));
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.queryByRole('status')).not.toBeNull();
    fireEvent.blur(screen.getByRole('link', { name: 'Change' }));
    act(() => jest.advanceTimersByTime(4999));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('owns the login page, designed: no developer chip, a way to sign up that keeps where to return', () => {
    window.history.pushState(null, '', '/login?next=%2Fsettings');
    const { container } = render(<ExperiencesApp />);
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
    expect(document.title).toBe('Log in · Pinboard');
    expect(container.querySelector('.area-tag')).toBeNull();
    expect(container.textContent).not.toContain('mf-experiences');
    expect(screen.getByRole('textbox', { name: 'Username or email' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/signup?next=%2Fsettings');
  });

  it('owns the sign-up page: the form, and the way to log in', () => {
    window.history.pushState(null, '', '/signup');
    const { container } = render(<ExperiencesApp />);
    expect(screen.getByRole('heading', { level: 1, name: 'Sign up' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'First name' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(container.querySelector('.area-tag')).toBeNull();
  });
});
