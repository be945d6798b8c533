// The stats button on cards (issue 60, item 9; spec section 5): the owner's own pins show it on
// board and profile grids, nowhere else, and never for someone else's pin, a story pin or a phone.
import { screen, within } from '@testing-library/react';
import type { ApiPin, ApiViewer } from 'shared-contracts/api';
import type { Surface } from 'shared-contracts/rules';
import { makePin } from 'test-support/pinFixture';
import { resizeWindowTo } from 'test-support/resizeWindow';
import { renderPinGrid, sessionIs } from '../testing/renderPinGrid';

// The fixture's pins are pinned by user 7.
const owner = { isAuth: true, id: '7', username: 'loomandladle', isPartner: false, save_behavior: 1, isBot: false } as unknown as ApiViewer;

function showGrid(surface: Surface, pin: ApiPin, viewer: ApiViewer = owner) {
  sessionIs({ isAuthenticated: true, unauthId: null, viewer });
  renderPinGrid([pin], { surface, label: 'Pins' });
  return within(screen.getByRole('listitem', { name: pin.gridTitle }));
}

const tart = makePin({ id: '1000', title: 'Lemon tart', gridTitle: 'Lemon tart' });

beforeEach(() => resizeWindowTo(1280));
afterEach(() => {
  jest.restoreAllMocks();
  Reflect.deleteProperty(window, 'matchMedia');
});

it.each<Surface>(['BaseBoardPinGrid', 'UserProfilePinGrid', 'CreatorProfileActivityPinGrid'])(
  "shows the owner's pin its 'See stats' button on %s, to its stats page",
  (surface) => {
    const link = showGrid(surface, tart).getByRole('link', { name: 'See stats: Lemon tart' });
    expect([link.textContent, link.getAttribute('href')]).toEqual(['See stats', '/pin/1000/analytics']);
  },
);

it.each<[string, Surface, ApiPin, ApiViewer]>([
  ['on the home feed', 'AuthHomefeed', tart, owner],
  ["on someone else's pin", 'BaseBoardPinGrid', tart, { ...owner, id: '1', username: 'demo' }],
  [
    'on a story pin',
    'UserProfilePinGrid',
    makePin({
      ...tart,
      storyPinData: {
        pages: [],
        isDeleted: false,
        staticPageCount: 0,
        totalVideoDuration: 0,
        hasProductPins: false,
        metadata: { pinTitle: '' },
      },
    }),
    owner,
  ],
])('shows none %s', (_case, surface, pin, viewer) => {
  expect(showGrid(surface, pin, viewer).queryByRole('link', { name: /^See stats/ })).toBeNull();
});

it('shows none on a phone (no hover, a coarse pointer)', () => {
  resizeWindowTo(390);
  const touch = { matches: false, addEventListener: () => undefined, removeEventListener: () => undefined } as unknown as MediaQueryList;
  Object.defineProperty(window, 'matchMedia', { configurable: true, value: () => touch });
  expect(showGrid('BaseBoardPinGrid', tart).queryByRole('link', { name: /^See stats/ })).toBeNull();
});
