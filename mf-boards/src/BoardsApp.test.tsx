import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ApiCallError, provideExposedLoader } from 'page-runtime';
import type { ApiPin } from 'shared-contracts/api';
import type { PinGridMountProps } from 'shared-contracts/platform';
import { makeImages, makePin } from 'test-support/pinFixture';
import { BoardsApp } from './BoardsApp';
import { board, fakeBoardsApi, notFound, sessionOf, viewer } from './testing/fakeBoardsApi';

// The feed area's grid, as the shell would load it: here it only records what it was asked for.
let grids: PinGridMountProps[] = [];
beforeEach(() => {
  grids = [];
  provideExposedLoader(async () => ({
    mountPinGrid: (element: HTMLElement, props: PinGridMountProps) => {
      grids.push(props);
      element.textContent = `Grid: ${props.label}`;
      return { update: (next: PinGridMountProps) => grids.push(next), unmount: () => undefined };
    },
  }));
});

const SECTIONS = [
  { id: '21', entityId: '21', title: 'Baking', slug: 'baking', url: '/demo/kitchen-ideas/baking/', boardId: '2', pinCount: 3 },
  { id: '22', entityId: '22', title: 'Breakfast', slug: 'breakfast', url: '/demo/kitchen-ideas/breakfast/', boardId: '2', pinCount: 1 },
];
const KITCHEN = board('2', 'Kitchen Ideas', { sectionCount: 2, pinCount: 4, description: 'Recipes I cook.' });
const pin = (id: string): ApiPin =>
  makePin({
    id,
    title: `Pin ${id}`,
    gridTitle: `Pin ${id}`,
    images: { ...makeImages(236, 300, id), '236x': { url: `/img/${id}.jpg`, width: 236, height: 300 } },
  });

function visit(path: string, answers: Parameters<typeof fakeBoardsApi>[0] = {}, user: ReturnType<typeof viewer> | null = viewer()) {
  window.history.pushState(null, '', path);
  const api = fakeBoardsApi({
    'UserSessionResource get': sessionOf(user),
    'UserResource get': (o) =>
      o.username === 'demo'
        ? viewer()
        : o.username === 'maya_chen'
          ? viewer({ id: '8', username: 'maya_chen', fullName: 'Maya Chen' })
          : notFound(),
    'BoardsResource get': () => [
      board('1', 'Quick Saves', { layout: 'quick_saves', pinCount: 1 }),
      KITCHEN,
      board('5', 'Gift Ideas', { privacy: 'secret', pinCount: 0 }),
    ],
    'BoardResource get': (o) => (o.slug === 'kitchen-ideas' || o.board_id === '2' ? { ...KITCHEN, sections: SECTIONS } : notFound()),
    'BoardFeedResource get': () => [pin('301'), pin('302'), pin('303'), pin('304')],
    ...answers,
  });
  const view = render(<BoardsApp />, { wrapper: api.wrapper });
  return { ...api, view };
}

