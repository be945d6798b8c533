import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ApiCallError, type PageBus, provideExposedLoader } from 'page-runtime';
import type { ApiPinAnalytics, ApiPinDetails } from 'shared-contracts/api';
import type { PinGridMountProps, SaveTarget } from 'shared-contracts/platform';
import { CAROUSEL_DOTS_MIN_WIDTH, CAROUSEL_HIGHLIGHT_MS } from 'shared-contracts/rules';
import { board, notFound, sessionOf, viewer } from 'test-support/fakeApiClient';
import { makePin } from 'test-support/pinFixture';
import { resizeWindowTo } from 'test-support/resizeWindow';
import { CloseupApp } from './CloseupApp';
import actionStyles from './closeup/CloseupActions.module.css';
import mediaStyles from './closeup/PinMedia.module.css';
import { forgetOffsiteChecks } from './outbound/offsiteCheck';
import { fakeCloseupApi } from './testing/fakeCloseupApi';

let grids: PinGridMountProps[] = [];
beforeEach(() => {
  grids = [];
  forgetOffsiteChecks();
  provideExposedLoader(async () => ({
    mountPinGrid: (element: HTMLElement, props: PinGridMountProps) => {
      grids.push(props);
      element.textContent = `Grid: ${props.label}`;
      return { update: () => undefined, unmount: () => undefined };
    },
  }));
});

const KITCHEN = board('2', 'Kitchen Ideas', { pinCount: 12, sectionCount: 2 });
const PIN = makePin({
  board: KITCHEN,
  trackedLink: '/offsite/?token=t&url=https%3A%2F%2Floomandladle.com%2Flemon-tart&pin=1001',
});
const DETAILS: ApiPinDetails = {
  pin_id: '1001',
  counts: { saves: 3, likes: 0, shares: 1 },
  boards: [KITCHEN],
  interests: [
    { id: '5', name: 'Baking', url: '/ideas/baking/5' },
    { id: null, name: 'Citrus', url: null },
  ],
};

/** The boards area answering every save with this board, and saying so on the bus as it does. */
function answerSaves(events: PageBus, target: SaveTarget) {
  events.handle('pin/save', async ({ pinId, originalPinId }) => {
    events.emit('pin/saved', { pinId, originalPinId, savedPinId: '9001', target });
    return { kind: 'saved', savedPinId: '9001', target };
  });
}

/** The feed area's side of a pin's feedback, as the closeup sees it: what was asked, answered as done (a report as made). */
function feedArea(events: PageBus): Array<[string, unknown]> {
  const asked: Array<[string, unknown]> = [];
  events.handle('pin/hide', async (request) => (asked.push(['pin/hide', request]), { kind: 'done' }));
  events.handle('pin/unhide', async (request) => (asked.push(['pin/unhide', request]), { kind: 'done' }));
  events.handle('pin/report', async (request) => (asked.push(['pin/report', request]), { kind: 'reported' }));
  events.handle('pin/unreport', async (request) => (asked.push(['pin/unreport', request]), { kind: 'done' }));
  return asked;
}

function visit(path: string, answers: Parameters<typeof fakeCloseupApi>[0] = {}, user: ReturnType<typeof viewer> | null = viewer()) {
  window.history.pushState(null, '', path);
  const api = fakeCloseupApi({
    'UserSessionResource get': sessionOf(user),
    'PinResource get': (o) => (o.id === '1001' ? PIN : notFound('That Pin')),
    'UserResource get': () => viewer({ id: '7', username: 'loomandladle', followerCount: 15300 }),
    'PinDetailsResource get': () => DETAILS,
    'GET /v3/offsite/': () => ({ message: '', redirect_status: 'other', url: 'https://loomandladle.com/lemon-tart' }),
    ...answers,
  });
  render(<CloseupApp />, { wrapper: api.wrapper });
  return api;
}

