// What the platform's HTTP side needs from the edge server it runs in.

import type { AccessConfig } from '../rules/access';
import type { Registry } from '../registry/registry';

export interface VisitorIdentity {
  /** 'user:N' or 'anon:<id>'; null for bots. */
  key: string | null;
  /** Set as the anonymous-id cookie when the visitor had none. */
  newAnonId: string | null;
}

export interface PlatformDeps {
  registry: Registry;
  access: AccessConfig;
  /** Development mode: overrides may point an area at a dev server on this machine. */
  devMode: boolean;
  secureCookies: boolean;
  anonCookie: { name: string; maxAgeDays: number };
  identify: (cookies: Record<string, string | undefined>, userAgent: string | undefined) => Promise<VisitorIdentity>;
}