describe('profile', () => {
  it("shows the owner's boards: 'Profile' for quick saves, counts, sections above zero, Secret; sort and privacy filter call the API", async () => {
    const api = visit('/demo/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Demo User' })).toBeTruthy();
    const cards = await screen.findByRole('list', { name: 'Boards' });
    const names = within(cards)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(names).toEqual(['Profile', 'Kitchen Ideas', 'Gift Ideas']);
    expect(cards.textContent).toContain('4 Pins · 2 sections');
    expect(cards.textContent).toContain('Gift IdeasSecret0 Pins');
    expect(
      within(cards)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/demo/quick-saves/', '/demo/kitchen-ideas/', '/demo/gift-ideas/']);
    fireEvent.change(await screen.findByRole('combobox', { name: 'Sort by' }), { target: { value: 'alphabetical' } });
    await waitFor(() =>
      expect(api.named('BoardsResource get').at(-1)?.options).toMatchObject({
        username: 'demo',
        sort: 'alphabetical',
        privacy_filter: 'all',
      }),
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Show' }), { target: { value: 'secret' } });
    await waitFor(() =>
      expect(api.named('BoardsResource get').at(-1)?.options).toMatchObject({ sort: 'alphabetical', privacy_filter: 'secret' }),
    );
    expect(screen.getByRole('link', { name: 'Boards' }).getAttribute('aria-current')).toBe('page');
  });

  it("heads a profile with the person: picture, full name, @username, About, counts in short form; one's own has Edit profile, no Follow", async () => {
    visit('/demo/', {
      'UserResource get': () =>
        viewer({ about: 'I cook.\nAnd garden.', followerCount: 1234, followingCount: 1, imageLargeUrl: '/a/1.jpg' }),
    });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Demo User' });
    const header = heading.closest('header') as HTMLElement;
    expect(within(header).getByText('@demo')).toBeTruthy();
    expect(within(header).getByText('I cook. And garden.', { normalizer: (t) => t.replace(/\s+/g, ' ') })).toBeTruthy();
    expect(header.textContent).toContain('1.2k followers · 1 following');
    expect(header.querySelector('img')?.getAttribute('src')).toBe('/a/1.jpg');
    expect(within(header).getByRole('link', { name: 'Edit profile' }).getAttribute('href')).toBe('/settings');
    expect(within(header).queryByRole('button', { name: /^Follow/ })).toBeNull();
    expect(document.querySelector('.area-tag, .facts')).toBeNull();
  });

  it('says one follower, not one followers', async () => {
    visit('/maya_chen/', { 'UserResource get': () => viewer({ id: '8', username: 'maya_chen', fullName: 'Maya Chen', followerCount: 1 }) });
    await screen.findByRole('heading', { level: 1, name: 'Maya Chen' });
    expect(screen.getByText('1 follower')).toBeTruthy();
  });

  it("follows another person: 'Follow' / 'Following' with aria-pressed, the follower count moves, a failure puts both back", async () => {
    let fail = false;
    const maya = (followed: boolean, followerCount: number) =>
      viewer({ id: '8', username: 'maya_chen', fullName: 'Maya Chen', explicitlyFollowedByMe: followed, followerCount });
    const toasts: string[] = [];
    const api = visit('/maya_chen/', {
      'UserResource get': () => maya(false, 12),
      'UserFollowResource create': () =>
        fail ? Promise.reject(new ApiCallError(500, 'x', 'Could not follow.', undefined, true)) : maya(true, 13),
      'UserFollowResource delete': () => maya(false, 12),
    });
    api.events.on('toast/requested', (t) => toasts.push(t.message));
    const follow = await screen.findByRole('button', { name: 'Follow Maya Chen' });
    expect(follow.textContent).toBe('Follow');
    expect(follow.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('12 followers')).toBeTruthy();
    fireEvent.click(follow);
    await waitFor(() => expect(follow.getAttribute('aria-pressed')).toBe('true'));
    expect(follow.textContent).toBe('Following');
    expect(screen.getByText('13 followers')).toBeTruthy();
    await waitFor(() => expect(api.named('UserFollowResource create')).toHaveLength(1));
    expect(api.named('UserFollowResource create')[0]?.options).toEqual({ user: '8' });
    fireEvent.click(follow);
    await waitFor(() => expect(follow.getAttribute('aria-pressed')).toBe('false'));
    await waitFor(() => expect(api.named('UserFollowResource delete')[0]?.options).toEqual({ user: '8' }));
    expect(screen.getByText('12 followers')).toBeTruthy();
    fail = true;
    fireEvent.click(follow);
    await waitFor(() => expect(toasts).toEqual(['Could not follow.']));
    expect(follow.getAttribute('aria-pressed')).toBe('false');
    expect(follow.textContent).toBe('Follow');
    expect(screen.getByText('12 followers')).toBeTruthy();
    // Never disabled on the way, so a keyboard user's focus stays on it.
    expect(follow.hasAttribute('disabled')).toBe(false);
  });

  it("asks a visitor to log in to follow someone ('Log in to follow'), calling nothing", async () => {
    const api = visit('/maya_chen/', {}, null);
    const asked: unknown[] = [];
    api.events.on('auth/required', (payload) => asked.push(payload));
    fireEvent.click(await screen.findByRole('button', { name: 'Follow Maya Chen' }));
    await waitFor(() => expect(asked).toEqual([{ reason: 'follow', returnTo: '/maya_chen/' }]));
    expect(api.named('UserFollowResource create')).toHaveLength(0);
    expect(screen.queryByRole('link', { name: 'Edit profile' })).toBeNull();
  });

  it.each([
    ['/demo/', 'Create your first board', 'Boards keep the ideas you save together'],
    ['/maya_chen/', 'No boards yet', 'Maya Chen has no boards to show yet.'],
  ])('%s without boards says so: %s', async (path, heading, text) => {
    visit(path, { 'BoardsResource get': () => [] });
    expect(await screen.findByRole('heading', { level: 2, name: heading })).toBeTruthy();
    expect(screen.getByText(text, { exact: false })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Boards' })).toBeNull();
    if (path === '/demo/') {
      fireEvent.click(screen.getByRole('button', { name: 'Create a board' }));
      expect(screen.getByRole('dialog', { name: 'Create board' })).toBeTruthy();
    }
  });

  it("gives another person's profile no sort, filter or Create board", async () => {
    visit('/maya_chen/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Maya Chen' })).toBeTruthy();
    await screen.findByRole('list', { name: 'Boards' });
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create board' })).toBeNull();
  });

  it.each([
    ['/demo/_saved/', 'saved', 'UserProfilePinGrid', 'Saved Pins'],
    ['/demo/_created/', 'created', 'UserProfilePinGrid', 'Created Pins'],
    ['/maya_chen/_saved/', 'saved', 'OtherProfilePinGrid', 'Saved Pins'],
  ])('%s mounts the feed grid with UserPinsResource', async (path, kind, surface, label) => {
    visit(path);
    expect(await screen.findByText(`Grid: ${label}`)).toBeTruthy();
    expect(grids[0]).toMatchObject({ feed: { resource: 'UserPinsResource', options: { kind } }, surface, label });
  });

  it('shows a not-found page for a profile that is not there', async () => {
    visit('/nobody_here/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  it('Create board: a 51-character title shows the error and creates nothing', async () => {
    const api = visit('/demo/', { 'BoardResource create': (o) => board('60', String(o.name)) });
    fireEvent.click(await screen.findByRole('button', { name: 'Create board' }));
    const dialog = screen.getByRole('dialog', { name: 'Create board' });
    fireEvent.input(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'y'.repeat(51) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Board names can be at most 50 characters.');
    expect(api.named('BoardResource create')).toHaveLength(0);
    fireEvent.input(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'y'.repeat(50) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(window.location.pathname).toBe(`/demo/${'y'.repeat(50)}/`));
    expect(api.named('BoardResource create')[0]?.options).toEqual({ name: 'y'.repeat(50), privacy: 'public', username: 'demo' });
  });
});

describe('board and section', () => {
  it('shows the board, its sections, and its Pins in the feed grid on BaseBoardPinGrid', async () => {
    visit('/demo/kitchen-ideas');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kitchen Ideas' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Kitchen Ideas by Demo User · Pinboard'));
    const sections = screen.getByRole('list', { name: 'Sections' });
    expect(
      within(sections)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/demo/kitchen-ideas/baking/', '/demo/kitchen-ideas/breakfast/']);
    expect(await screen.findByText('Grid: Kitchen Ideas: Pins')).toBeTruthy();
    expect(grids[0]).toMatchObject({ feed: { resource: 'BoardFeedResource', options: { board_id: '2' } }, surface: 'BaseBoardPinGrid' });
    expect(screen.getByRole('link', { name: 'Edit board' }).getAttribute('href')).toBe('/board/2/edit');
    expect(screen.queryByRole('button', { name: 'Follow' })).toBeNull();
  });

  it('heads a board with its name, description, owner and its Pin and section counts; a section with its board', async () => {
    visit('/demo/kitchen-ideas', {
      'BoardResource get': () => ({ ...KITCHEN, collaboratorCount: 1, sections: SECTIONS }),
    });
    const header = (await screen.findByRole('heading', { level: 1, name: 'Kitchen Ideas' })).closest('header') as HTMLElement;
    expect(within(header).getByText('Recipes I cook.')).toBeTruthy();
    expect(within(header).getByRole('link', { name: 'Demo User' }).getAttribute('href')).toBe('/demo/');
    expect(header.textContent).toContain('Demo User and 1 collaborator');
    expect(within(header).getByText('4 Pins · 2 sections')).toBeTruthy();
    expect(document.querySelector('.area-tag, .facts')).toBeNull();
  });

  it('heads a section with its own Pin count and a link back to its board', async () => {
    visit('/demo/kitchen-ideas/baking/');
    const header = (await screen.findByRole('heading', { level: 1, name: 'Baking' })).closest('header') as HTMLElement;
    expect(within(header).getByRole('link', { name: 'Kitchen Ideas' }).getAttribute('href')).toBe('/demo/kitchen-ideas/');
    expect(within(header).getByText('3 Pins')).toBeTruthy();
    expect(within(header).queryByText('Recipes I cook.')).toBeNull();
  });

  it('offers a collaborator no Edit section: renaming and deleting sections is the owner’s (spec 6)', async () => {
    visit('/demo/kitchen-ideas/baking/', {
      'BoardResource get': () => ({ ...KITCHEN, access: ['write'], collaboratedByMe: true, sections: SECTIONS }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Baking' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Organize' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Edit section' })).toBeNull();
  });

  it('shows a section with its own Pins', async () => {
    visit('/demo/kitchen-ideas/baking/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Baking' })).toBeTruthy();
    expect(await screen.findByText('Grid: Baking: Pins')).toBeTruthy();
    expect(grids[0]).toMatchObject({ feed: { resource: 'BoardSectionPinsResource', options: { section_id: '21' } } });
    expect(screen.getByRole('link', { name: 'Edit section' }).getAttribute('href')).toBe('/boardsection/21/edit');
  });

  it.each(['/demo/secret-or-gone', '/demo/kitchen-ideas/no-such-section/'])('%s is a not-found page, not an error', async (path) => {
    visit(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("follows someone else's board; a failed call puts the button back", async () => {
    let fail = false;
    const theirs = { ...KITCHEN, access: [] as Array<'write' | 'owner'>, sections: [] };
    const api = visit('/maya_chen/kitchen-ideas', {
      'BoardResource get': () => theirs,
      'PUT /v3/boards/2/follow/': () => (fail ? Promise.reject(new ApiCallError(500, 'x', 'Nope.', undefined, true)) : theirs),
      'DELETE /v3/boards/2/follow/': () => theirs,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(await screen.findByRole('button', { name: 'Following' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Following' }));
    await screen.findByRole('button', { name: 'Follow' });
    expect(api.calls.filter((c) => c.kind === 'send').map((c) => c.name)).toEqual([
      'PUT /v3/boards/2/follow/',
      'DELETE /v3/boards/2/follow/',
    ]);
    fail = true;
    fireEvent.click(screen.getByRole('button', { name: 'Follow' }));
    await waitFor(() => expect(api.named('PUT /v3/boards/2/follow/')).toHaveLength(2));
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Edit board' })).toBeNull();
  });

  it("asks a visitor to log in to follow ('Log in to follow')", async () => {
    const theirs = { ...KITCHEN, access: [] as Array<'write' | 'owner'>, sections: [] };
    const api = visit('/demo/kitchen-ideas', { 'BoardResource get': () => theirs }, null);
    const asked: unknown[] = [];
    api.events.on('auth/required', (payload) => asked.push(payload));
    fireEvent.click(await screen.findByRole('button', { name: 'Follow' }));
    await waitFor(() => expect(asked).toEqual([{ reason: 'follow', returnTo: '/demo/kitchen-ideas' }]));
  });
});

describe('group boards: invites and sections', () => {
  const TOMAS = { ...viewer({ id: '13', username: 'tomas_alvarez', fullName: 'Tomas Alvarez' }) };
  const CABIN = board('10', 'Cabin Weekend Trip', {
    access: [],
    owner: TOMAS,
    invitedBy: TOMAS,
    url: '/tomas_alvarez/cabin-weekend-trip/',
  });

  it.each([
    ['Accept', 'BoardInviteResource update', { board_id: '10', accept: true }, 'You joined Cabin Weekend Trip'],
    ['Decline', 'BoardInviteResource delete', { board_id: '10', invited_user_id: '1' }, 'You declined the invite to Cabin Weekend Trip'],
  ])('answers an invite on the board: %s', async (choice, call, options, toast) => {
    let answered = false;
    const api = visit('/tomas_alvarez/cabin-weekend-trip/', {
      'BoardResource get': () => ({ ...CABIN, invitedBy: answered ? null : TOMAS, sections: [] }),
      'BoardInviteResource update': () => ((answered = true), { ...CABIN, invitedBy: null, access: ['write'] }),
      'BoardInviteResource delete': () => ((answered = true), { board_id: '10', invited_user_id: '1', removed: true }),
    });
    const toasts: string[] = [];
    api.events.on('toast/requested', ({ message }) => toasts.push(message));
    const invite = await screen.findByRole('region', { name: 'Invitation' });
    expect(invite.textContent).toContain('Tomas Alvarez invited you to collaborate on this board.');
    fireEvent.click(within(invite).getByRole('button', { name: choice }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Invitation' })).toBeNull());
    expect(api.named(call)[0]?.options).toEqual(options);
    expect(toasts).toEqual([toast]);
  });

  it("lists one's invites on one's own profile, and Accept answers one", async () => {
    let invites = [CABIN];
    const api = visit('/demo/', {
      'BoardInvitesResource get': () => invites,
      'BoardInviteResource update': () => ((invites = []), { ...CABIN, invitedBy: null }),
    });
    const list = await screen.findByRole('region', { name: 'Invitations' });
    expect(list.textContent).toContain('Tomas Alvarez invited you to collaborate on Cabin Weekend Trip.');
    fireEvent.click(within(list).getByRole('button', { name: 'Accept the invite to Cabin Weekend Trip' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Invitations' })).toBeNull());
    expect(api.named('BoardInviteResource update')).toHaveLength(1);
  });

  it('marks a group board on a profile', async () => {
    visit('/demo/', { 'BoardsResource get': () => [board('9', 'Family Recipes', { collaboratorCount: 2, access: ['write'] })] });
    const cards = await screen.findByRole('list', { name: 'Boards' });
    await waitFor(() => expect(cards.textContent).toContain('Family RecipesGroup'));
  });

  it('adds a section from the board page, checking its name first; a collaborator may too (spec 6)', async () => {
    const api = visit('/demo/kitchen-ideas', {
      'BoardResource get': () => ({ ...KITCHEN, access: ['write'], collaboratedByMe: true, sections: SECTIONS }),
      'BoardSectionResource create': (o) => ({ ...SECTIONS[0], id: '23', title: String(o.title), slug: 'suppers' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add section' }));
    const dialog = screen.getByRole('dialog', { name: 'Add section' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByRole('alert').textContent).not.toBe('');
    expect(api.named('BoardSectionResource create')).toEqual([]);
    fireEvent.input(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Suppers' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.named('BoardSectionResource create')[0]?.options).toEqual({ board_id: '2', title: 'Suppers' });
    // The board is read again, for its new list of sections.
    expect(api.named('BoardResource get').length).toBeGreaterThan(1);
  });

  it('offers no Add section to someone who only looks', async () => {
    visit('/demo/kitchen-ideas', { 'BoardResource get': () => ({ ...KITCHEN, access: [], sections: SECTIONS }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kitchen Ideas' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add section' })).toBeNull();
  });
});

describe('a screen that fails', () => {
  it('shows the generic error in its place, and the picker layer still answers saves; Try again reads the board afresh', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let broken = true;
    const api = visit('/demo/kitchen-ideas', { 'BoardResource get': () => ({ ...KITCHEN, sections: broken ? null : SECTIONS }) });
    expect(await screen.findByText('Sorry! Something went wrong on our end.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    // The save command is still handled here, by the picker layer beside the failed screen.
    expect(api.events.handles('pin/save')).toBe(true);
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Kitchen Ideas' })).toBeTruthy();
    expect(api.named('BoardResource get')).toHaveLength(2);
    jest.restoreAllMocks();
  });
});

describe('bulk edit', () => {
  async function organize(api: ReturnType<typeof visit>) {
    fireEvent.click(await screen.findByRole('button', { name: 'Organize' }));
    await screen.findByRole('checkbox', { name: 'Select Pin 301' });
    return api;
  }

  it('deletes the selected Pins with BulkEditResource; reps carry their selection state', async () => {
    const api = await organize(visit('/demo/kitchen-ideas', { 'BulkEditResource delete': () => ({ deleted: 2 }) }));
    const toasts: string[] = [];
    api.events.on('toast/requested', (t) => toasts.push(t.message));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Pin 301' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Pin 303' }));
    expect(screen.getByText('2 Pins selected')).toBeTruthy();
    const states = screen
      .getAllByRole('listitem')
      .filter((li) => li.dataset.selection)
      .map((li) => li.dataset.selection);
    expect(states).toEqual(['selected', 'deselected', 'selected', 'deselected']);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete 2 Pins?' });
    expect(dialog.textContent).toContain("They will be removed from this board. You can't undo this.");
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toasts).toEqual(['2 Pins deleted!']));
    expect(api.named('BulkEditResource delete')[0]?.options).toEqual({ board_id: '2', pin_ids: ['301', '303'] });
    expect(screen.queryByRole('checkbox', { name: 'Select Pin 301' })).toBeNull();
  });

  it("one Pin: 'Delete 1 Pin?', said of it alone, then 'Pin deleted!'", async () => {
    const api = await organize(visit('/demo/kitchen-ideas', { 'BulkEditResource delete': () => ({ deleted: 1 }) }));
    const toasts: string[] = [];
    api.events.on('toast/requested', (t) => toasts.push(t.message));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Pin 302' }));
    expect(screen.getByText('1 Pin selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete 1 Pin?' });
    expect(dialog.textContent).toContain("It will be removed from this board. You can't undo this.");
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toasts).toEqual(['Pin deleted!']));
  });

  it('with select-all on, deletes the inverse with BulkEditSelectAllResource', async () => {
    const api = await organize(visit('/demo/kitchen-ideas', { 'BulkEditSelectAllResource delete': () => ({ deleted: 3 }) }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByText('4 Pins selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Pin 302' }));
    expect(screen.getByText('3 Pins selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Delete 3 Pins?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.named('BulkEditSelectAllResource delete')).toHaveLength(1));
    expect(api.named('BulkEditSelectAllResource delete')[0]?.options).toEqual({ board_id: '2', pin_ids: ['302'] });
  });

  it("moves the selected Pins to another of the viewer's boards in one write, and says how many went where", async () => {
    const api = await organize(visit('/demo/kitchen-ideas', { 'BulkEditResource update': () => ({ moved: 1, skipped: 1 }) }));
    const toasts: string[] = [];
    api.events.on('toast/requested', (t) => toasts.push(t.message));
    const target = await screen.findByRole('combobox', { name: 'Move to' });
    // The other boards only: not this one.
    expect(
      within(target)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Profile', 'Gift Ideas']);
    expect(screen.getByRole('button', { name: 'Move' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Pin 301' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Pin 304' }));
    fireEvent.change(target, { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(toasts).toEqual(['1 Pin moved to Gift Ideas (1 was already there)']));
    expect(api.named('BulkEditResource update').map((c) => c.options)).toEqual([
      { board_id: '2', pin_ids: ['301', '304'], to_board_id: '5' },
    ]);
    expect(screen.queryByRole('checkbox', { name: 'Select Pin 301' })).toBeNull();
  });

  it('makes the one Pin selected the cover, for the owner only', async () => {
    const api = await organize(visit('/demo/kitchen-ideas', { 'BoardResource update': () => ({ ...KITCHEN, coverPinId: '303' }) }));
    const toasts: string[] = [];
    api.events.on('toast/requested', (t) => toasts.push(t.message));
    const makeCover = screen.getByRole('button', { name: 'Make cover' });
    expect(makeCover.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Pin 303' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Pin 304' }));
    expect(makeCover.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Pin 304' }));
    fireEvent.click(makeCover);
    await waitFor(() => expect(toasts).toEqual(['Cover saved']));
    expect(api.named('BoardResource update')[0]?.options).toEqual({ board_id: '2', cover_pin_id: '303' });
  });

  it("a collaborator's Organize has no cover choice", async () => {
    visit('/demo/kitchen-ideas', {
      'BoardResource get': () => ({ ...KITCHEN, access: ['write'], collaboratedByMe: true, sections: SECTIONS }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Organize' }));
    await screen.findByRole('checkbox', { name: 'Select Pin 301' });
    expect(screen.queryByRole('button', { name: 'Make cover' })).toBeNull();
  });
});

describe('editing', () => {
  const collaborators = () => [
    {
      user: {
        id: '8',
        entityId: '8',
        username: 'maya_chen',
        fullName: 'Maya Chen',
        firstName: 'Maya',
        imageSmallUrl: '',
        imageMediumUrl: '',
        explicitlyFollowedByMe: false,
        isPrimaryWebsiteVerified: false,
      },
      status: 'accepted',
    },
    {
      user: {
        id: '4',
        entityId: '4',
        username: 'newbie',
        fullName: 'Nina Newbie',
        firstName: 'Nina',
        imageSmallUrl: '',
        imageMediumUrl: '',
        explicitlyFollowedByMe: false,
        isPrimaryWebsiteVerified: false,
      },
      status: 'invited',
    },
  ];

  it('removes a collaborator at once, and puts them back if the call fails', async () => {
    let release: (ok: boolean) => void = () => undefined;
    const api = visit('/board/2/edit/collaborators', {
      'BoardCollaboratorsResource get': collaborators,
      'BoardCollaboratorResource delete': () =>
        new Promise(
          (resolve, reject) =>
            (release = (ok) => (ok ? resolve({}) : reject(new ApiCallError(500, 'x', 'Could not remove.', undefined, true)))),
        ),
      'BoardInviteResource delete': () => ({}),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Maya Chen' }));
    // Gone while the server has not answered yet.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove Maya Chen' })).toBeNull());
    expect(api.named('BoardCollaboratorResource delete')[0]?.options).toEqual({
      board_id: '2',
      invited_user_id: '8',
      field_set_key: 'boardEdit',
    });
    await act(async () => release(false));
    expect(await screen.findByRole('button', { name: 'Remove Maya Chen' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Could not remove.');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Nina Newbie' }));
    await waitFor(() => expect(api.named('BoardInviteResource delete')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Remove Nina Newbie' })).toBeNull();
  });

  it('deletes a board only after the confirmation, then goes to the profile', async () => {
    const api = visit('/board/2/edit', { 'BoardResource delete': () => ({ deleted: true }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete board' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this board?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.named('BoardResource delete')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Delete board' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Delete this board?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(window.location.pathname).toBe('/demo/'));
    expect(api.named('BoardResource delete')[0]?.options).toEqual({ board_id: '2' });
  });

  it("picks the board's cover from its Pins on the edit page: the newest until one is picked", async () => {
    let cover: string | null = null;
    const api = visit('/board/2/edit', {
      'BoardResource get': () => ({ ...KITCHEN, coverPinId: cover, sections: SECTIONS }),
      'BoardResource update': (o) => {
        cover = typeof o.cover_pin_id === 'string' ? o.cover_pin_id : null;
        return { ...KITCHEN, coverPinId: cover };
      },
    });
    const choices = await screen.findByRole('list', { name: 'Choose the cover' });
    await within(choices).findByRole('button', { name: 'Cover: Pin 304' });
    const pressed = () =>
      within(choices)
        .getAllByRole('button', { pressed: true })
        .map((b) => b.getAttribute('aria-label'));
    expect(pressed()).toEqual(['Cover: Pin 301']);
    fireEvent.click(within(choices).getByRole('button', { name: 'Cover: Pin 303' }));
    await waitFor(() => expect(api.named('BoardResource update')[0]?.options).toEqual({ board_id: '2', cover_pin_id: '303' }));
    await waitFor(() => expect(pressed()).toEqual(['Cover: Pin 303']));
  });

  it('renames a section, refusing a 51-character name', async () => {
    const api = visit('/boardsection/21/edit', {
      'BoardSectionResource get': () => ({ ...SECTIONS[0], board: KITCHEN }),
      'BoardSectionResource update': (o) => ({ ...SECTIONS[0], title: o.title, slug: 'bread', url: '/demo/kitchen-ideas/bread/' }),
    });
    const title = await screen.findByRole('textbox', { name: 'Name' });
    fireEvent.input(title, { target: { value: 'z'.repeat(51) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe('Board names can be at most 50 characters.');
    expect(api.named('BoardSectionResource update')).toHaveLength(0);
    fireEvent.input(title, { target: { value: 'Bread' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(window.location.pathname).toBe('/demo/kitchen-ideas/bread/'));
  });

  it('/me/ goes to the viewer’s own profile', async () => {
    visit('/me/');
    await waitFor(() => expect(window.location.pathname).toBe('/demo/'));
  });
});
