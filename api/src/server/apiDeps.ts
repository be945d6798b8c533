// What the routes need from the outside.

import type { Storage } from '../storage/storage';

/** Reads a page's signed token (the platform signs one per document it serves): who it was served to, or null when forged or expired. */
export interface PageTokens {
  read: (token: string) => { visitor: string } | null;
}

export interface ApiDeps {
  storage: Storage;
  /** Where generated images live (DATA_DIR/media). */
  mediaDir: string;
  /** Set Secure on cookies: true behind HTTPS. */
  secureCookies: boolean;
  /** Event batches must come from a page this site served (the platform's report token). */
  pageTokens: PageTokens;
}
