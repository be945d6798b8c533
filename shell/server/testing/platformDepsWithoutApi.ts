// The platform part of an edge server in the tests that run without the API: a registry and its
// access, cookies as on a plain-HTTP loopback site, and one visitor for every document.

import type { OpenedPlatform, PlatformDeps } from 'pinboard-platform';

/** Every document's visitor is `visitorKey` (null: nobody). */
export function platformDepsWithoutApi(platform: OpenedPlatform, visitorKey: string | null): PlatformDeps {
  return {
    registry: platform.registry,
    access: platform.access,
    devMode: false,
    secureCookies: false,
    anonCookie: { name: 'pb_anon', maxAgeDays: 365 },
    identify: async () => ({ key: visitorKey, newAnonId: null }),
  };
}
