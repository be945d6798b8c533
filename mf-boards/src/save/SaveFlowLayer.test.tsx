import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ApiCallError, CommandHandlerConflictError } from 'page-runtime';
import { COMMAND_ANSWER_TIMEOUT_MS, type EventMap, type SaveAnswer, type SaveRequest, type UnsaveRequest } from 'shared-contracts/platform';
import { board, fakeBoardsApi, sessionOf, viewer } from '../testing/fakeBoardsApi';
import { readHeldSaves } from './heldSavesStorage';
import { SaveFlowLayer } from './SaveFlowLayer';

const request: SaveRequest = {
  pinId: '101',
  originalPinId: '100',
  trackingParams: 'tp',
  surface: 'AuthHomefeed',
  imageUrl: '/img/101.jpg',
  title: 'Soup',
};
const KITCHEN = board('2', 'Kitchen Ideas', { sectionCount: 2 });
const BOARDS = [
  board('1', 'Quick Saves', { layout: 'quick_saves' }),
  KITCHEN,
  board('3', 'Living Room'),
  board('5', 'Gift Ideas', { privacy: 'secret' }),
];

function setUp(
  options: {
    user?: ReturnType<typeof viewer> | null;
    boards?: ReturnType<typeof board>[];
    repin?: (o: Record<string, unknown>) => unknown;
    remove?: (o: Record<string, unknown>) => unknown;
    desktop?: boolean;
  } = {},
) {
  const api = fakeBoardsApi({
    'UserSessionResource get': sessionOf(options.user === undefined ? viewer() : options.user),
    'BoardsResource get': () => options.boards ?? BOARDS,
    'BoardSectionsResource get': () => [
      { id: '21', entityId: '21', title: 'Baking', slug: 'baking', url: '/demo/kitchen-ideas/baking/', boardId: '2', pinCount: 3 },
      { id: '22', entityId: '22', title: 'Breakfast', slug: 'breakfast', url: '/demo/kitchen-ideas/breakfast/', boardId: '2', pinCount: 1 },
    ],
    'RepinResource create': options.repin ?? (() => ({ id: '900' })),
    'PinResource delete':
      options.remove ?? (() => ({ id: '900', deleted: true, unsaved: { sourcePinId: '100', board: KITCHEN, section: null } })),
    'BoardResource create': (o) => board('50', String(o.name)),
    'UserResource update': () => viewer({ save_behavior: 0 }),
  });
  const heard: Array<[keyof EventMap, unknown]> = [];
  for (const name of ['pin/saved', 'pin/save-failed', 'auth/required', 'modal/opened', 'modal/closed', 'toast/requested'] as const) {
    api.events.on(name, (payload) => heard.push([name, payload]));
  }
  const view = render(<SaveFlowLayer isDesktop={() => options.desktop ?? true} />, { wrapper: api.wrapper });
  // How each save the card asked for ended: the save command's answers, by pin.
  const answers: Array<[string, SaveAnswer]> = [];
  const ask = (asked: SaveRequest = request) =>
    act(() => {
      void api.events
        .request('pin/save', asked, { timeoutMs: COMMAND_ANSWER_TIMEOUT_MS['pin/save'] })
        .then((answer) => answers.push([asked.pinId, answer]));
    });
  const unsave = (asked: UnsaveRequest) => api.events.request('pin/unsave', asked, { timeoutMs: COMMAND_ANSWER_TIMEOUT_MS['pin/unsave'] });
  const cancelled = () => answers.filter(([, a]) => a.kind === 'cancelled').map(([pinId]) => ({ pinId }));
  return {
    ...api,
    view,
    heard,
    ask,
    cancelled,
    unsave,
    said: (name: keyof EventMap) => heard.filter(([n]) => n === name).map(([, p]) => p),
  };
}

