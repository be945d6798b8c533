// What the routes need from the outside.

import type { Storage } from '../storage/storage';

export interface ApiDeps {
  storage: Storage;
  /** Where generated images live (DATA_DIR/media). */
  mediaDir: string;
  /** Set Secure on cookies: true behind HTTPS. */
  secureCookies: boolean;
}
