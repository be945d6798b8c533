// The tab's title once a board or profile page knows what it shows: the board's name and its
// owner's ('Section in Board by Person' for a section), a person's name and username.
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

describe("a board's and a profile's tab", () => {
  it.each([
    ['/demo/kitchen-ideas', 'Kitchen Ideas', 'Kitchen Ideas by Demo User · Pinboard'],
    ['/demo/kitchen-ideas/baking/', 'Baking', 'Baking in Kitchen Ideas by Demo User · Pinboard'],
    ['/demo/', 'Demo User', 'Demo User (@demo) · Pinboard'],
    ['/demo/_created/', 'Demo User', 'Demo User (@demo): Created · Pinboard'],
  ])('%s is titled by its heading %p: %p', async (path, heading, title) => {
    visit(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(title));
  });
});
