// The platform part of an edge server in the tests: as platformDepsWithoutApi.ts, with each
// document's visitor identified by the real API's storage.

import { identifyDocumentVisitor, type Storage } from 'api';
import type { OpenedPlatform, PlatformDeps, Registry } from 'pinboard-platform';
import { platformDepsWithoutApi } from './platformDepsWithoutApi';

export function platformDepsFor(platform: OpenedPlatform, storage: Storage, registry: Registry = platform.registry): PlatformDeps {
  return {
    ...platformDepsWithoutApi(platform, null),
    registry,
    identify: (cookies, userAgent) => identifyDocumentVisitor(storage, cookies, userAgent),
  };
}
