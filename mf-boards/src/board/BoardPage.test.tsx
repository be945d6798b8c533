// The tab's title once a board page knows its board: the board's name, and a section's as
// 'Section in Board'.
import { render, screen, waitFor } from '@testing-library/react';
import { provideExposedLoader } from 'page-runtime';
import { BoardsApp } from '../BoardsApp';
import { board, fakeBoardsApi, notFound, sessionOf, viewer } from '../testing/fakeBoardsApi';

const KITCHEN = board('2', 'Kitchen Ideas', { sectionCount: 1, pinCount: 4 });
const BAKING = { id: '21', entityId: '21', title: 'Baking', slug: 'baking', url: '/demo/kitchen-ideas/baking/', boardId: '2', pinCount: 3 };

beforeEach(() => {
  // The feed area's grid, as the shell would load it: not what these tests look at.
  provideExposedLoader(async () => ({ mountPinGrid: () => ({ update: () => undefined, unmount: () => undefined }) }));
});

function visit(path: string) {
  window.history.pushState(null, '', path);
  const api = fakeBoardsApi({
    'UserSessionResource get': sessionOf(viewer()),
    'UserResource get': (o) => (o.username === 'demo' ? viewer() : notFound()),
    'BoardResource get': () => ({ ...KITCHEN, sections: [BAKING] }),
    'BoardFeedResource get': () => [],
    'BoardSectionPinsResource get': () => [],
  });
  render(<BoardsApp />, { wrapper: api.wrapper });
}

describe("a board page's tab", () => {
  it.each([
    ['/demo/kitchen-ideas', 'Kitchen Ideas', 'Kitchen Ideas · Pinboard'],
    ['/demo/kitchen-ideas/baking/', 'Baking', 'Baking in Kitchen Ideas · Pinboard'],
  ])('%s is titled by its heading %p: %p', async (path, heading, title) => {
    visit(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(title));
  });
});
