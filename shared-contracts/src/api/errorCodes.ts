// Error codes of the API that a page acts on by code, not only by their message.

/** The server's code when an unsave would delete the pin itself (the copy is the viewer's own pin). */
export const WOULD_DELETE_PIN = 'would_delete_pin';

/**
 * The field a login's 429 names when the account's failures from everywhere hold back this new
 * device (not this address's own): the form offers a one-time login link by mail instead.
 */
export const LOGIN_LINK_FIELD = 'login_link';
