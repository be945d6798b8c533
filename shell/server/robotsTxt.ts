// /robots.txt: crawlers may read every public page (pins, boards, profiles, topics, discovery, and
// the pictures and scripts they need to render them), not a person's own pages (settings,
// notifications, inbox, the creation and edit tools), the sign-in pages, the API, the platform's
// registry or the outbound redirect; and where the sitemap is. Each private first segment is
// refused as itself and as a folder ('/settings' and '/settings/…'), never as a prefix, so a
// profile named 'settingsfan' stays open.

import { SERVER_PATH_SEGMENTS } from 'shared-contracts/rules';

/** First path segments no crawler is sent to: the server's own (its files and pictures excepted) and a person's own pages. */
export const PRIVATE_SEGMENTS = [
  ...SERVER_PATH_SEGMENTS.filter((segment) => segment !== 'shell' && segment !== 'remotes' && segment !== 'media'),
  'pin_redirect',
  'settings',
  'login',
  'logout',
  'signup',
  'password',
  'pw',
  'secure',
  'email',
  'notifications',
  'inbox',
  'messages',
  'me',
  'edit',
  'board',
  'boardsection',
  'business',
  'search',
  'oauth',
  'verify',
  'pin-builder',
  'idea-pin-builder',
  'story-pin-builder',
  'pin-creation-tool',
  'idea-ads-tool',
  'pin-editor',
] as const;

/** A pin's own pages that only its viewer acts on (spec section 2's pin routes). */
const PRIVATE_PIN_PAGES = ['create/', '*/edit', '*/repin', '*/analytics', '*/sent', '*/feedback'] as const;

export const SITEMAP_PATH = '/sitemap.xml';

export function robotsTxt(origin: string): string {
  const refused = [
    ...PRIVATE_SEGMENTS.flatMap((segment) => [`/${segment}$`, `/${segment}/`]),
    ...PRIVATE_PIN_PAGES.map((page) => `/pin/${page}`),
  ];
  return ['User-agent: *', 'Allow: /', ...refused.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}${SITEMAP_PATH}`, ''].join(
    '\n',
  );
}
