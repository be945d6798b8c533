// Where the site's icon and web app manifest are served (the edge server draws them from the
// design tokens), and the tags that link them, for every document the servers write: the shell's
// (with the bars' colours too), the platform's status page, the outbound interstitial, the
// too-many-documents page.

export const FAVICON_PATH = '/favicon.svg';
/** The same mark on a full square, its letter inside the safe zone a launcher may cut to a circle. */
export const MASKABLE_ICON_PATH = '/favicon-maskable.svg';
export const MANIFEST_PATH = '/manifest.webmanifest';

export const SITE_ICON_LINKS = `<link rel="icon" href="${FAVICON_PATH}" type="image/svg+xml"><link rel="manifest" href="${MANIFEST_PATH}">`;
