// What the platform's HTTP side needs from the edge server it runs in.

import type { FastifyRequest } from 'fastify';
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
  /**
   * Who is asking, among the site's people (from the session cookie; sets no cookie): the status
   * figures are for employees and token holders. Absent (a site without accounts): only tokens.
   */
  staffOf?: (request: FastifyRequest) => Promise<StaffStanding>;
  /**
   * What the site would have mailed (reset and sign-up links), newest first: the status page lists it
   * in development mode only, where there is no mail.
   */
  unsentMail?: () => readonly UnsentMail[];
}

/** An employee; signed in but not one; or not signed in. */
export type StaffStanding = 'employee' | 'not-employee' | 'signed-out';

export interface UnsentMail {
  /** Whom it was for. */
  to: string;
  /** What it was, as its subject line says. */
  subject: string;
  /** The link it carried (a path on this site). */
  link: string;
  expiresAt: string;
}