/** As in a browser: nothing in a <dialog> not shown yet can take focus (it is not rendered). */
function focusLikeABrowser() {
  const { focus } = Object.getOwnPropertyDescriptors(HTMLElement.prototype);
  if (typeof focus?.value !== 'function') throw new Error('jsdom has no HTMLElement.prototype.focus');
  const realFocus: (this: HTMLElement, options?: FocusOptions) => void = focus.value;
  jest.spyOn(HTMLElement.prototype, 'focus').mockImplementation(function (this: HTMLElement, options?: FocusOptions) {
    const dialog = this.closest('dialog');
    if (dialog && !dialog.hasAttribute('open')) return;
    realFocus.call(this, options);
  });
}

/** The Save button of a card or the closeup (another area's), focused as a click or a key leaves it. */
function saveButtonElsewhere(): HTMLButtonElement {
  const button = document.createElement('button');
  button.textContent = 'Save';
  document.body.append(button);
  button.focus();
  return button;
}

describe('SaveFlowLayer', () => {
  beforeEach(() => {
    window.history.pushState(null, '', '/');
    focusLikeABrowser();
  });
  afterEach(() => {
    jest.restoreAllMocks();
    document.body.replaceChildren();
  });

  it('is the one handler of the save and unsave commands while it is on the page', () => {
    const api = setUp();
    expect(api.events.handles('pin/save')).toBe(true);
    expect(api.events.handles('pin/unsave')).toBe(true);
    expect(() => api.events.handle('pin/save', async () => ({ kind: 'cancelled' }))).toThrow(CommandHandlerConflictError);
    api.view.unmount();
    expect(api.events.handles('pin/save')).toBe(false);
  });

  it('unsaves: removes the saved copy (never the pin) and answers unsaved with where it was', async () => {
    const api = setUp();
    let answer: unknown;
    await act(async () => {
      answer = await api.unsave({ pinId: '101', originalPinId: '100', savedPinId: '900', trackingParams: 'tp' });
    });
    expect(answer).toEqual({
      kind: 'unsaved',
      copy: {
        pinId: '101',
        originalPinId: '100',
        sourcePinId: '100',
        target: { boardId: '2', boardName: 'Kitchen Ideas', boardUrl: KITCHEN.url },
        boardId: '2',
        sectionId: null,
        trackingParams: 'tp',
      },
    });
    expect(api.named('PinResource delete')[0]?.options).toEqual({ id: '900', unsave: true, client_tracking_params: 'tp' });
  });

  /** The server's refusal when the copy to remove is the viewer's own pin, then its delete. */
  const ownPin =
    (deleteFails = false) =>
    (o: Record<string, unknown>) => {
      if (o.unsave) throw new ApiCallError(409, 'would_delete_pin', 'This is your own Pin.', undefined, true);
      if (deleteFails) throw new ApiCallError(500, 'http_error', 'Sorry! Something went wrong on our end.', undefined, false);
      return { id: '101', deleted: true };
    };

  it.each([
    ['Cancel', false, { kind: 'cancelled' }, 1],
    ['Delete', false, { kind: 'deleted' }, 2],
    ['Delete', true, { kind: 'failed', message: 'Sorry! There was an error deleting your Pin.' }, 2],
  ] as const)(
    "asks before an unsave would delete the viewer's own pin: %s (the delete failing: %s)",
    async (choice, deleteFails, expected, deletes) => {
      const api = setUp({ remove: ownPin(deleteFails) });
      const opener = saveButtonElsewhere();
      let answer: unknown;
      const unsaving = api.unsave({ pinId: '101', savedPinId: '101', trackingParams: 'tp' }).then((a) => (answer = a));
      const dialog = await screen.findByRole('dialog', { name: 'Delete this Pin?' });
      expect(dialog.textContent).toContain("It will be removed from its board and your profile. This can't be undone.");
      // Nothing is deleted until the owner says so.
      expect(api.named('PinResource delete').map((c) => c.options)).toEqual([{ id: '101', unsave: true, client_tracking_params: 'tp' }]);
      fireEvent.click(within(dialog).getByRole('button', { name: choice }));
      await act(() => unsaving);
      expect(answer).toEqual(expected);
      expect(api.named('PinResource delete')).toHaveLength(deletes);
      if (deletes === 2) expect(api.named('PinResource delete')[1]?.options).toEqual({ id: '101', client_tracking_params: 'tp' });
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(opener);
    },
  );

  it('opens the picker for save_behavior 1; picking a board saves there and says so on the bus', async () => {
    const api = setUp();
    api.ask();
    const dialog = await screen.findByRole('dialog', { name: 'Save to board' });
    expect(api.said('modal/opened')).toHaveLength(1);
    await screen.findByRole('button', { name: 'Save to Kitchen Ideas' });
    expect(screen.getAllByRole('button', { name: /^Save to / }).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Save to Profile',
      'Save to Kitchen Ideas',
      'Save to Living Room',
      'Save to Gift Ideas',
    ]);
    expect(dialog.textContent).toContain('Secret');
    fireEvent.click(screen.getByRole('button', { name: 'Save to Kitchen Ideas' }));
    await waitFor(() => expect(api.said('pin/saved')).toHaveLength(1));
    expect(api.named('RepinResource create')[0]?.options).toEqual({
      pin_id: '101',
      board_id: '2',
      user_id: '1',
      clientTrackingParams: 'tp',
      disable_event_log_info: true,
    });
    expect(api.said('pin/saved')[0]).toEqual({
      pinId: '101',
      originalPinId: '100',
      savedPinId: '900',
      imageUrl: '/img/101.jpg',
      target: { boardId: '2', boardName: 'Kitchen Ideas', boardUrl: '/demo/kitchen-ideas/' },
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.said('modal/closed')).toHaveLength(1);
  });

  it('searches boards by their shown name', async () => {
    const api = setUp();
    api.ask();
    await screen.findByRole('button', { name: 'Save to Kitchen Ideas' });
    fireEvent.input(screen.getByRole('searchbox', { name: 'Search boards' }), { target: { value: 'room' } });
    expect(screen.getAllByRole('button', { name: /^Save to / }).map((b) => b.getAttribute('aria-label'))).toEqual(['Save to Living Room']);
    fireEvent.input(screen.getByRole('searchbox', { name: 'Search boards' }), { target: { value: 'nothing like it' } });
    expect(screen.getByText('No boards match “nothing like it”.')).toBeTruthy();
  });

  it('saves to a section: the call names it, and the saved event carries it', async () => {
    const api = setUp();
    api.ask();
    fireEvent.click(await screen.findByRole('button', { name: 'Sections of Kitchen Ideas' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save to Baking in Kitchen Ideas' }));
    await waitFor(() => expect(api.said('pin/saved')).toHaveLength(1));
    expect(api.named('RepinResource create')[0]?.options).toMatchObject({ board_id: '2', section: '21' });
    expect(api.said('pin/saved')[0]).toMatchObject({
      target: { boardId: '2', sectionId: '21', sectionName: 'Baking', sectionSlug: 'baking' },
    });
  });

  it('creates a board inline: a 51-character name is refused before any call; a good one is created, then saved to', async () => {
    const api = setUp();
    api.ask();
    fireEvent.click(await screen.findByRole('button', { name: 'Create board' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    fireEvent.input(name, { target: { value: 'x'.repeat(51) } });
    fireEvent.click(screen.getByRole('button', { name: 'Create and save' }));
    expect(screen.getByRole('alert').textContent).toBe('Board names can be at most 50 characters.');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    fireEvent.input(name, { target: { value: '   ' } });
    expect(screen.getByRole('alert').textContent).toBe('Your board needs a name.');
    expect(api.named('BoardResource create')).toHaveLength(0);
    fireEvent.input(name, { target: { value: ' Soups ' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Keep this board secret' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create and save' }));
    await waitFor(() => expect(api.said('pin/saved')).toHaveLength(1));
    expect(api.named('BoardResource create')[0]?.options).toEqual({ name: 'Soups', privacy: 'secret', username: 'demo' });
    expect(api.named('RepinResource create')[0]?.options).toMatchObject({ board_id: '50' });
    expect(api.said('pin/saved')[0]).toMatchObject({ target: { boardId: '50', boardName: 'Soups' } });
  });

  it('Escape (the dialog cancel) says the save was cancelled', async () => {
    const api = setUp();
    api.ask();
    const dialog = await screen.findByRole('dialog', { name: 'Save to board' });
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(api.cancelled()).toEqual([{ pinId: '101' }]));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens with focus in its search field', async () => {
    const api = setUp();
    saveButtonElsewhere();
    api.ask();
    const search = await screen.findByRole('searchbox', { name: 'Search boards' });
    await waitFor(() => expect(document.activeElement).toBe(search));
  });

  it('gives focus back to the Save button that opened it when Escape closes it, and when Close does', async () => {
    const api = setUp();
    const save = saveButtonElsewhere();
    api.ask();
    const dialog = await screen.findByRole('dialog', { name: 'Save to board' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Search boards' })));
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(save));

    api.ask();
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(save));
    expect(api.cancelled()).toEqual([{ pinId: '101' }, { pinId: '101' }]);
  });

  it('gives focus back after a save too, but not to a Save button no longer on the page', async () => {
    const api = setUp();
    const save = saveButtonElsewhere();
    api.ask();
    fireEvent.click(await screen.findByRole('button', { name: 'Save to Living Room' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(save));

    api.ask();
    const dialog = await screen.findByRole('dialog', { name: 'Save to board' });
    save.remove();
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(document.body);
  });

  it("a person with no boards is asked to create their first, with focus in its name, not told 'No boards match'", async () => {
    const api = setUp({ boards: [] });
    saveButtonElsewhere();
    api.ask();
    const dialog = await screen.findByRole('dialog', { name: 'Save to board' });
    const welcome = await within(dialog).findByRole('region', { name: 'Create your first board' });
    expect(dialog.textContent).not.toContain('No boards match');
    expect(within(dialog).queryByRole('searchbox')).toBeNull();
    const name = within(welcome).getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(within(dialog).getByRole('button', { name: 'Always save to Profile' })).toBeTruthy();
    fireEvent.input(name, { target: { value: 'First Ideas' } });
    fireEvent.click(within(welcome).getByRole('button', { name: 'Create and save' }));
    await waitFor(() => expect(api.said('pin/saved')).toHaveLength(1));
    expect(api.named('BoardResource create')[0]?.options).toEqual({ name: 'First Ideas', privacy: 'public', username: 'demo' });
    expect(api.said('pin/saved')[0]).toMatchObject({ target: { boardId: '50', boardName: 'First Ideas' } });
  });

  it('Create board puts focus in the new board name, and Back to boards in the search again', async () => {
    const api = setUp();
    api.ask();
    fireEvent.click(await screen.findByRole('button', { name: 'Create board' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' })));
    fireEvent.click(screen.getByRole('button', { name: 'Back to boards' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Search boards' })));
  });

  it('cannot be cancelled once a save is on its way; the save is then announced', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const api = setUp({ repin: () => new Promise((resolve) => (answer = resolve)) });
    api.ask();
    fireEvent.click(await screen.findByRole('button', { name: 'Save to Living Room' }));
    const dialog = screen.getByRole('dialog', { name: 'Save to board' });
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Close' }).disabled).toBe(true);
    expect(api.cancelled()).toEqual([]);
    await act(async () => answer({ id: '901' }));
    await waitFor(() => expect(api.said('pin/saved')).toMatchObject([{ savedPinId: '901', target: { boardId: '3' } }]));
  });

  it('answers a second request at once while the picker is open, and the first is still saved', async () => {
    const api = setUp();
    api.ask();
    await screen.findByRole('button', { name: 'Save to Living Room' });
    api.ask({ ...request, pinId: '102' });
    await waitFor(() => expect(api.cancelled()).toEqual([{ pinId: '102' }]));
    fireEvent.click(screen.getByRole('button', { name: 'Save to Living Room' }));
    await waitFor(() => expect(api.said('pin/saved')).toMatchObject([{ pinId: '101' }]));
  });

  it('tells the card the save was cancelled if the picker is taken off the page unanswered', async () => {
    const api = setUp();
    api.ask();
    await screen.findByRole('dialog', { name: 'Save to board' });
    api.view.unmount();
    await waitFor(() => expect(api.cancelled()).toEqual([{ pinId: '101' }]));
  });

  it('a failed save says the server message on the bus', async () => {
    const api = setUp({ repin: () => Promise.reject(new ApiCallError(400, 'invalid', 'That board is full.', undefined, true)) });
    api.ask();
    fireEvent.click(await screen.findByRole('button', { name: 'Save to Living Room' }));
    await waitFor(() => expect(api.said('pin/save-failed')).toEqual([{ pinId: '101', message: 'That board is full.' }]));
  });

  it.each([
    ['save_behavior 0', viewer({ save_behavior: 0 }), '/'],
    ['one’s own profile with a quick-saves board', viewer(), '/demo/'],
  ])('saves straight to the profile for %s', async (_, user, path) => {
    window.history.pushState(null, '', path);
    const api = setUp({ user });
    api.ask();
    await waitFor(() => expect(api.said('pin/saved')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.named('RepinResource create')[0]?.options).toMatchObject({ board_id: '1' });
    expect(api.said('pin/saved')[0]).toMatchObject({ target: null, savedPinId: '900' });
  });

  it("holds a visitor's save on a phone (at most two) and says so, with the way to log in", async () => {
    localStorage.clear();
    window.history.pushState(null, '', '/pin/101/');
    const api = setUp({ user: null, desktop: false });
    for (const pinId of ['101', '102', '103']) api.ask({ ...request, pinId, originalPinId: pinId });
    await waitFor(() => expect(api.cancelled()).toHaveLength(3));
    expect(api.said('auth/required')).toEqual([]);
    expect(api.said('toast/requested')[0]).toEqual({
      message: "Saved for later. Log in and we'll add it to your profile.",
      link: { label: 'Log in', href: '/login?next=%2Fpin%2F101%2F' },
    });
    expect(readHeldSaves().map((held) => held.pinId)).toEqual(['102', '103']);
    localStorage.clear();
  });

  it('asks a visitor to log in, to come back to the repin path, which makes the save', async () => {
    const api = setUp({ user: null });
    api.ask();
    await waitFor(() => expect(api.said('auth/required')).toEqual([{ reason: 'save', returnTo: '/pin/101/repin/' }]));
    await waitFor(() => expect(api.cancelled()).toEqual([{ pinId: '101' }]));
  });

  it.each([
    [4, true],
    [5, false],
  ])('with %i boards the save-behaviour prompt is shown: %s', async (count, shown) => {
    const boards = Array.from({ length: count }, (_, i) => board(String(i + 2), `Board ${i + 1}`));
    const api = setUp({ boards });
    api.ask();
    await screen.findByRole('button', { name: 'Save to Board 1' });
    expect(screen.queryByRole('button', { name: 'Always save to Profile' }) !== null).toBe(shown);
    if (!shown) return;
    fireEvent.click(screen.getByRole('button', { name: 'Always save to Profile' }));
    await waitFor(() => expect(api.said('pin/saved')).toHaveLength(1));
    expect(api.named('UserResource update')[0]?.options).toEqual({ save_behavior: 0 });
    expect(api.said('pin/saved')[0]).toMatchObject({ target: null });
  });
});
