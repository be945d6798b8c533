import { act, createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bus, session } from 'page-runtime';
import type { ApiPin, ApiSession, ApiViewer } from 'shared-contracts/api';
import type { EventMap, SaveAnswer, SaveRequest, UnsaveAnswer, UnsaveRequest } from 'shared-contracts/platform';
import { makeImages, makePin } from 'test-support/pinFixture';
import cardStyles from '../card/PinCard.module.css';
import saveStyles from '../card/SaveButton.module.css';
import { pinGridProps, renderPinGrid, sessionIs } from '../testing/renderPinGrid';
import { PinGrid } from './PinGrid';

const viewer = { isAuth: true, id: '1', username: 'demo', save_behavior: 1, quicksave_board_id: '9', isBot: false } as unknown as ApiViewer;
const signedIn: ApiSession = { isAuthenticated: true, unauthId: null, viewer };
const visitor: ApiSession = { isAuthenticated: false, unauthId: 'anon', viewer: { isAuth: false, isBot: false, isSocialBot: false } };

afterEach(() => jest.restoreAllMocks());

const pins = (n: number, extra: (i: number) => Partial<ApiPin> = () => ({})): ApiPin[] =>
  Array.from({ length: n }, (_, i) =>
    makePin({ id: String(1000 + i), originalPinId: String(1000 + i), title: `Pin number ${i}`, gridTitle: `Pin number ${i}`, ...extra(i) }),
  );

function listen<K extends keyof EventMap>(name: K): Array<EventMap[K]> {
  const seen: Array<EventMap[K]> = [];
  const off = bus.on(name, (p) => seen.push(p));
  afterEachOff.push(off);
  return seen;
}
const afterEachOff: Array<() => void> = [];
afterEach(() => afterEachOff.splice(0).forEach((off) => off()));

/** The boards area's answer to a save, said on the bus as the boards area says it. */
function saidSave(request: SaveRequest, answer: SaveAnswer): SaveAnswer {
  const { pinId, originalPinId } = request;
  if (answer.kind === 'saved') bus.emit('pin/saved', { pinId, originalPinId, savedPinId: answer.savedPinId, target: answer.target });
  if (answer.kind === 'failed') bus.emit('pin/save-failed', { pinId, message: answer.message });
  return answer;
}

/** The boards area's answer to an unsave, said on the bus as the boards area says it. */
function saidUnsave({ pinId, savedPinId }: UnsaveRequest, answer: UnsaveAnswer): UnsaveAnswer {
  if (answer.kind === 'unsaved') bus.emit('pin/unsaved', { pinId, savedPinId, copy: answer.copy });
  if (answer.kind === 'deleted') bus.emit('pin/unsaved', { pinId, savedPinId, deleted: true });
  return answer;
}

const card = (title: string) => screen.getByRole('listitem', { name: title });

