// The double-submit CSRF pair: the readable cookie the API hands every visitor, echoed in a header
// on each call.

export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'X-CSRFToken';
