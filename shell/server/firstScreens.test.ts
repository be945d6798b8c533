import type { FirstReadAnswer, RemoteDescriptor, RemoteName } from 'shared-contracts/platform';
import type { ServerCall } from './areaServerBuilds';
import { createFirstScreens, layoutOfRequest } from './firstScreens';

const FEED: RemoteDescriptor = { name: 'mf_feed', version: '1.0.0+a', entryUrl: '/remotes/mf_feed/1.0.0%2Ba/remoteEntry.js' };
const HOME = { area: 'feed', page: 'home', path: [] } as const;
const LAYOUT = { gridWidth: 392, isDesktop: false };
const RENDERED = { html: '<h1>Home feed</h1>', css: '', queryState: { queries: [], mutations: [] }, head: '', readsUsed: [] };
const ORIGIN = 'https://pinboard.test';

function screens(answer: ServerCall, canHold = true) {
  const calls: unknown[][] = [];
  const lines: string[] = [];
  let clock = 0;
  const firstScreens = createFirstScreens({
    builds: {
      call: async (...args) => {
        calls.push(args);
        return answer;
      },
    },
    canHold: (_remote: RemoteName) => canHold,
    log: (line) => lines.push(line),
    now: () => clock,
  });
  const render = (remotes: RemoteDescriptor[] = [FEED], reads: FirstReadAnswer[] = [], pictures?: () => string) =>
    firstScreens.render({
      route: HOME,
      pathname: '/',
      search: '',
      remotes,
      reads,
      layout: LAYOUT,
      origin: ORIGIN,
      ...(pictures ? { pictures } : {}),
    });
  return { render, calls, lines, tick: (ms: number) => (clock += ms) };
}

describe('createFirstScreens', () => {
  it("asks the served version of the route's area, with the document's path, reads, layout and origin", async () => {
    const { render, calls } = screens({ ok: true, value: RENDERED });
    expect(await render()).toEqual({ remote: 'mf_feed', layout: LAYOUT, ...RENDERED });
    expect(calls).toEqual([
      ['mf_feed', '1.0.0+a', 'renderFirstScreen', [{ pathname: '/', search: '', reads: [], layout: LAYOUT, origin: ORIGIN }]],
    ]);
  });

  it('renders a request once while it is kept: the same reads, path, layout and version give the same page', async () => {
    const { render, calls, tick } = screens({ ok: true, value: RENDERED });
    await render();
    await render();
    expect(calls).toHaveLength(1);
    // Another version is another page.
    await render([{ ...FEED, version: '1.0.0+b' }]);
    expect(calls).toHaveLength(2);
    tick(60_000);
    await render();
    expect(calls).toHaveLength(3);
  });

  it('renders once for documents asked at once, and asks again after a render that was not kept', async () => {
    const { render, calls } = screens({ ok: false, reason: "mf_feed@1.0.0+a's renderFirstScreen threw: no markup" });
    expect(await Promise.all([render(), render(), render()])).toEqual([null, null, null]);
    expect(calls).toHaveLength(1);
    await render();
    expect(calls).toHaveLength(2);
  });

  it("makes the pictures' preloads once, with the render, and gives them with every kept copy", async () => {
    const { render } = screens({ ok: true, value: RENDERED });
    const pictures = jest.fn(() => '<link rel="preload" as="image" href="/media/236x/a.jpg">');
    expect((await render([FEED], [], pictures))?.pictures).toBe('<link rel="preload" as="image" href="/media/236x/a.jpg">');
    expect((await render([FEED], [], pictures))?.pictures).toBe('<link rel="preload" as="image" href="/media/236x/a.jpg">');
    expect(pictures).toHaveBeenCalledTimes(1);
  });

  it("shares one render between visitors who differ only by their own id, never between people's sessions", async () => {
    const { render, calls } = screens({ ok: true, value: RENDERED });
    const session = (data: object): FirstReadAnswer => ({
      path: '/resource/UserSessionResource/get/',
      body: { resource_response: { status: 'success', data, error: null } },
    });
    const visitor = { isAuthenticated: false, viewer: { isAuth: false, isBot: false, isSocialBot: false } };
    await render([FEED], [session({ ...visitor, unauthId: 'a' })]);
    await render([FEED], [session({ ...visitor, unauthId: 'b' })]);
    expect(calls).toHaveLength(1);
    await render([FEED], [session({ isAuthenticated: true, unauthId: null, viewer: { isAuth: true, id: '2', username: 'demo' } })]);
    await render([FEED], [session({ isAuthenticated: true, unauthId: null, viewer: { isAuth: true, id: '3', username: 'maya' } })]);
    expect(calls).toHaveLength(3);
  });

  it('leaves the region to the page, quietly, when no build is served, it comes from a dev server, or the document has no element for it', async () => {
    expect(await screens({ ok: true, value: RENDERED }).render([])).toBeNull();
    expect(await screens({ ok: true, value: RENDERED }).render([{ ...FEED, version: 'dev' }])).toBeNull();
    const noElement = screens({ ok: true, value: RENDERED }, false);
    expect(await noElement.render()).toBeNull();
    expect(noElement.calls).toEqual([]);
  });

  it('leaves it quietly when the build has no server render (an area that never had one)', async () => {
    const { render, lines } = screens({ ok: false, reason: 'mf_feed@1.0.0+a has no server build', absent: true });
    expect(await render()).toBeNull();
    expect(lines).toEqual([]);
  });

  it.each<[ServerCall, string]>([
    [{ ok: false, reason: "mf_feed@1.0.0+a's renderFirstScreen threw: boom" }, 'threw: boom'],
    [{ ok: false, reason: "mf_feed@1.0.0+a's renderFirstScreen took longer than 150 ms" }, 'took longer than 150 ms'],
    [{ ok: false, reason: "mf_feed@1.0.0+a's server build did not load: does not match its registered integrity" }, 'integrity'],
    [{ ok: true, value: { html: 3 } }, 'must answer { html, css, queryState, head, readsUsed }'],
  ])('leaves it to the page with one log line a minute when the build fails: %p', async (answer, reason) => {
    const { render, lines, tick } = screens(answer);
    expect(await render()).toBeNull();
    expect(await render()).toBeNull();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("edge: /: mf_feed@1.0.0+a's region is left to the page");
    expect(lines[0]).toContain(reason);
    tick(60_000);
    await render();
    expect(lines).toHaveLength(2);
  });
});

