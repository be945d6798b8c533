// The boards area's first screen rendered as the edge server renders it: from the document's reads
// only, with the same root the page hydrates.

import { boardReadOptions } from 'shared-contracts/rules';
import { readPath } from 'shared-contracts/api';
import { board, viewer } from 'test-support/fakeApiClient';
import { renderFirstScreen } from './render';

const success = (data: unknown) => ({ resource_response: { status: 'success', data } });
const visitor = { isAuthenticated: false, unauthId: 'u1', viewer: { isAuth: false, isBot: false, isSocialBot: false } };
const session = { path: readPath('UserSessionResource', {}), body: success(visitor) };
const layout = { gridWidth: 1265, isDesktop: true };
const request = (pathname: string, reads: { path: string; body: unknown }[]) => ({
  pathname,
  search: '',
  reads: [...reads, session],
  layout,
  origin: 'https://pinboard.test',
});

describe("mf-boards' server render", () => {
  it('renders a board page from its read: the board is named, and it is in the dehydrated cache', async () => {
    const route = { username: 'demo', boardSlug: 'garden-plans' };
    const read = {
      path: readPath('BoardResource', boardReadOptions(route)),
      body: success({ ...board('7', 'Garden plans'), sections: [] }),
    };
    const rendered = await renderFirstScreen(request('/demo/garden-plans/', [read]));
    expect(rendered.html).toMatch(/<h1[^>]*>Garden plans<\/h1>/);
    expect(JSON.stringify(rendered.queryState)).toContain('Garden plans');
    // The document's head names the board, its canonical address and its Open Graph card.
    expect(rendered.head).toContain('<title>Garden plans by Demo User · Pinboard</title>');
    expect(rendered.head).toContain('<link rel="canonical" href="https://pinboard.test/demo/garden-plans/" />');
    expect(rendered.head).toContain('<meta property="og:title" content="Garden plans by Demo User" />');
    // The board's Pins are the feed's grid: an empty element named by its feed, and the grid's props for the edge server.
    expect(rendered.html).toContain('<div data-pin-grid="board:7:0"></div>');
    expect(rendered.grids).toEqual([
      {
        feed: { key: 'board:7:0', resource: 'BoardFeedResource', options: { board_id: '7' } },
        surface: 'BaseBoardPinGrid',
        label: 'Garden plans: Pins',
        emptyText: 'No Pins on this board yet.',
      },
    ]);
  });

  it("renders a profile's first screen as the page would before its reads arrive", async () => {
    const rendered = await renderFirstScreen(request('/demo/', []));
    expect(rendered.html).not.toBe('');
    // Its reads are the page's to make: the server's markup says it is loading, as the page's first render does.
    expect(rendered.html).toMatch(/role="status"|aria-busy="true"/);
    // Nothing read, nothing to name: the document keeps the route's own title.
    expect(rendered.head).toBe('');
  });

  it("names a profile in the document's head from its read", async () => {
    const read = { path: readPath('UserResource', { username: 'demo' }), body: success(viewer({ about: 'Plans and plants.' })) };
    const rendered = await renderFirstScreen(request('/demo/_saved/', [read]));
    expect(rendered.head).toContain('<title>Demo User (@demo): Saved · Pinboard</title>');
    expect(rendered.head).toContain('<link rel="canonical" href="https://pinboard.test/demo/_saved/" />');
    expect(rendered.head).toContain('<meta property="og:description" content="Plans and plants." />');
  });
});