describe('PinGrid for a visitor', () => {
  beforeEach(() => sessionIs(visitor));

  it('is a list of cards, each named by its title, positioned by the layout', () => {
    renderPinGrid(pins(3));
    const list = screen.getByRole('list', { name: 'Home feed: Pins' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.getAttribute('aria-label'))).toEqual(['Pin number 0', 'Pin number 1', 'Pin number 2']);
    // 1280 px: five 236 px columns, centred (offset 18), 16 px apart.
    expect(items.map((i) => i.style.transform)).toEqual(['translate(18px, 0px)', 'translate(270px, 0px)', 'translate(522px, 0px)']);
    // The fixture image is 736 × 1104: 354 px at 236 wide, a 22 px title line, a 22 px visitor footer.
    expect((items[0] as HTMLElement).style.height).toBe('398px');
  });

  it("shows the 736x image with 474x and 236x in its srcset, and the pinner in the visitor's footer", () => {
    renderPinGrid(pins(1));
    const image = within(card('Pin number 0')).getByRole('img', { name: 'A lemon tart on a plate' });
    expect(image.getAttribute('src')).toBe('/media/736x/abc.jpg');
    expect(image.getAttribute('srcset')).toBe('/media/236x/abc.jpg 236w, /media/474x/abc.jpg 474w, /media/736x/abc.jpg 736w');
    expect(within(card('Pin number 0')).getByText('Loom & Ladle Kitchen')).toBeTruthy();
    expect(within(card('Pin number 0')).queryByRole('button', { name: 'More options' })).toBeNull();
  });

  it('Save asks a visitor to log in with the save reason and the repin path', () => {
    renderPinGrid(pins(1));
    const auth = listen('auth/required');
    fireEvent.click(within(card('Pin number 0')).getByRole('button', { name: 'Save' }));
    expect(auth).toEqual([{ reason: 'save', returnTo: '/pin/1000/repin/' }]);
  });

  it("renders a deleted story pin as 'Unavailable', 'Removed by the creator'", () => {
    renderPinGrid(
      pins(1, () => ({
        storyPinData: {
          pages: [],
          isDeleted: true,
          staticPageCount: 2,
          totalVideoDuration: 0,
          hasProductPins: false,
          metadata: { pinTitle: 'x' },
        },
      })),
    );
    const item = screen.getByRole('listitem');
    expect(item.textContent).toBe('UnavailableRemoved by the creator');
  });

  it("opens a one-tap pin's link in a new tab without opener or referrer", () => {
    renderPinGrid(pins(1, () => ({ isOneTap: true, link: 'https://example.com/recipe' })));
    const link = card('Pin number 0').querySelector(`a.${cardStyles.imageLink}`);
    expect(link?.getAttribute('href')).toBe('https://example.com/recipe');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('is busy, without its end line, until the cards near the viewport are all in', async () => {
    renderPinGrid(pins(30));
    const list = screen.getByRole('list', { name: 'Home feed: Pins' });
    // 1280 px is five columns of 414 px rows. Near the viewport (jsdom's 768 px window and a screen
    // below) are four rows: two at once, two in a later task.
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(list.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByText('That’s all for now.')).toBeNull();
    expect(await screen.findByText('That’s all for now.')).toBeTruthy();
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    expect(list.getAttribute('aria-busy')).toBe('false');
  });

  it('keeps only the cards near the viewport in the DOM among 5,000, mounting them two rows a task', async () => {
    renderPinGrid(pins(5000, (i) => ({ images: makeImages(736, 600 + (i % 7) * 100) })));
    // 1280 px is five columns: the first two rows at once, the rest in later tasks.
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    await waitFor(() => expect(screen.getAllByRole('listitem').length).toBeGreaterThan(10));
    // Every card near the viewport is in when the grid stops being busy.
    await waitFor(() => expect(screen.getByRole('list').getAttribute('aria-busy')).toBe('false'));
    const rendered = screen.getAllByRole('listitem').length;
    expect(rendered).toBeLessThan(100);
    expect(screen.getByRole('list').style.height).not.toBe('0px');
  });

  it("shows a product pin's price and original price", () => {
    renderPinGrid(
      pins(1, () => ({
        richSummary: {
          typeName: 'product',
          displayName: 'Tart tin',
          siteName: 's',
          url: 'https://s.example/',
          products: [{ offerSummary: { minPrice: '$12.00', maxPrice: '$30.00', standardPrice: '$40.00' } }],
        },
      })),
    );
    expect(within(card('Pin number 0')).getAllByText('$12.00-$30.00').length).toBeGreaterThan(0);
    expect(within(card('Pin number 0')).getByText('$40.00').tagName).toBe('DEL');
  });

  it('moves a carousel with its arrows: the title follows the slot; no previous arrow on the first', () => {
    const slot = (k: number) => ({
      slotId: `s${k}`,
      title: `Slot ${k}`,
      details: '',
      link: `https://example.com/${k}`,
      imageSignature: `x${k}`,
      images: makeImages(736, 1104, `x${k}`),
    });
    renderPinGrid(pins(1, () => ({ carouselData: { index: 0, entityId: 'c', slots: [slot(1), slot(2), slot(3)] } })));
    expect(screen.queryByRole('button', { name: 'Previous image' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(screen.getByRole('listitem', { name: 'Slot 2' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(screen.queryByRole('button', { name: 'Next image' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(screen.getByRole('listitem', { name: 'Slot 2' })).toBeTruthy();
  });

  it('says when the feed failed and retries on Try again', () => {
    const retry = jest.fn();
    renderPinGrid([], { error: 'Sorry! Something went wrong on our end.', onLoadMore: retry, hasMore: true });
    expect(screen.getByRole('alert').textContent).toContain('Sorry! Something went wrong on our end.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalled();
  });
});

describe('PinGrid for a signed-in user', () => {
  beforeEach(() => sessionIs(signedIn));

  it("asks the boards area to save; 'Saved!' then 'Saved' after 950 ms, the board named once, by the saved overlay", async () => {
    renderPinGrid(pins(1));
    // The boards area handles the save command and answers where the pin went.
    const requests: SaveRequest[] = [];
    const offHandler = bus.handle(
      'pin/save',
      (request) =>
        new Promise((answer) => {
          requests.push(request);
          setTimeout(
            () =>
              answer(
                saidSave(request, {
                  kind: 'saved',
                  savedPinId: '77',
                  target: { boardId: '5', boardName: 'Weeknight dinners', boardUrl: '/demo/weeknight-dinners/' },
                }),
              ),
            10,
          );
        }),
    );
    afterEachOff.push(offHandler);
    const save = within(card('Pin number 0')).getByRole('button', { name: 'Save' });
    fireEvent.click(save);
    expect(save.textContent).toBe('Saving…');
    // Clicks are ignored while saving.
    fireEvent.click(save);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ pinId: '1000', surface: 'AuthHomefeed', slotIndex: 0 });
    await waitFor(() => expect(save.textContent).toBe('Saved!'));
    await waitFor(() => expect(save.textContent).toBe('Saved'));
    // The saved overlay links to where the pin went, and is the one label that names it.
    expect(within(card('Pin number 0')).getByRole('link', { name: 'Saved to Weeknight dinners' }).getAttribute('href')).toBe(
      '/demo/weeknight-dinners/',
    );
    expect(within(card('Pin number 0')).getAllByText(/Weeknight dinners/)).toHaveLength(1);
  });

  it.each([
    [
      'a section',
      {
        boardId: '5',
        boardName: 'Weeknight dinners',
        boardUrl: '/demo/weeknight-dinners/',
        sectionId: '9',
        sectionName: 'Soups and stews for cold evenings',
        sectionSlug: 'soups',
      },
      'Saved to Soups and stews for co…',
      '/demo/weeknight-dinners/soups/',
    ],
    ['the profile', null, 'Saved to Profile', '/me/'],
  ])('a save to %s made in another area shows the saved overlay, its name cut to 22', (_, target, text, href) => {
    renderPinGrid(pins(1));
    expect(within(card('Pin number 0')).queryByRole('link', { name: /^Saved to/ })).toBeNull();
    act(() => bus.emit('pin/saved', { pinId: '1000', originalPinId: '1000', savedPinId: '78', target }));
    expect(within(card('Pin number 0')).getByRole('link', { name: text }).getAttribute('href')).toBe(href);
  });

  it.each([
    [
      'succeeds',
      true,
      'pin/unsaved',
      { pinId: '1000', savedPinId: '5001', copy: expect.objectContaining({ pinId: '1000', sourcePinId: '1000', boardId: '2' }) },
      'Save',
    ],
    [
      'gets no answer',
      false,
      'pin/unsave-failed',
      { pinId: '1000', savedPinId: '5001', message: 'Sorry! There was an error deleting your Pin.' },
      'Saved',
    ],
  ] as const)(
    "pressing a saved pin's button asks the boards area to delete the save; when it %s the bus says so, for the toast",
    async (_, answered, outcome, said, after) => {
      renderPinGrid(pins(1, () => ({ savedInfo: { boardId: '2', pinId: '5001', url: '/demo/kitchen-ideas/' } })));
      const asked: UnsaveRequest[] = [];
      if (answered) {
        const copy = {
          pinId: '1000',
          originalPinId: '1000',
          sourcePinId: '1000',
          target: null,
          boardId: '2',
          sectionId: null,
          trackingParams: '',
        };
        const unsaved = async (request: UnsaveRequest) => {
          asked.push(request);
          return saidUnsave(request, { kind: 'unsaved', copy });
        };
        afterEachOff.push(bus.handle('pin/unsave', unsaved));
      }
      const heard = listen(outcome);
      const button = within(card('Pin number 0')).getByRole('button', { name: 'Saved' });
      fireEvent.click(button);
      await waitFor(() => expect(heard).toEqual([said]));
      if (answered) expect(asked).toEqual([expect.objectContaining({ pinId: '1000', savedPinId: '5001' })]);
      await waitFor(() => expect(button.textContent).toBe(after));
    },
  );

  it('keeps the pin saved when its owner, asked whether to delete it, says no; a pin deleted on this page leaves the grid', async () => {
    renderPinGrid(pins(2, (i) => ({ savedInfo: { boardId: '2', pinId: String(1000 + i), url: '/demo/kitchen/' } })));
    let answer: (a: UnsaveAnswer) => void = () => undefined;
    afterEachOff.push(
      bus.handle('pin/unsave', (request) => new Promise<UnsaveAnswer>((resolve) => (answer = (a) => resolve(saidUnsave(request, a))))),
    );
    const button = within(card('Pin number 0')).getByRole('button', { name: 'Saved' });
    fireEvent.click(button);
    expect(button.textContent).toBe('Removing…');
    act(() => answer({ kind: 'cancelled' }));
    await waitFor(() => expect(button.textContent).toBe('Saved'));
    fireEvent.click(button);
    act(() => answer({ kind: 'deleted' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: /Pin number 0/ })).toBeNull());
    expect(card('Pin number 1')).toBeTruthy();
  });

  it('records a save under the pin id and the original pin id: another card of the same original shows it', () => {
    renderPinGrid(pins(2));
    act(() =>
      bus.emit('pin/saved', {
        pinId: '1000',
        originalPinId: '1001',
        savedPinId: '79',
        target: { boardId: '5', boardName: 'Tarts', boardUrl: '/demo/tarts/' },
      }),
    );
    for (const title of ['Pin number 0', 'Pin number 1']) {
      expect(within(card(title)).getByRole('link', { name: 'Saved to Tarts' }).getAttribute('href')).toBe('/demo/tarts/');
    }
    act(() => bus.emit('pin/unsaved', { pinId: '1000', savedPinId: '79' }));
    for (const title of ['Pin number 0', 'Pin number 1'])
      expect(within(card(title)).queryByRole('link', { name: 'Saved to Tarts' })).toBeNull();
  });

  it("returns to 'Save' with the server's message when the save fails", async () => {
    renderPinGrid(pins(1));
    // The boards area answers the save command with a failure.
    afterEachOff.push(
      bus.handle(
        'pin/save',
        (request) =>
          new Promise((answer) => setTimeout(() => answer(saidSave(request, { kind: 'failed', message: 'That board is full.' })), 10)),
      ),
    );
    const failures = listen('pin/save-failed');
    const save = within(card('Pin number 0')).getByRole('button', { name: 'Save' });
    fireEvent.click(save);
    await waitFor(() => expect(save.textContent).toBe('Save'));
    expect(failures).toEqual([{ pinId: '1000', message: 'That board is full.' }]);
  });

  it("a pin hidden in another area shows 'Pin hidden' in place, and its undo restores the card", () => {
    renderPinGrid(pins(2));
    act(() => bus.emit('pin/hidden', { pinId: '1001', path: 'p2p', reason: 'default' }));
    const hidden = screen.getByRole('group', { name: 'Pin hidden' });
    expect(hidden.textContent).toContain("Got it! We'll try to show you more relevant Pins in the future.");
    expect(within(hidden).getByRole('button', { name: 'Undo' })).toBeTruthy();
    expect(within(hidden).getByRole('link', { name: 'Tune your home feed' }).getAttribute('href')).toBe('/edit');
    // The hidden pin keeps its cell: the other card has not moved.
    expect(card('Pin number 0').style.transform).toBe('translate(18px, 0px)');
    act(() => bus.emit('pin/hide-undone', { pinId: '1001', path: 'p2p' }));
    expect(screen.queryByRole('group', { name: 'Pin hidden' })).toBeNull();
    expect(card('Pin number 1')).toBeTruthy();
  });

  it('offers Unfollow for a pin from a followed board', () => {
    renderPinGrid(pins(1, () => ({ board: { followedByMe: true, name: 'Tarts', id: '3' } as ApiPin['board'] })));
    act(() => bus.emit('pin/hidden', { pinId: '1000', path: 'p2p', reason: 'followed' }));
    expect(within(screen.getByRole('group', { name: 'Pin hidden' })).getByRole('button', { name: 'Unfollow' })).toBeTruthy();
  });

  it('opens the options menu with Hide Pin and Report Pin, and Escape closes it back to its button', () => {
    renderPinGrid(pins(1));
    const more = within(card('Pin number 0')).getByRole('button', { name: 'More options' });
    fireEvent.click(more);
    const menu = screen.getByRole('menu', { name: 'Pin options' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Hide Pin', 'Report Pin']);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(more);
  });
});

describe('aria-setsize', () => {
  beforeEach(() => sessionIs(visitor));

  it('is left out while more pins may come (never -1), and is the count once the feed has ended', () => {
    const { rerender } = renderPinGrid(pins(3), { hasMore: true });
    for (const item of screen.getAllByRole('listitem')) {
      expect(item.hasAttribute('aria-setsize')).toBe(false);
      expect(item.getAttribute('aria-posinset')).not.toBeNull();
    }
    rerender(<PinGrid {...pinGridProps(pins(3))} />);
    expect(screen.getAllByRole('listitem').map((i) => i.getAttribute('aria-setsize'))).toEqual(['3', '3', '3']);
  });
});

describe('impressions', () => {
  // jsdom has no IntersectionObserver: this one lets a test say a card came into view. Every
  // observer made sees its own cards, as in a browser: a grid may make one in a render React then
  // sets aside (the file's first grid does), and only the one that stays has cards.
  let observers: Array<{ seeAll: () => void }> = [];
  const seeAll = () => observers.forEach((observer) => observer.seeAll());
  beforeEach(() => {
    observers = [];
    class FakeObserver {
      private targets: Element[] = [];
      constructor(private readonly callback: (entries: Array<Partial<IntersectionObserverEntry>>) => void) {
        observers.push(this);
      }
      seeAll() {
        this.callback(this.targets.map((target) => ({ target, isIntersecting: true, intersectionRatio: 1 })));
      }
      observe(target: Element) {
        this.targets.push(target);
      }
      unobserve(target: Element) {
        this.targets = this.targets.filter((t) => t !== target);
      }
      disconnect() {
        this.targets = [];
      }
    }
    Object.defineProperty(window, 'IntersectionObserver', { value: FakeObserver, configurable: true, writable: true });
  });
  afterEach(() => {
    Reflect.deleteProperty(window, 'IntersectionObserver');
    window.history.pushState(null, '', '/');
  });

  it.each([
    ['/', visitor, 'AuthHomefeed', 'home'],
    ['/videos/', visitor, 'AuthHomefeed', 'videos'],
    ['/', signedIn, 'AuthHomefeed', 'AuthHomefeed'],
    ['/search/pins?q=tart', visitor, 'SearchItem', 'SearchItem'],
  ] as const)('on %s carry the surface the viewer is on', (url, who, surface, carried) => {
    window.history.pushState(null, '', url);
    sessionIs(who);
    const seen = listen('pin/impression-recorded');
    renderPinGrid(pins(1), { surface });
    act(() => seeAll());
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen.map((record) => record.surface))).toEqual(new Set([carried]));
  });

  it('keeps what is seen before the session is known, and reports it with the surface once it is', () => {
    const snapshot = jest.spyOn(session, 'snapshot').mockReturnValue(null);
    jest.spyOn(session, 'load').mockReturnValue(new Promise(() => undefined));
    const seen = listen('pin/impression-recorded');
    renderPinGrid(pins(1), { surface: 'AuthHomefeed' });
    act(() => seeAll());
    expect(seen).toEqual([]);
    snapshot.mockReturnValue(signedIn);
    act(() => session.accept(signedIn));
    expect(seen.map((record) => record.stage)).toContain('enter');
    expect(new Set(seen.map((record) => record.surface))).toEqual(new Set(['AuthHomefeed']));
  });
});

describe('the options menu', () => {
  beforeEach(() => sessionIs(signedIn));
  afterEach(() => document.documentElement.style.removeProperty('--pb-header-height'));

  const rect = (left: number, top: number, width: number, height: number) =>
    ({ left, top, width, height, right: left + width, bottom: top + height, x: left, y: top, toJSON: () => ({}) }) as DOMRect;

  function openAt(buttonTop: number, buttonLeft = 600) {
    document.documentElement.style.setProperty('--pb-header-height', '64px');
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      if (this.getAttribute('aria-label') === 'More options') return rect(buttonLeft, buttonTop, 48, 48);
      if (this.getAttribute('role') === 'menu') return rect(0, 0, 160, 100);
      return rect(0, 0, 0, 0);
    });
    renderPinGrid(pins(1));
    fireEvent.click(within(card('Pin number 0')).getByRole('button', { name: 'More options' }));
    return screen.getByRole('menu', { name: 'Pin options' });
  }

  it("keeps its card's buttons shown while it is open, wherever the pointer or focus goes", () => {
    openAt(400);
    expect(card('Pin number 0').classList.contains(cardStyles.menuOpen as string)).toBe(true);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(card('Pin number 0').classList.contains(cardStyles.menuOpen as string)).toBe(false);
  });

  it('opens above its button where there is room', () => {
    const menu = openAt(400);
    expect(menu.dataset.placement).toBe('above end');
    expect([menu.style.top, menu.style.left]).toEqual(['292px', '488px']);
  });

  it('opens below its button, never under the 64 px sticky header, when the card is near the top', () => {
    const menu = openAt(90);
    expect(menu.dataset.placement).toBe('below end');
    expect(parseFloat(menu.style.top)).toBeGreaterThanOrEqual(64);
    expect(menu.style.top).toBe('146px');
  });

  it('opens to the right of a button at the left edge instead of off-screen', () => {
    const menu = openAt(400, 16);
    expect(menu.dataset.placement).toBe('above start');
    expect(menu.style.left).toBe('16px');
  });

  it('follows its button when the page scrolls', () => {
    const menu = openAt(400);
    (HTMLElement.prototype.getBoundingClientRect as jest.Mock).mockImplementation(function (this: HTMLElement) {
      if (this.getAttribute('aria-label') === 'More options') return rect(600, 100, 48, 48);
      return rect(0, 0, 160, 100);
    });
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(menu.dataset.placement).toBe('below end');
  });
});

describe('a long press on a touch screen', () => {
  beforeEach(() => {
    sessionIs(signedIn);
    // A phone: no hover, a coarse pointer.
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      writable: true,
      value: (query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }),
    });
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
    Reflect.deleteProperty(window, 'matchMedia');
  });

  const media = () => card('Pin number 0').querySelector<HTMLElement>(`.${cardStyles.media}`) as HTMLElement;
  const link = () => card('Pin number 0').querySelector<HTMLElement>(`a.${cardStyles.imageLink}`) as HTMLElement;
  const touch = { clientX: 100, clientY: 100 };

  it('opens the menu after 500 ms, and lifting the finger neither clicks nor opens the pin', () => {
    renderPinGrid(pins(1));
    fireEvent.touchStart(link(), { touches: [touch] });
    act(() => jest.advanceTimersByTime(499));
    expect(screen.queryByRole('menu')).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('menu', { name: 'Pin options' })).toBeTruthy();
    // The release: its default (the click that would follow) is prevented …
    const release = createEvent.touchEnd(link(), { changedTouches: [touch] });
    fireEvent(link(), release);
    expect(release.defaultPrevented).toBe(true);
    // … and a click the browser still sends is swallowed before the link or the page's router sees it.
    const heard = jest.fn();
    document.addEventListener('click', heard);
    const click = createEvent.click(link());
    fireEvent(link(), click);
    document.removeEventListener('click', heard);
    expect(click.defaultPrevented).toBe(true);
    expect(heard).not.toHaveBeenCalled();
    expect(screen.getByRole('menu', { name: 'Pin options' })).toBeTruthy();
    // The browser's own long-press menu is not shown over the card's either.
    expect(fireEvent.contextMenu(media())).toBe(true);
  });

  it('a short tap still opens the pin', () => {
    renderPinGrid(pins(1));
    fireEvent.touchStart(link(), { touches: [touch] });
    act(() => jest.advanceTimersByTime(200));
    const release = createEvent.touchEnd(link(), { changedTouches: [touch] });
    fireEvent(link(), release);
    expect(release.defaultPrevented).toBe(false);
    // The click reaches the window with its default (following the link) left alone; the test
    // then stops it there, as jsdom cannot follow a link.
    let followed: boolean | undefined;
    const lastToHear = (event: Event) => {
      followed = !event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', lastToHear);
    fireEvent(link(), createEvent.click(link()));
    window.removeEventListener('click', lastToHear);
    expect(followed).toBe(true);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('moving more than 10 px is a scroll, not a long press', () => {
    renderPinGrid(pins(1));
    fireEvent.touchStart(link(), { touches: [touch] });
    fireEvent.touchMove(link(), { touches: [{ clientX: 100, clientY: 111 }] });
    act(() => jest.advanceTimersByTime(600));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('blocks the context menu during a press', () => {
    renderPinGrid(pins(1));
    fireEvent.touchStart(link(), { touches: [touch] });
    expect(fireEvent.contextMenu(media())).toBe(false);
  });
});

describe("a saved card's board name", () => {
  beforeEach(() => sessionIs(signedIn));

  it("is said once, by the saved overlay, cut to the spec's 22 characters with an ellipsis; the button says the state", async () => {
    renderPinGrid(pins(1));
    const name = 'Weeknight dinners fast and easy for everyone';
    act(() =>
      bus.emit('pin/saved', {
        pinId: '1000',
        originalPinId: '1000',
        savedPinId: '80',
        target: { boardId: '5', boardName: name, boardUrl: '/demo/weeknight/' },
      }),
    );
    const shown = card('Pin number 0');
    const button = within(shown).getByRole('button', { pressed: true });
    expect(button.textContent).toBe('Saved!');
    await waitFor(() => expect(button.querySelector(`.${saveStyles.label}`)?.textContent).toBe('Saved'));
    expect(within(shown).getByRole('link', { name: 'Saved to Weeknight dinners fast…' }).getAttribute('href')).toBe('/demo/weeknight/');
    expect(within(shown).getAllByText(/Weeknight/)).toHaveLength(1);
  });
});

describe('a promoted pin (spec sections 3 and 8)', () => {
  beforeEach(() => sessionIs(signedIn));
  const HARBOR = { ...makePin().pinner, id: '5', username: 'harborandpine', fullName: 'Harbor & Pine' };

  it("says 'Promoted by {promoter}' under its title, in the lines the layout gave it; an organic pin and a save of an ad do not", () => {
    renderPinGrid(
      pins(3, (i) =>
        i === 0
          ? { isPromoted: true, promoter: HARBOR }
          : i === 1
            ? { isPromoted: true, isDownstreamPromotion: true, promoter: HARBOR }
            : {},
      ),
    );
    const ad = card('Pin number 0');
    const line = within(ad).getByText('Promoted by Harbor & Pine');
    expect(line.style.height).toBe('22px');
    expect(within(card('Pin number 1')).queryByText(/^Promoted by/)).toBeNull();
    expect(within(card('Pin number 2')).queryByText(/^Promoted by/)).toBeNull();
    // The card is one line taller than its organic twin, so the grid never shifts.
    expect(parseFloat(ad.style.height) - parseFloat(card('Pin number 2').style.height)).toBe(22);
  });
});
