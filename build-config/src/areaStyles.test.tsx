// Two areas in one document, as on a page where a card's Save opens the board picker: each area's
// classes come from its own CSS modules, scoped by build-config/cssModuleNames.js, so the feed's
// and the boards area's icon buttons (both `.iconButton` in their source) can no longer meet.
// The areas are imported side by side here, as only a test of the build may: they never import
// each other.
import { QueryRoot } from 'react-kit';
import { render, screen, within } from '@testing-library/react';
import { session } from 'page-runtime';
import type { ApiSession, ApiViewer } from 'shared-contracts/api';
import { makePin } from 'test-support/pinFixture';
import { PinGrid } from 'mf-feed/src/grid/PinGrid';
import { BoardPicker } from 'mf-boards/src/save/BoardPicker';
import { board, fakeBoardsApi, sessionOf, viewer } from 'mf-boards/src/testing/fakeBoardsApi';

afterEach(() => jest.restoreAllMocks());

const signedIn: ApiSession = {
  isAuthenticated: true,
  unauthId: null,
  viewer: { isAuth: true, id: '1', username: 'demo', save_behavior: 1, isBot: false } as unknown as ApiViewer,
};

/** Every class on an element and its descendants. */
function classesIn(root: Element): Set<string> {
  return new Set([root, ...root.querySelectorAll('[class]')].flatMap((element) => [...element.classList]));
}

async function renderBothAreas() {
  jest.spyOn(session, 'snapshot').mockReturnValue(signedIn);
  jest.spyOn(session, 'load').mockResolvedValue(signedIn);
  const pin = makePin({ id: '1000', originalPinId: '1000', title: 'Lemon tart', gridTitle: 'Lemon tart' });
  render(
    <PinGrid
      pins={[pin]}
      surface="AuthHomefeed"
      label="Home feed: Pins"
      hasMore={false}
      loading={false}
      error={null}
      onLoadMore={() => undefined}
      width={1280}
    />,
    { wrapper: QueryRoot },
  );
  const api = fakeBoardsApi({
    'UserSessionResource get': sessionOf(viewer()),
    'BoardsResource get': () => [board('2', 'Kitchen Ideas')],
  });
  const job = { heading: 'Save to board', verb: 'Save to', pick: async () => undefined };
  render(<BoardPicker job={job} viewer={viewer()} onCancel={() => undefined} onFail={() => undefined} />, { wrapper: api.wrapper });
  const picker = screen.getByRole('dialog', { name: 'Save to board' });
  await within(picker).findByRole('button', { name: 'Save to Kitchen Ideas' });
  return { card: screen.getByRole('listitem', { name: 'Lemon tart' }), picker };
}

describe("the feed's card and the boards area's picker in one document", () => {
  it('give their icon buttons different classes, each with its area in front', async () => {
    const { card, picker } = await renderBothAreas();
    const feedButton = within(card).getByRole('button', { name: 'More options' });
    const boardsButton = within(picker).getByRole('button', { name: 'Close' });
    expect(feedButton.className).toMatch(/^mf-feed__IconButton__iconButton__[0-9a-f]{6}$/);
    expect(boardsButton.className).toMatch(/^mf-boards__BoardPicker__iconButton__[0-9a-f]{6}$/);
    expect(feedButton.className).not.toBe(boardsButton.className);
    // The card's other icon button is the feed's too, so a card looks the same whichever area mounted last.
    expect(within(card).getByRole('button', { name: 'Share' }).className).toBe(feedButton.className);
  });

  it('share no class but the global pb- base classes, and every other class names its area', async () => {
    const { card, picker } = await renderBothAreas();
    const feed = classesIn(card);
    const boards = classesIn(picker);
    const scoped = (classes: Set<string>) => [...classes].filter((name) => !name.startsWith('pb-'));
    expect(scoped(feed).length).toBeGreaterThan(5);
    expect(scoped(boards).length).toBeGreaterThan(5);
    expect(scoped(feed).filter((name) => !name.startsWith('mf-feed__'))).toEqual([]);
    expect(scoped(boards).filter((name) => !name.startsWith('mf-boards__'))).toEqual([]);
    expect([...feed].filter((name) => boards.has(name)).every((name) => name.startsWith('pb-'))).toBe(true);
  });
});
