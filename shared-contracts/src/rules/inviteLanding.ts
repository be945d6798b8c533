// Spec sections 3 (invite sender), 4 (landing flow), 5 (sender first name cut) and 6 (invite
// channels): which of the three landing experiences an ?invite_code= link shows, and the sender's
// name as shown. An unknown or failing code shows nothing.

import type { ApiInviteMetadata } from '../api/apiTypes';
import { cutText } from './textCuts';

/** Spec: invite channels 5, 9, 12 and 16 show no inviter popover. */
export const NO_POPOVER_CHANNELS: readonly number[] = [5, 9, 12, 16];
/** Spec: the sender's first name is shown only if present, cut to 30 characters. */
export const SENDER_FIRST_NAME_MAX = 30;

export type InviteLanding =
  | { kind: 'popover'; firstName: string | null; avatarUrl: string | null }
  | { kind: 'mobile-toast'; firstName: string | null }
  | { kind: 'desktop-toast'; firstName: string | null };

/** The sender's first name as shown: null when absent or blank, else cut to 30. */
export function senderFirstName(firstName: string | null): string | null {
  const trimmed = firstName?.trim() ?? '';
  return trimmed === '' ? null : cutText(trimmed, SENDER_FIRST_NAME_MAX);
}

export function inviteLanding(invite: ApiInviteMetadata | null, viewer: { isAuth: boolean; isDesktop: boolean }): InviteLanding | null {
  if (!invite) return null;
  const firstName = senderFirstName(invite.sender.first_name);
  if (viewer.isAuth) return viewer.isDesktop ? { kind: 'desktop-toast', firstName } : { kind: 'mobile-toast', firstName };
  // The spec's three experiences have none for a logged-out phone: it gets nothing.
  if (!viewer.isDesktop || NO_POPOVER_CHANNELS.includes(invite.invite_channel)) return null;
  return { kind: 'popover', firstName, avatarUrl: invite.sender.is_default_image ? null : invite.sender.image_medium_url || null };
}

/** What each landing says (not shown in the spec): the sender by first name when there is one. */
export function inviteLandingText(landing: InviteLanding): string {
  const who = landing.firstName;
  switch (landing.kind) {
    case 'popover':
      return who ? `${who} invited you to Pinboard` : "You're invited to Pinboard";
    case 'mobile-toast':
      return who ? `You're here from ${who}'s invite` : "You're here from an invite";
    case 'desktop-toast':
      return who ? `You're here from ${who}'s invite. Happy exploring!` : "You're here from an invite. Happy exploring!";
  }
}

/** The invite code in a page's query, when it is one the API could know (anything else shows nothing). */
export function inviteCodeOf(search: string): string | null {
  const code = new URLSearchParams(search).get('invite_code');
  return code && /^[A-Za-z0-9_-]{1,64}$/.test(code) ? code : null;
}
