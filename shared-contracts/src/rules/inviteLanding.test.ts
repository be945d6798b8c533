import type { ApiInviteMetadata } from '../api/apiTypes';
import {
  inviteCodeOf,
  inviteLanding,
  inviteLandingText,
  NO_POPOVER_CHANNELS,
  SENDER_FIRST_NAME_MAX,
  senderFirstName,
  type InviteLanding,
} from './inviteLanding';

const invite = (channel: number, firstName: string | null = 'Ada', defaultImage = false): ApiInviteMetadata => ({
  invite_code: 'abc123',
  invite_channel: channel,
  sender: {
    id: '7',
    first_name: firstName,
    full_name: 'Ada Lovelace',
    is_default_image: defaultImage,
    image_medium_url: '/media/avatars/7.svg',
    should_show_messaging: true,
  },
});

describe('senderFirstName (spec: shown only if present, cut to 30)', () => {
  it('cuts at 30', () => expect(SENDER_FIRST_NAME_MAX).toBe(30));
  it.each([
    [null, null],
    ['', null],
    ['   ', null],
    ['Ada', 'Ada'],
    ['A'.repeat(30), 'A'.repeat(30)],
    ['A'.repeat(31), 'A'.repeat(30)],
  ])('%p is shown as %p', (name, shown) => expect(senderFirstName(name)).toBe(shown));
});

describe('inviteLanding: one of three experiences, none on error', () => {
  const desktopVisitor = { isAuth: false, isDesktop: true };
  const cases: Array<[string, ApiInviteMetadata | null, { isAuth: boolean; isDesktop: boolean }, InviteLanding | null]> = [
    [
      'a logged-out desktop visitor gets the popover',
      invite(1),
      desktopVisitor,
      { kind: 'popover', firstName: 'Ada', avatarUrl: '/media/avatars/7.svg' },
    ],
    ['a default picture is not shown', invite(1, 'Ada', true), desktopVisitor, { kind: 'popover', firstName: 'Ada', avatarUrl: null }],
    [
      'a sender without a first name',
      invite(1, null),
      desktopVisitor,
      { kind: 'popover', firstName: null, avatarUrl: '/media/avatars/7.svg' },
    ],
    ...NO_POPOVER_CHANNELS.map((channel): [string, ApiInviteMetadata, typeof desktopVisitor, null] => [
      `channel ${channel} shows no popover`,
      invite(channel),
      desktopVisitor,
      null,
    ]),
    ['a logged-in phone gets the mobile toast', invite(1), { isAuth: true, isDesktop: false }, { kind: 'mobile-toast', firstName: 'Ada' }],
    [
      'a logged-in desktop gets the desktop toast',
      invite(5),
      { isAuth: true, isDesktop: true },
      { kind: 'desktop-toast', firstName: 'Ada' },
    ],
    ['a logged-out phone gets nothing', invite(1), { isAuth: false, isDesktop: false }, null],
    ['an unknown or failing code shows nothing', null, desktopVisitor, null],
  ];
  it.each(cases)('%s', (_case, metadata, viewer, landing) => expect(inviteLanding(metadata, viewer)).toEqual(landing));

  it('names channels 5, 9, 12 and 16', () => expect(NO_POPOVER_CHANNELS).toEqual([5, 9, 12, 16]));
});

describe('what each landing says', () => {
  it.each<[InviteLanding, string]>([
    [{ kind: 'popover', firstName: 'Maya', avatarUrl: null }, 'Maya invited you to Pinboard'],
    [{ kind: 'popover', firstName: null, avatarUrl: null }, "You're invited to Pinboard"],
    [{ kind: 'mobile-toast', firstName: 'Maya' }, "You're here from Maya's invite"],
    [{ kind: 'desktop-toast', firstName: null }, "You're here from an invite. Happy exploring!"],
  ])('%p → %s', (landing, text) => expect(inviteLandingText(landing)).toBe(text));
});

describe('inviteCodeOf: the code in the query, if it could be one', () => {
  it.each<[string, string | null]>([
    ['?invite_code=abc_DEF-12', 'abc_DEF-12'],
    ['?q=x&invite_code=k9', 'k9'],
    ['', null],
    ['?invite_code=', null],
    ['?invite_code=../etc', null],
    [`?invite_code=${'a'.repeat(65)}`, null],
  ])('%s → %p', (search, code) => expect(inviteCodeOf(search)).toBe(code));
});
