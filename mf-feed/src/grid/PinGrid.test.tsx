import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  api,
  ApiCallError,
  bus,
  session,
  type ApiPin,
  type ApiSession,
  type ApiViewer,
  type EventMap,
  type SaveRequest,
} from 'shared-contracts';
import { makeImages, makePin } from 'shared-contracts/src/testing/pinFixture';
import cardStyles from '../card/PinCard.module.css';
import { PinGrid } from './PinGrid';

const viewer = { isAuth: true, id: '1', username: 'demo', save_behavior: 1, quicksave_board_id: '9', isBot: false } as unknown as ApiViewer;
const signedIn: ApiSession = { isAuthenticated: true, unauthId: null, viewer };
const visitor: ApiSession = { isAuthenticated: false, unauthId: 'anon', viewer: { isAuth: false, isBot: false, isSocialBot: false } };

function as(current: ApiSession) {
  jest.spyOn(session, 'snapshot').mockReturnValue(current);
  jest.spyOn(session, 'load').mockResolvedValue(current);
}
afterEach(() => jest.restoreAllMocks());

const pins = (n: number, extra: (i: number) => Partial<ApiPin> = () => ({})): ApiPin[] =>
  Array.from({ length: n }, (_, i) =>
    makePin({ id: String(1000 + i), originalPinId: String(1000 + i), title: `Pin number ${i}`, gridTitle: `Pin number ${i}`, ...extra(i) }),
  );

function grid(list: ApiPin[], props: Partial<Parameters<typeof PinGrid>[0]> = {}) {
  return render(
    <PinGrid
      pins={list}
      surface="AuthHomefeed"
      label="Home feed: Pins"
      hasMore={false}
      loading={false}
      error={null}
      onLoadMore={() => undefined}
      width={1280}
      {...props}
    />,
  );
}

function listen<K extends keyof EventMap>(name: K): Array<EventMap[K]> {
  const seen: Array<EventMap[K]> = [];
  const off = bus.on(name, (p) => seen.push(p));
  afterEachOff.push(off);
  return seen;
}
const afterEachOff: Array<() => void> = [];
afterEach(() => afterEachOff.splice(0).forEach((off) => off()));

const card = (title: string) => screen.getByRole('listitem', { name: title });

