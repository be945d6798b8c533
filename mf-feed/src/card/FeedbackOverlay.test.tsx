// Hiding a pin from its card's options menu says why it was shown, by spec section 4's feedback
// priority as the home feed names the follow behind it: a followed board's or person's pin offers
// Unfollow and says what was unfollowed; a followed topic's says the topic; a pin no follow put
// there (a search result) says 'Got it! …' and offers nothing to unfollow.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { api } from 'page-runtime';
import type { ApiPin, ApiRecommendationReason, ApiSession, ApiViewer } from 'shared-contracts/api';
import type { Surface } from 'shared-contracts/rules';
import { makePin } from 'test-support/pinFixture';
import { renderPinGrid, sessionIs } from '../testing/renderPinGrid';

const viewer = { isAuth: true, id: '1', username: 'demo', save_behavior: 1, quicksave_board_id: '9', isBot: false } as unknown as ApiViewer;
const signedIn: ApiSession = { isAuthenticated: true, unauthId: null, viewer };

const GOT_IT = "Got it! We'll try to show you more relevant Pins in the future.";
const TARTS = { id: '3', name: 'Tarts', url: '/maya_chen/tarts/', privacy: 'public', followedByMe: false } as ApiPin['board'];
const because = (reason: ApiRecommendationReason['reason']): ApiRecommendationReason => ({
  reason,
  hasBoard: reason === 'recent_followed_board',
});

let writes: unknown[][];
let sends: unknown[][];
beforeEach(() => {
  sessionIs(signedIn);
  writes = [];
  sends = [];
  jest.spyOn(api, 'write').mockImplementation(async (...args: unknown[]) => void writes.push(args.slice(0, 3)));
  jest.spyOn(api, 'send').mockImplementation(async (...args: unknown[]) => {
    sends.push(args.slice(0, 2));
    return null;
  });
});
afterEach(() => jest.restoreAllMocks());

/** One card of `pin` in a grid on `surface`, hidden from its options menu as a person does; its overlay. */
async function hiddenFrom(surface: Surface, pin: Partial<ApiPin>): Promise<HTMLElement> {
  renderPinGrid([makePin({ board: TARTS, sourceInterest: { id: '31', name: 'Baking', urlName: 'baking' }, ...pin })], {
    surface,
    label: 'Pins',
  });
  fireEvent.click(within(screen.getByRole('listitem')).getByRole('button', { name: 'More options' }));
  fireEvent.click(screen.getByRole('menuitem', { name: 'Hide Pin' }));
  return screen.findByRole('group', { name: 'Pin hidden' });
}

describe('the overlay of a pin hidden from the home feed', () => {
  it('from a followed board: Unfollow unfollows the board, and says so', async () => {
    const overlay = await hiddenFrom('AuthHomefeed', {
      recommendationReason: because('recent_followed_board'),
      board: { ...TARTS, followedByMe: true } as ApiPin['board'],
    });
    expect(overlay.textContent).toContain(GOT_IT);
    fireEvent.click(within(overlay).getByRole('button', { name: 'Unfollow' }));
    await waitFor(() => expect(overlay.textContent).toContain("You unfollowed the board Tarts and won't see Pins saved to it anymore."));
    expect(sends).toContainEqual(['DELETE /v3/boards/:board_id/follow/', { params: { board_id: '3' } }]);
    expect(within(overlay).queryByRole('button', { name: 'Unfollow' })).toBeNull();
  });

  it('from a followed person (not their board): Unfollow unfollows them, and says so', async () => {
    const overlay = await hiddenFrom('AuthHomefeed', {
      recommendationReason: because('following_feed'),
      pinner: { ...makePin().pinner, explicitlyFollowedByMe: true },
    });
    expect(overlay.textContent).toContain(GOT_IT);
    fireEvent.click(within(overlay).getByRole('button', { name: 'Unfollow' }));
    await waitFor(() => expect(overlay.textContent).toContain("You unfollowed Loom & Ladle Kitchen and won't see Pins they save anymore."));
    expect(writes).toContainEqual(['UserFollowResource', 'delete', { user: '7' }]);
  });

  it('from a followed topic (and nothing else followed): the topic message', async () => {
    const overlay = await hiddenFrom('AuthHomefeed', { recommendationReason: because('followed_interest') });
    expect(overlay.textContent).toContain("We'll show you less Pins from Baking in the future.");
  });
});

describe('the overlay of a pin no follow put there', () => {
  it("on search: 'Got it! …', and nothing to unfollow", async () => {
    const overlay = await hiddenFrom('SearchItem', { recommendationReason: null });
    expect(overlay.textContent).toContain(GOT_IT);
    expect(within(overlay).queryByRole('button', { name: 'Unfollow' })).toBeNull();
  });
});
