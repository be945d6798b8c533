// Spec section 9's placement ids, and which of them each page asks for (not shown in the spec:
// chosen so every seeded experience has a page). The API answers only those for this viewer
// (signed in, visitor, or one user), and none for bots. A profile asks for what fits whose it is.

import type { Route } from './routes';

export const PLACEMENTS = {
  /** Home: toasts (welcome back, and the one a completed modal triggers). */
  homeToast: '1000162',
  /** Home: the onboarding modal. */
  homeModal: '1000075',
  /** Spec section 9: 1000421 is the survey. */
  survey: '1000421',
  /** Spec section 9: 1000069 hides (or shows) the signed-in footer. */
  hideFooter: '1000069',
  /** The closeup's save button: a pulsar and its tooltip. */
  saveButtonTip: '1000155',
  /** Callouts: closeup and another's profile (the visitors' upsell). */
  callout: '1000281',
  /**
   * Callouts about the person's own boards (the secret boards tip): asked for only on the viewer's
   * own profile's Boards tab, where they make boards, the only page where such a tip means something.
   */
  ownBoardsCallout: '1000282',
  /** The profile's Create board button: an educational popover. */
  boardPopover: '1000290',
  /** Home: the visitors' hero banner (experience 502597). */
  visitorHero: '1000160',
  /** Home: the signed-in marketing banner (experience 500735). */
  marketingBanner: '1000161',
  /** Search: an anchored flyout over the search scopes. */
  searchFlyout: '1000300',
  /** A board page: an educational banner. */
  boardBanner: '1000310',
} as const;

const P = PLACEMENTS;

/** `viewer`: the signed-in viewer's username, or null for a visitor. */
export function placementsFor(route: Route, viewer: string | null): string[] {
  switch (route.area) {
    case 'feed':
      if (route.page === 'home') return [P.homeToast, P.homeModal, P.survey, P.visitorHero, P.marketingBanner];
      return route.page === 'search' ? [P.searchFlyout] : [];
    case 'closeup':
      return route.page === 'pin' ? [P.saveButtonTip, P.callout] : [];
    case 'boards':
      if (route.page === 'board') return [P.boardBanner];
      if (route.page !== 'profile') return [];
      if (viewer === null || viewer.toLowerCase() !== route.username.toLowerCase()) return [P.callout];
      return route.tab === 'boards' ? [P.ownBoardsCallout, P.boardPopover] : [P.boardPopover];
    default:
      return [];
  }
}