describe("a screen that shows the feed's grid (a board's Pins)", () => {
  const BOARDS: RemoteDescriptor = { name: 'mf_boards', version: '2.0.0+b', entryUrl: '/remotes/mf_boards/2.0.0%2Bb/remoteEntry.js' };
  const BOARD = { area: 'boards', page: 'board', username: 'demo', boardSlug: 'garden-plans' } as const;
  const GRID = {
    feed: { key: 'board:7:0', resource: 'BoardFeedResource', options: { board_id: '7' } },
    surface: 'BaseBoardPinGrid',
    label: 'Garden plans: Pins',
  } as const;
  const PINS: FirstReadAnswer = {
    path: '/resource/BoardFeedResource/get/?board_id=7&page_size=25',
    body: { resource_response: { data: [] } },
  };
  const BOARD_READ: FirstReadAnswer = { path: '/resource/BoardResource/get/?slug=garden-plans&username=demo', body: {} };
  const PAGE = {
    html: '<h1>Garden plans</h1><div data-pin-grid="board:7:0"></div><p>end</p>',
    css: '.pb-ss-0{height:1px}',
    queryState: { queries: [{ queryKey: ['board'] }], mutations: [] },
    head: '',
    readsUsed: [BOARD_READ.path],
    grids: [GRID],
  };
  const GRID_SCREEN = {
    html: '<div role="list">cards</div>',
    css: '.pb-ss-g0-0{height:2px}',
    queryState: { queries: [{ queryKey: ['pins'] }], mutations: [] },
    head: '',
    readsUsed: [PINS.path],
  };

  function composed(gridAnswer: ServerCall, page: object = PAGE) {
    const calls: unknown[][] = [];
    const lines: string[] = [];
    const firstScreens = createFirstScreens({
      builds: {
        call: async (...args) => {
          calls.push(args);
          return args[2] === 'renderPinGrid' ? gridAnswer : { ok: true, value: page };
        },
      },
      canHold: () => true,
      log: (line) => lines.push(line),
    });
    const render = (reads: FirstReadAnswer[] = [BOARD_READ, PINS]) =>
      firstScreens.render({
        route: BOARD,
        pathname: '/demo/garden-plans/',
        search: '',
        remotes: [BOARDS, FEED],
        reads,
        layout: LAYOUT,
        origin: ORIGIN,
      });
    return { render, calls, lines };
  }

  it("is one screen: the feed's build renders the grid into its element, with its styles, cache and reads", async () => {
    const { render, calls } = composed({ ok: true, value: GRID_SCREEN });
    const screen = await render();
    expect(screen?.html).toBe('<h1>Garden plans</h1><div data-pin-grid="board:7:0"><div role="list">cards</div></div><p>end</p>');
    expect(screen?.css).toBe('.pb-ss-0{height:1px}.pb-ss-g0-0{height:2px}');
    expect(screen?.queryState).toEqual({ queries: [{ queryKey: ['board'] }, { queryKey: ['pins'] }], mutations: [] });
    expect(screen?.readsUsed).toEqual([BOARD_READ.path, PINS.path]);
    expect(screen).not.toHaveProperty('grids');
    expect(screen?.gridRendered).toBe(true);
    // The feed's served version, with the document's request, the grid's props and its place.
    expect(calls[1]).toEqual([
      'mf_feed',
      '1.0.0+a',
      'renderPinGrid',
      [{ pathname: '/demo/garden-plans/', search: '', reads: [BOARD_READ, PINS], layout: LAYOUT, origin: ORIGIN, grid: GRID, slot: 0 }],
    ]);
    // Kept whole: the next document asks neither build.
    await render();
    expect(calls).toHaveLength(2);
  });

  it("finds the grid's element by its key as React writes an attribute, whatever the key holds", async () => {
    const key = `board:7:"salt" & 'pepper' <b>`;
    const written = 'board:7:&quot;salt&quot; &amp; &#x27;pepper&#x27; &lt;b&gt;';
    const page = { ...PAGE, html: `<div data-pin-grid="${written}"></div>`, grids: [{ ...GRID, feed: { ...GRID.feed, key } }] };
    const screen = await composed({ ok: true, value: GRID_SCREEN }, page).render();
    expect(screen?.html).toBe(`<div data-pin-grid="${written}"><div role="list">cards</div></div>`);
  });

  it("leaves the grid to the page when its pins are not among the document's reads", async () => {
    const { render, calls } = composed({ ok: true, value: GRID_SCREEN });
    const screen = await render([BOARD_READ]);
    expect(screen?.html).toBe(PAGE.html);
    expect(screen?.gridRendered).toBeUndefined();
    expect(calls).toHaveLength(1);
  });

  it('leaves the grid to the page, with one log line, when the feed cannot render it; the page is still rendered', async () => {
    const { render, lines } = composed({ ok: false, reason: "mf_feed@1.0.0+a's renderPinGrid threw: no grid today" });
    const screen = await render();
    expect(screen?.html).toBe(PAGE.html);
    expect(screen?.css).toBe(PAGE.css);
    expect(lines).toEqual([
      "edge: /demo/garden-plans/: mf_feed@1.0.0+a's grid is left to the page (mf_feed@1.0.0+a's renderPinGrid threw: no grid today)",
    ]);
  });

  it('keeps no screen whose grid the feed could not render: the next document asks again', async () => {
    const { render, calls } = composed({ ok: false, reason: 'the render thread was restarted' });
    await render();
    await render();
    expect(calls.filter((call) => call[2] === 'renderFirstScreen')).toHaveLength(2);
  });

  it('leaves it quietly when the feed build has no grid render (an older version)', async () => {
    const { render, lines } = composed({ ok: false, reason: 'no renderPinGrid', absent: true });
    expect((await render())?.html).toBe(PAGE.html);
    expect(lines).toEqual([]);
  });
});

describe('layoutOfRequest', () => {
  it("takes the page's own layout from its cookie, else estimates it from the browser's name", () => {
    expect(layoutOfRequest('pb_theme=dark; pb_layout=1004.1', undefined)).toEqual({ gridWidth: 1004, isDesktop: true });
    expect(layoutOfRequest('pb_layout=nonsense', 'Mozilla/5.0 (Linux; Android 14) Mobile Safari/537.36')).toEqual(LAYOUT);
    expect(layoutOfRequest(undefined, 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0.0.0 Safari/537.36')).toEqual({
      gridWidth: 1245,
      isDesktop: true,
    });
  });
});
