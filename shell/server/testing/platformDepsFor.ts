// The platform part of an edge server in the tests: a registry and its access, cookies as on a
// plain-HTTP loopback site, and each document's visitor identified by the real API's storage.

import { identifyDocumentVisitor, type Storage } from 'api';
import type { OpenedPlatform, PlatformDeps, Registry } from 'pinboard-platform';

export function platformDepsFor(platform: OpenedPlatform, storage: Storage, registry: Registry = platform.registry): PlatformDeps {
  return {
    registry,
    access: platform.access,
    devMode: false,
    secureCookies: false,
    anonCookie: { name: 'pb_anon', maxAgeDays: 365 },
    identify: (cookies, userAgent) => identifyDocumentVisitor(storage, cookies, userAgent),
  };
}
