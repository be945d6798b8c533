// Which header the login prompt shows, by why the visitor was asked to log in (spec section 6).

export type AuthReason =
  'continue' | 'save' | 'send' | 'edit' | 'create-pin-or-board' | 'create-board' | 'hide' | 'share-profile' | 'follow' | 'unfollow';

const HEADERS: Readonly<Record<AuthReason, string>> = {
  continue: 'Log in to continue',
  save: 'Log in to save this Pin',
  send: 'Log in to send this Pin',
  edit: 'Log in to edit this Pin',
  'create-pin-or-board': 'Log in to create a Pin or board',
  'create-board': 'Log in to create a board',
  hide: 'Log in to hide this Pin',
  'share-profile': 'Log in to share the profile',
  follow: 'Log in to follow',
  unfollow: 'Log in to unfollow',
};

export const LOGIN_SUBHEADER = "You're almost there! Log in to access all of the product";

export function loginHeaderFor(reason: AuthReason): string {
  return HEADERS[reason];
}
