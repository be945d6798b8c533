// What the routes need from the outside.

import type { Mailer } from './mailOutbox';
import type { Storage } from '../storage/storage';
import type { DemoPictures } from '../seed/demoPictures';

/**
 * Reads a page's signed token (the platform signs one per document it serves): who it was served
 * to and which page view it names, or null when forged or expired.
 */
export interface PageTokens {
  read: (token: string) => { visitor: string; page: string } | null;
}

export interface ApiDeps {
  storage: Storage;
  /** Where generated images live (DATA_DIR/media). */
  mediaDir: string;
  /** Draws a demo picture on its first request (a site with the demo world's media); without it a missing file is missing. */
  demoPictures?: DemoPictures;
  /** Set Secure on cookies: true behind HTTPS. */
  secureCookies: boolean;
  /** Event batches must come from a page this site served (the platform's report token). */
  pageTokens: PageTokens;
  /**
   * The site's own stylesheets (the shell's), for the few pages the API answers itself (/offsite/'s
   * refusals), so they look like the site; without them those pages are plain.
   */
  pageStylesheets?: readonly string[];
  /** Sends the site's mail (reset and sign-up links): to the log, and in development the status page. */
  mail?: Mailer;
  /** Seals two-factor secrets and keys recovery codes' hashes (32 bytes, twoFactorKey.ts); never stored with the data. */
  twoFactorKey: Buffer;
}