describe('the pin closeup', () => {
  it('shows the pin large with its title, words, pinner, board and related pins', async () => {
    visit('/pin/lemon-tart--1001/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lemon tart' })).toBeTruthy();
    const image = screen.getByRole('img', { name: 'A lemon tart on a plate' });
    expect(image.getAttribute('src')).toBe('/media/736x/abc.jpg');
    expect(image.getAttribute('srcset')).toBe('/media/236x/abc.jpg 236w, /media/474x/abc.jpg 474w, /media/736x/abc.jpg 736w');
    // The box has the picture's ratio and colour before the picture arrives.
    expect((image.parentElement as HTMLElement).style.aspectRatio).toBe('736 / 1104');
    expect(screen.getByText('A bright lemon tart with a crisp crust.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kitchen Ideas' }).getAttribute('href')).toBe(KITCHEN.url);
    expect(await screen.findByText('15.3k followers')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Loom & Ladle Kitchen/ }).getAttribute('href')).toBe('/loomandladle/');
    await waitFor(() =>
      expect(grids[0]?.feed).toEqual({ key: 'related:1001', resource: 'RelatedPinFeedResource', options: { pin_id: '1001' } }),
    );
    expect(document.title).toBe('Lemon tart · Pinboard');
  });

  it("links out through the server's logged redirect in a new tab, after the offsite check", async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const api = visit('/pin/1001/');
    const link = await screen.findByRole('link', { name: 'loomandladle.com' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    fireEvent.click(link);
    await waitFor(() => expect(open).toHaveBeenCalledWith(PIN.trackedLink, '_blank', 'noopener,noreferrer'));
    expect(api.named('GET /v3/offsite/')[0]?.options).toEqual({
      check_only: true,
      url: 'https://loomandladle.com/lemon-tart',
      pin_id: '1001',
    });
    open.mockRestore();
  });

  it("warns with 'Heads up!' and opens nothing for a blocked host", async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    visit('/pin/1001/', {
      'GET /v3/offsite/': () => ({
        message: 'This site is known for spam.',
        redirect_status: 'blocked',
        url: 'https://loomandladle.com/lemon-tart',
      }),
    });
    fireEvent.click(await screen.findByRole('link', { name: 'loomandladle.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Heads up!' });
    expect(within(dialog).getByText('This site is known for spam.')).toBeTruthy();
    expect(within(dialog).getByText('loomandladle.com')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Learn more' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Okay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(open).not.toHaveBeenCalled();
    open.mockRestore();
  });

  it('goes as normal when the check fails, and counts it', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const api = visit('/pin/1001/', {
      'GET /v3/offsite/': () => {
        throw new Error('network down');
      },
    });
    const failures: unknown[] = [];
    api.events.on('link/check-failed', (event) => failures.push(event));
    fireEvent.click(await screen.findByRole('link', { name: 'loomandladle.com' }));
    await waitFor(() => expect(open).toHaveBeenCalled());
    expect(failures).toEqual([{ pinId: '1001', url: 'https://loomandladle.com/lemon-tart' }]);
    open.mockRestore();
  });

  it("opens 'More about this Pin' with its sections, and its buttons close it with focus back", async () => {
    visit('/pin/1001/');
    const button = await screen.findByRole('button', { name: 'More about this Pin' });
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'More about this Pin' });
    expect(await within(dialog).findByRole('heading', { name: 'Boards containing this Pin' })).toBeTruthy();
    expect(within(dialog).getByText('12 Pins · 2 sections', { exact: false })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Baking' }).getAttribute('href')).toBe('/ideas/baking/5');
    expect(within(dialog).queryByRole('link', { name: 'Citrus' })).toBeNull();
    expect(within(dialog).getByText('Citrus')).toBeTruthy();
    expect(within(dialog).getByText('Saves')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Back' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);
  });

  it('leaves the counts out when nobody saved or liked the pin', async () => {
    visit('/pin/1001/', { 'PinDetailsResource get': () => ({ ...DETAILS, counts: { saves: 0, likes: 0, shares: 4 } }) });
    fireEvent.click(await screen.findByRole('button', { name: 'More about this Pin' }));
    const dialog = await screen.findByRole('dialog', { name: 'More about this Pin' });
    await within(dialog).findByRole('heading', { name: 'Related interests' });
    expect(within(dialog).queryByText('Shares')).toBeNull();
  });

  it('saves with the save command and says Saved! then the board name', async () => {
    const api = visit('/pin/1001/');
    answerSaves(api.events, { boardId: '2', boardName: 'Kitchen Ideas', boardUrl: KITCHEN.url });
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Saved!' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Kitchen Ideas' })).toBeTruthy();
  });

  it("cuts a long board name in the saved button to the spec's 22 characters, with an ellipsis", async () => {
    const api = visit('/pin/1001/');
    const name = 'Weeknight dinners fast and easy for everyone';
    answerSaves(api.events, { boardId: '2', boardName: name, boardUrl: KITCHEN.url });
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    const saved = await screen.findByRole('button', { name: 'Weeknight dinners fast…' });
    expect(saved.textContent).toBe('Weeknight dinners fast…');
    expect(saved.querySelector(`.${actionStyles.saveLabel}`)?.textContent).toBe('Weeknight dinners fast…');
  });

  it('asks a visitor to log in to save (returning to the repin path, which makes the save) and to follow', async () => {
    const api = visit('/pin/1001/', {}, null);
    const asked: unknown[] = [];
    api.events.on('auth/required', (event) => asked.push(event));
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    fireEvent.click(screen.getByRole('button', { name: 'Follow Loom & Ladle Kitchen' }));
    expect(asked).toEqual([
      { reason: 'save', returnTo: '/pin/1001/repin/' },
      { reason: 'follow', returnTo: '/pin/1001/' },
    ]);
    expect(screen.queryByRole('button', { name: 'More options' })).toBeNull();
  });

  it('follows the pinner for a signed-in viewer', async () => {
    const api = visit('/pin/1001/', { 'UserFollowResource create': () => viewer({ id: '7' }) });
    const follow = await screen.findByRole('button', { name: 'Follow Loom & Ladle Kitchen' });
    expect(follow.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(follow);
    await waitFor(() => expect(follow.getAttribute('aria-pressed')).toBe('true'));
    expect(follow.textContent).toBe('Following');
    expect(api.named('UserFollowResource create')[0]?.options).toEqual({ user: '7' });
  });

  it('offers its owner edit, delete and the stats button; others get hide and report only', async () => {
    visit('/pin/1001/', {}, viewer({ id: '7', username: 'loomandladle' }));
    fireEvent.click(await screen.findByRole('button', { name: 'More options' }));
    const menu = screen.getByRole('menu', { name: 'Pin options' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Hide Pin', 'Report Pin', 'Edit Pin', 'Delete Pin']);
    expect(screen.getByRole('link', { name: 'See stats' }).getAttribute('href')).toBe('/pin/1001/analytics');
  });

  it('moves through More options by keyboard, and Escape closes it with focus back on its button', async () => {
    visit('/pin/1001/');
    const button = await screen.findByRole('button', { name: 'More options' });
    fireEvent.click(button);
    const menu = screen.getByRole('menu', { name: 'Pin options' });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Hide Pin'));
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Report Pin');
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Hide Pin');
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('hides the pin for a viewer who asks, with the reason: the feed area hides it', async () => {
    const api = visit('/pin/1001/');
    const asked = feedArea(api.events);
    fireEvent.click(await screen.findByRole('button', { name: 'More options' }));
    expect(screen.queryByRole('link', { name: 'See stats' })).toBeNull();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Hide Pin' }));
    expect(await screen.findByText('Pin hidden')).toBeTruthy();
    expect(screen.getByText("Got it! We'll try to show you more relevant Pins in the future.")).toBeTruthy();
    expect(asked).toEqual([['pin/hide', { pinId: '1001', path: 'p2p', reason: 'default' }]]);
  });

  it('says a hide that failed, and keeps the pin', async () => {
    const api = visit('/pin/1001/');
    const toasts: string[] = [];
    api.events.on('toast/requested', ({ message }) => toasts.push(message));
    api.events.handle('pin/hide', () => Promise.reject(new Error('the network dropped')));
    fireEvent.click(await screen.findByRole('button', { name: 'More options' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Hide Pin' }));
    await waitFor(() => expect(toasts).toEqual(['Sorry! Something went wrong on our end.']));
    expect(screen.queryByText('Pin hidden')).toBeNull();
  });

  it("logs a '#' link and shows no link out for it", async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    visit('/pin/1001/', { 'PinResource get': () => makePin({ link: '#top' }) });
    await screen.findByRole('heading', { level: 1, name: 'Lemon tart' });
    // An effect's work: it runs after the render has painted.
    await waitFor(() => expect(warn).toHaveBeenCalledWith('pin 1001: link not shown (ignored: "#top")'));
    expect(screen.queryByRole('link', { name: /Visit site/ })).toBeNull();
    warn.mockRestore();
  });

  it("shows a partner's repin no stats button: its stats page would not show them", async () => {
    visit('/pin/1001/', { 'PinResource get': () => makePin({ isRepin: true, board: KITCHEN }) }, viewer({ id: '7', isPartner: true }));
    await screen.findByRole('button', { name: 'More options' });
    expect(screen.queryByRole('link', { name: 'See stats' })).toBeNull();
  });

  it("closes 'Send this pin' with its Close button", async () => {
    visit('/pin/1001/');
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send this pin' });
    expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Link to this Pin' }).value).toBe('http://localhost/pin/1001/');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows a deleted story pin as 'Unavailable'", async () => {
    const story = makePin({
      storyPinData: {
        pages: [],
        isDeleted: true,
        staticPageCount: 0,
        totalVideoDuration: 0,
        hasProductPins: false,
        metadata: { pinTitle: 'Gone' },
      },
    });
    visit('/pin/1001/', { 'PinResource get': () => story });
    expect(await screen.findByText('Unavailable')).toBeTruthy();
    expect(screen.getByText('Removed by the creator')).toBeTruthy();
  });

  it("shows a deleted pin (the API answers 410) as 'Unavailable', titled so, with no Save or Share", async () => {
    visit('/pin/1001/', {
      'PinResource get': () => {
        throw new ApiCallError(410, 'gone', 'This Pin was deleted.', undefined, true);
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Unavailable' })).toBeTruthy();
    expect(screen.getByText('Removed by the creator')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home feed' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('button', { name: /Save/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
    expect(document.title).toBe('Unavailable · Pinboard');
  });

  it.each(['/pin/1001/comments/', '/pin/1001/edit'])(
    "shows a deleted pin's other pages (%s) as 'Unavailable' too, not as a failure",
    async (path) => {
      visit(path, {
        'PinResource get': () => {
          throw new ApiCallError(410, 'gone', 'This Pin was deleted.', undefined, true);
        },
      });
      expect(await screen.findByRole('heading', { level: 1, name: 'Unavailable' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    },
  );

  /** A carousel pin of two slots, 'Slot One' and 'Slot Two', each linking to its own shop page. */
  const carouselPin = () => {
    const slots = ['One', 'Two'].map((title, k) => ({
      slotId: `s${k}`,
      title: `Slot ${title}`,
      details: '',
      link: `https://shop.test/${k}`,
      imageSignature: `s${k}`,
      images: makePin().images,
    }));
    return makePin({ carouselData: { index: 0, entityId: 'c', slots } });
  };

  it('walks a carousel with its arrows, showing the current slot', async () => {
    visit('/pin/1001/', { 'PinResource get': carouselPin });
    expect(await screen.findByRole('heading', { level: 1, name: 'Slot One' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Previous image' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Slot Two' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'shop.test' })[0]?.getAttribute('href')).toBe('https://shop.test/1');
    expect(screen.queryByRole('button', { name: 'Next image' })).toBeNull();
  });

  // The closeup's own copy of the carousel controls and slot hook (the feed's card keeps another).
  it(`shows the carousel's dots from ${CAROUSEL_DOTS_MIN_WIDTH} px wide, and highlights a new slot for ${CAROUSEL_HIGHLIGHT_MS} ms (spec section 4)`, async () => {
    /** Whether the carousel's slot wears the highlight (spec: a change highlights content for 4 s). */
    const highlighted = () => document.querySelector(`.${mediaStyles.slot}.${mediaStyles.highlight}`) !== null;
    try {
      resizeWindowTo(CAROUSEL_DOTS_MIN_WIDTH);
      visit('/pin/1001/', { 'PinResource get': carouselPin });
      await screen.findByRole('heading', { level: 1, name: 'Slot One' });
      expect(document.querySelectorAll('.pb-carousel__dot')).toHaveLength(2);
      act(() => resizeWindowTo(CAROUSEL_DOTS_MIN_WIDTH - 1));
      expect(document.querySelector('.pb-carousel__dots')).toBeNull();

      expect(highlighted()).toBe(false);
      jest.useFakeTimers();
      fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
      expect(screen.getByRole('heading', { level: 1, name: 'Slot Two' })).toBeTruthy();
      expect(highlighted()).toBe(true);
      act(() => jest.advanceTimersByTime(CAROUSEL_HIGHLIGHT_MS - 1));
      expect(highlighted()).toBe(true);
      act(() => jest.advanceTimersByTime(1));
      expect(highlighted()).toBe(false);
    } finally {
      jest.useRealTimers();
      act(() => resizeWindowTo(1024));
    }
  });

  it('shows product price and recipe details from rich metadata', async () => {
    const product = makePin({
      richSummary: {
        typeName: 'product',
        displayName: 'Oak stool',
        siteName: 'Oak',
        url: 'https://oak.test/',
        products: [{ brandName: 'Oak', offerSummary: { price: '$40.00', standardPrice: '$55.00' } }],
      },
    });
    visit('/pin/1001/', { 'PinResource get': () => product });
    expect(await screen.findByText('$40.00')).toBeTruthy();
    expect(screen.getByText('$55.00')).toBeTruthy();
  });

  it('says a missing pin is not found', async () => {
    visit('/pin/4040/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });
});

describe("the closeup's other pages", () => {
  it('shows the stats page with the 30 days', async () => {
    const days = Array.from({ length: 30 }, (_, i) => ({
      date: `2026-11-${String(i + 1).padStart(2, '0')}`,
      impressions: i,
      saves: 1,
      clickthroughs: 0,
    }));
    const analytics: ApiPinAnalytics = {
      pin_id: '1001',
      from: '2026-11-01',
      to: '2026-11-30',
      days,
      totals: { impressions: 435, saves: 30, clickthroughs: 0 },
    };
    visit('/pin/1001/analytics', { 'PinAnalyticsResource get': () => analytics });
    expect(await screen.findByRole('heading', { level: 1, name: 'See more stats' })).toBeTruthy();
    expect(screen.getByText('435')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Impressions per day over the last 30 days' })).toBeTruthy();
  });

  it("gives someone else's stats page as not found", async () => {
    visit('/pin/1001/analytics', { 'PinAnalyticsResource get': () => notFound('That Pin') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  it('shows pins that look alike in the feed grid', async () => {
    visit('/pin/1001/visual-search/products/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Products that look like this' })).toBeTruthy();
    await waitFor(() =>
      expect(grids[0]?.feed).toEqual({
        key: 'visual:1001:true',
        resource: 'VisualSearchResource',
        options: { pin_id: '1001', products: true },
      }),
    );
  });

  it('says plainly that comments are not open', async () => {
    visit('/pin/1001/comments');
    expect(await screen.findByRole('heading', { level: 1, name: 'Comments' })).toBeTruthy();
    expect(screen.getByText('No comments yet')).toBeTruthy();
  });

  it("reports a pin from its feedback page with the feed area's dialog, then thanks, and Undo takes the report back", async () => {
    const api = visit('/pin/1001/feedback/');
    const asked = feedArea(api.events);
    // A signed-in person whose session has loaded (before it has, the page cannot tell them from a visitor).
    await act(() => api.deps.session.load());
    fireEvent.click(await screen.findByRole('button', { name: 'Report Pin' }));
    expect(await screen.findByText('Thanks! Your feedback helps us keep the community safe.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('button', { name: 'Report Pin' })).toBeTruthy();
    expect(asked).toEqual([
      ['pin/report', { pinId: '1001', path: 'p2p' }],
      ['pin/unreport', { pinId: '1001', path: 'p2p' }],
    ]);
  });

  it('leaves the feedback page as it was when the report dialog closes without a report', async () => {
    const api = visit('/pin/1001/feedback/');
    api.events.handle('pin/report', () => Promise.resolve({ kind: 'cancelled' }));
    await act(() => api.deps.session.load());
    fireEvent.click(await screen.findByRole('button', { name: 'Report Pin' }));
    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Report Pin' }).disabled).toBe(false));
    expect(screen.queryByText('Thanks! Your feedback helps us keep the community safe.')).toBeNull();
  });

  it('shows a sent pin with why the person is here', async () => {
    visit('/pin/1001/sent/?invite_code=abc');
    expect(await screen.findByText('This Pin was sent to you')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Lemon tart' })).toBeTruthy();
  });

  it('checks a redirect before offering to continue', async () => {
    visit('/pin_redirect?redirectUrl=https%3A%2F%2Floomandladle.com%2Flemon-tart&domain=loomandladle.com&origin=%2Fpin%2F1001%2F');
    expect(await screen.findByRole('link', { name: 'Continue to loomandladle.com' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the Pin' }).getAttribute('href')).toBe('/pin/1001/');
  });

  it('links back to the pin it came from, slug or not, and to no other page', async () => {
    visit('/pin_redirect?redirectUrl=https%3A%2F%2Floomandladle.com%2F&origin=%2Fpin%2Flemon-tart--1001%2F');
    expect((await screen.findByRole('link', { name: 'Back to the Pin' })).getAttribute('href')).toBe('/pin/1001/');
  });

  it('offers no way back to an origin that is not a pin page: the way back is home', async () => {
    visit('/pin_redirect?redirectUrl=https%3A%2F%2Floomandladle.com%2F&origin=%2F%2Fevil.test%2Fpin%2F1001%2F');
    await screen.findByRole('link', { name: 'Continue to loomandladle.com' });
    expect(screen.queryByRole('link', { name: 'Back to the Pin' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to the home feed' }).getAttribute('href')).toBe('/');
  });

  it('offers no way on for a blocked redirect', async () => {
    visit('/pin_redirect?redirectUrl=https%3A%2F%2Fspam.test%2F', {
      'GET /v3/offsite/': () => ({ message: 'Known spam.', redirect_status: 'suspicious', url: 'https://spam.test/' }),
    });
    expect(await screen.findByRole('heading', { name: 'Heads up!' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Continue/ })).toBeNull();
    // Not a dead end: a way back, and the guidelines behind 'Learn more'.
    expect(screen.getByRole('link', { name: 'Go to the home feed' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Learn more' }).getAttribute('href')).toBe('/help/community-guidelines');
  });

  it("names the link's own host, never the query's domain", async () => {
    visit('/pin_redirect?redirectUrl=https%3A%2F%2Fevil.test%2Fpay&domain=paypal.com');
    expect(await screen.findByRole('link', { name: 'Continue to evil.test' })).toBeTruthy();
    expect(screen.queryByText('paypal.com')).toBeNull();
  });

  it('refuses a redirect that is not http(s)', async () => {
    visit('/pin_redirect?redirectUrl=javascript%3Aalert(1)');
    expect((await screen.findByRole('alert')).textContent).toContain("This link can't be opened");
    expect(screen.queryByRole('link', { name: /Continue/ })).toBeNull();
  });
});

// Timers of the save moment must not leak into the next test.
afterEach(() => act(() => undefined));
