// The cookies the API sets. The session and CSRF secret are httpOnly; the CSRF token is readable
// so the site's client can echo it in the X-CSRFToken header.

export const SESSION_COOKIE = 'pb_session';
export const CSRF_SECRET_COOKIE = 'pb_csrf_secret';
export const CSRF_TOKEN_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'x-csrftoken';
/** A long-lived random id for signed-out visitors (spec: unauthId). */
export const ANON_COOKIE = 'pb_anon';

export const SESSION_DAYS = 30;
export const ANON_DAYS = 365;
