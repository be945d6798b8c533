import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { provideExposedLoader } from 'page-runtime';
import type { UnsaveAnswer, UnsaveRequest } from 'shared-contracts/platform';
import { board, sessionOf, viewer } from 'test-support/fakeApiClient';
import { makePin } from 'test-support/pinFixture';
import { CloseupApp } from '../CloseupApp';
import { fakeCloseupApi } from '../testing/fakeCloseupApi';

// The related grid is the feed area's: here it only takes its place.
beforeEach(() => {
  provideExposedLoader(async () => ({
    mountPinGrid: (element: HTMLElement) => {
      element.textContent = 'Grid';
      return { update: () => undefined, unmount: () => undefined };
    },
  }));
});

const KITCHEN = board('2', 'Kitchen Ideas');
// The viewer's own pin, saved nowhere else: its Saved would delete it.
const LOOM = viewer({ id: '7', username: 'loomandladle' });
const OWN = makePin({ board: KITCHEN, savedInfo: { boardId: '2', pinId: '1001', url: KITCHEN.url } });

/** The closeup of the viewer's own pin, with the boards area's unsave command answered by `answers`, one a press. */
function ownPinWith(answers: UnsaveAnswer[]) {
  window.history.pushState(null, '', '/pin/1001/');
  const api = fakeCloseupApi({
    'UserSessionResource get': sessionOf(LOOM),
    'PinResource get': () => OWN,
    'UserResource get': () => LOOM,
    'PinDetailsResource get': () => ({ pin_id: '1001', counts: { saves: 0, likes: 0, shares: 0 }, boards: [KITCHEN], interests: [] }),
  });
  const asked: UnsaveRequest[] = [];
  api.events.handle('pin/unsave', async (request) => {
    asked.push(request);
    return answers.shift() ?? { kind: 'failed', message: 'asked once too often' };
  });
  render(<CloseupApp />, { wrapper: api.wrapper });
  return asked;
}

describe("the closeup's Saved on the viewer's own pin", () => {
  it('stays Saved when the owner, asked whether to delete it, says no', async () => {
    const asked = ownPinWith([{ kind: 'cancelled' }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Saved' }));
    await waitFor(() => expect(asked).toEqual([expect.objectContaining({ pinId: '1001', savedPinId: '1001' })]));
    expect(await screen.findByRole('button', { name: 'Saved' })).toBeTruthy();
    expect(window.location.pathname).toBe('/pin/1001/');
  });

  it("goes to the owner's created Pins once they chose to delete it", async () => {
    ownPinWith([{ kind: 'deleted' }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Saved' }));
    await waitFor(() => expect(window.location.pathname).toBe('/loomandladle/_created/'));
  });
});
