// Error codes of the API that a page acts on by code, not only by their message.

/** The server's code when an unsave would delete the pin itself (the copy is the viewer's own pin). */
export const WOULD_DELETE_PIN = 'would_delete_pin';
