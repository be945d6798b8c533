// A card's icon buttons are drawn from the one icon set, each named for what it does: the icon is
// hidden from assistive technology, and no stand-in character (such as '⇪') takes its place.
import { screen, within } from '@testing-library/react';
import type { ApiSession, ApiViewer } from 'shared-contracts/api';
import { makePin } from 'test-support/pinFixture';
import { renderPinGrid, sessionIs } from '../testing/renderPinGrid';

const viewer = { isAuth: true, id: '1', username: 'demo', save_behavior: 1, isBot: false } as unknown as ApiViewer;
const signedIn: ApiSession = { isAuthenticated: true, unauthId: null, viewer };

beforeEach(() => sessionIs(signedIn));
afterEach(() => jest.restoreAllMocks());

it("draws a signed-in card's Share and More options as icons, each in a button named for what it does", () => {
  renderPinGrid([makePin({ id: '1000', title: 'Lemon tart', gridTitle: 'Lemon tart' })]);
  const card = screen.getByRole('listitem', { name: 'Lemon tart' });
  for (const name of ['Share', 'More options']) {
    const button = within(card).getByRole('button', { name });
    expect([name, button.querySelectorAll('svg[aria-hidden="true"]').length, button.textContent?.trim()]).toEqual([name, 1, '']);
  }
  expect(card.textContent).not.toContain('⇪');
});