describe('PinGrid for a visitor', () => {
  beforeEach(() => as(visitor));

  it('is a list of cards, each named by its title, positioned by the layout', () => {
    grid(pins(3));
    const list = screen.getByRole('list', { name: 'Home feed: Pins' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.getAttribute('aria-label'))).toEqual(['Pin number 0', 'Pin number 1', 'Pin number 2']);
    // 1280 px: five 236 px columns, centred (offset 18), 16 px apart.
    expect(items.map((i) => i.style.transform)).toEqual(['translate(18px, 0px)', 'translate(270px, 0px)', 'translate(522px, 0px)']);
    // The fixture image is 736 × 1104: 354 px at 236 wide, a 22 px title line, a 22 px visitor footer.
    expect((items[0] as HTMLElement).style.height).toBe('398px');
  });

  it("shows the 736x image with 474x and 236x in its srcset, and the pinner in the visitor's footer", () => {
    grid(pins(1));
    const image = within(card('Pin number 0')).getByRole('img', { name: 'A lemon tart on a plate' });
    expect(image.getAttribute('src')).toBe('/media/736x/abc.jpg');
    expect(image.getAttribute('srcset')).toBe('/media/236x/abc.jpg 236w, /media/474x/abc.jpg 474w, /media/736x/abc.jpg 736w');
    expect(within(card('Pin number 0')).getByText('Loom & Ladle Kitchen')).toBeTruthy();
    expect(within(card('Pin number 0')).queryByRole('button', { name: 'More options' })).toBeNull();
  });

  it('Save asks a visitor to log in with the save reason and the repin path', () => {
    grid(pins(1));
    const auth = listen('auth/required');
    fireEvent.click(within(card('Pin number 0')).getByRole('button', { name: 'Save' }));
    expect(auth).toEqual([{ reason: 'save', returnTo: '/pin/1000/repin/' }]);
  });

  it("renders a deleted story pin as 'Unavailable', 'Removed by the creator'", () => {
    grid(
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
    grid(pins(1, () => ({ isOneTap: true, link: 'https://example.com/recipe' })));
    const link = card('Pin number 0').querySelector(`a.${cardStyles.imageLink}`);
    expect(link?.getAttribute('href')).toBe('https://example.com/recipe');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('keeps only the cards near the viewport in the DOM among 5,000', () => {
    grid(pins(5000, (i) => ({ images: makeImages(736, 600 + (i % 7) * 100) })));
    const rendered = screen.getAllByRole('listitem').length;
    expect(rendered).toBeGreaterThan(10);
    expect(rendered).toBeLessThan(100);
    expect(screen.getByRole('list').style.height).not.toBe('0px');
  });

  it("shows a product pin's price and original price", () => {
    grid(
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
    grid(pins(1, () => ({ carouselData: { index: 0, entityId: 'c', slots: [slot(1), slot(2), slot(3)] } })));
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
    grid([], { error: 'Sorry! Something went wrong on our end.', onLoadMore: retry, hasMore: true });
    expect(screen.getByRole('alert').textContent).toContain('Sorry! Something went wrong on our end.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalled();
  });
});

describe('PinGrid for a signed-in user', () => {
  beforeEach(() => as(signedIn));

  it("asks the boards area to save; 'Saved!' then the board name after 950 ms", async () => {
    grid(pins(1));
    // The boards area handles the save command and answers where the pin went.
    const requests: SaveRequest[] = [];
    const offHandler = bus.handle(
      'pin/save',
      (request) =>
        new Promise((answer) => {
          requests.push(request);
          setTimeout(
            () =>
              answer({
                kind: 'saved',
                savedPinId: '77',
                target: { boardId: '5', boardName: 'Weeknight dinners', boardUrl: '/demo/weeknight-dinners/' },
              }),
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
    await waitFor(() => expect(save.textContent).toBe('Weeknight dinners'), { timeout: 2000 });
    // The saved overlay links to where the pin went.
    expect(within(card('Pin number 0')).getByRole('link', { name: 'Saved to Weeknight dinners' }).getAttribute('href')).toBe(
      '/demo/weeknight-dinners/',
    );
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
      'Saved to Soups and stews for co',
      '/demo/weeknight-dinners/soups/',
    ],
    ['the profile', null, 'Saved to Profile', '/me/'],
  ])('a save to %s made in another area shows the saved overlay, its name cut to 22', (_, target, text, href) => {
    grid(pins(1));
    expect(within(card('Pin number 0')).queryByRole('link', { name: /^Saved to/ })).toBeNull();
    act(() => bus.emit('pin/saved', { pinId: '1000', originalPinId: '1000', savedPinId: '78', target }));
    expect(within(card('Pin number 0')).getByRole('link', { name: text }).getAttribute('href')).toBe(href);
  });

  it.each([
    ['succeeds', true, 'pin/unsaved', { pinId: '1000', savedPinId: '5001' }, 'Save'],
    [
      'fails',
      false,
      'pin/unsave-failed',
      { pinId: '1000', savedPinId: '5001', message: 'Sorry! There was an error deleting your Pin.' },
      'Saved',
    ],
  ] as const)(
    "pressing a saved pin's button deletes the save (PinResource delete); when it %s the bus says so, for the toast",
    async (_, ok, outcome, said, after) => {
      grid(pins(1, () => ({ savedInfo: { boardId: '2', pinId: '5001', url: '/demo/kitchen-ideas/' } })));
      const write = jest.spyOn(api, 'write').mockImplementation(async () => {
        if (!ok) throw new ApiCallError(500, 'http_error', 'Sorry! Something went wrong on our end.', undefined, false);
        return {};
      });
      const heard = listen(outcome);
      const button = within(card('Pin number 0')).getByRole('button', { name: 'Saved' });
      fireEvent.click(button);
      await waitFor(() => expect(heard).toEqual([said]));
      expect(write).toHaveBeenCalledWith('PinResource', 'delete', expect.objectContaining({ id: '5001' }));
      expect(button.textContent).toBe(after);
    },
  );

  it('records a save under the pin id and the original pin id: another card of the same original shows it', () => {
    grid(pins(2));
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
    grid(pins(1));
    // The boards area answers the save command with a failure.
    afterEachOff.push(
      bus.handle(
        'pin/save',
        () => new Promise((answer) => setTimeout(() => answer({ kind: 'failed', message: 'That board is full.' }), 10)),
      ),
    );
    const failures = listen('pin/save-failed');
    const save = within(card('Pin number 0')).getByRole('button', { name: 'Save' });
    fireEvent.click(save);
    await waitFor(() => expect(save.textContent).toBe('Save'));
    expect(failures).toEqual([{ pinId: '1000', message: 'That board is full.' }]);
  });

  it("a pin hidden in another area shows 'Pin hidden' in place, and its undo restores the card", () => {
    grid(pins(2));
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
    grid(pins(1, () => ({ board: { followedByMe: true, name: 'Tarts', id: '3' } as ApiPin['board'] })));
    act(() => bus.emit('pin/hidden', { pinId: '1000', path: 'p2p', reason: 'followed' }));
    expect(within(screen.getByRole('group', { name: 'Pin hidden' })).getByRole('button', { name: 'Unfollow' })).toBeTruthy();
  });

  it('opens the options menu with Hide Pin and Report Pin, and Escape closes it back to its button', () => {
    grid(pins(1));
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
