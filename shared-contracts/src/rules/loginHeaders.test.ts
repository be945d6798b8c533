import { loginHeaderFor, LOGIN_SUBHEADER, type AuthReason } from './loginHeaders';

const cases: Array<[AuthReason, string]> = [
  ['continue', 'Log in to continue'],
  ['save', 'Log in to save this Pin'],
  ['send', 'Log in to send this Pin'],
  ['edit', 'Log in to edit this Pin'],
  ['create-pin-or-board', 'Log in to create a Pin or board'],
  ['create-board', 'Log in to create a board'],
  ['hide', 'Log in to hide this Pin'],
  ['share-profile', 'Log in to share the profile'],
  ['follow', 'Log in to follow'],
  ['unfollow', 'Log in to unfollow'],
];

describe('loginHeaderFor', () => {
  it.each(cases)('%s -> %s', (reason, header) => {
    expect(loginHeaderFor(reason)).toBe(header);
  });
  it('has the spec subheader', () => {
    expect(LOGIN_SUBHEADER).toBe("You're almost there! Log in to access all of the product");
  });
});
