// Spec section 5: the stats button shows only when all hold: signed in, the device check passes,
// the pin is not a story pin (unless the viewer is a partner), the surface is a board grid, a
// profile grid or one of the extra listed surfaces, and the viewer owns the pin or may manage the
// profile's analytics. Its text is cut to 12 plus an ellipsis when longer than 14.

import type { ApiGridPin, Privacy } from '../api/apiTypes';
import { isStoryPin } from './contentType';
import { mayViewPinAnalytics } from './pinAnalytics';
import { cutWithEllipsis } from './textCuts';

/** The button's words, on a card and on the closeup; 'See more stats' is the page it leads to. */
export const STATS_BUTTON_TEXT = 'See stats';
export const STATS_TEXT_CUT = 12;
export const STATS_TEXT_MAX = 14;

export const BOARD_GRID_SURFACES = ['BaseBoardPinGrid'] as const;
export const PROFILE_GRID_SURFACES = [
  'UserProfilePinGrid',
  'OtherProfilePinGrid',
  'CreatorProfileStoryPinGrid',
  'CreatorProfileActivityPinGrid',
] as const;
/** The spec does not list its extra surfaces; the closeup is one, since the issue puts the button there. */
export const EXTRA_STATS_SURFACES = ['PinCloseup'] as const;

export type StatsSurface =
  (typeof BOARD_GRID_SURFACES)[number] | (typeof PROFILE_GRID_SURFACES)[number] | (typeof EXTRA_STATS_SURFACES)[number];

const STATS_SURFACES: readonly string[] = [...BOARD_GRID_SURFACES, ...PROFILE_GRID_SURFACES, ...EXTRA_STATS_SURFACES];

export interface StatsButtonContext {
  isAuth: boolean;
  /** The spec's device check; here, a desktop-sized window (its gated features are desktop ones). */
  deviceCheckPasses: boolean;
  isStoryPin: boolean;
  viewerIsPartner: boolean;
  surface: string;
  viewerOwnsPin: boolean;
  /** Profile-manager permission on both the pin's owner and its board's owner. */
  mayManageProfileAnalytics: boolean;
}

export function showsStatsButton(ctx: StatsButtonContext): boolean {
  return (
    ctx.isAuth &&
    ctx.deviceCheckPasses &&
    (!ctx.isStoryPin || ctx.viewerIsPartner) &&
    STATS_SURFACES.includes(ctx.surface) &&
    (ctx.viewerOwnsPin || ctx.mayManageProfileAnalytics)
  );
}

export function statsButtonText(text: string): string {
  return Array.from(text).length > STATS_TEXT_MAX ? cutWithEllipsis(text, STATS_TEXT_CUT) : text;
}

/** The pin and viewer as a card and the closeup know them. */
export interface StatsButtonPin extends Pick<ApiGridPin, 'storyPinData'> {
  pinner: { id: string };
  board?: { privacy: Privacy } | null;
  isRepin: boolean;
}

/**
 * Whether `viewer` sees the stats button on `pin` on `surface`: the spec's rule, with ownership
 * judged by the stats page's own rule, so the button never leads to a page that says not found.
 * The API has no profile-manager permissions yet: nobody manages another's analytics.
 */
export function showsStatsButtonOn(
  pin: StatsButtonPin,
  viewer: { id: string; isPartner: boolean } | null,
  where: { surface: string; isDesktop: boolean },
): boolean {
  const owns =
    viewer !== null &&
    mayViewPinAnalytics({
      viewerId: viewer.id,
      viewerIsPartner: viewer.isPartner,
      pinnerId: pin.pinner.id,
      boardPrivacy: pin.board?.privacy ?? null,
      isRepin: pin.isRepin,
      hasRealtimeAnalytics: true,
    });
  return showsStatsButton({
    isAuth: viewer !== null,
    deviceCheckPasses: where.isDesktop,
    isStoryPin: isStoryPin(pin),
    viewerIsPartner: viewer?.isPartner ?? false,
    surface: where.surface,
    viewerOwnsPin: owns,
    mayManageProfileAnalytics: false,
  });
}
