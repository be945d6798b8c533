// What the site says of itself at fixed paths: its icon and web app manifest (siteIconRoutes.ts),
// and, with the API's data, /robots.txt and the sitemap (crawlerRoutes.ts).

import type { Storage } from 'api';
import type { FastifyInstance } from 'fastify';
import { crawlerRoutes } from './crawlerRoutes';
import type { SiteColours } from './siteIcons';
import { siteIconRoutes } from './siteIconRoutes';

export interface SiteFilesOptions {
  /** Null for a shell without tokens in its stylesheet (a test's bare one): it has no icon to serve. */
  siteColours: SiteColours | null;
  /** Absent for a site without data: no sitemap to write. */
  storage?: Storage;
  /** The origin of every URL the sitemap and robots.txt write. */
  originOf: (request: { protocol: string; host: string }) => string;
}

export async function siteFilesPlugin(app: FastifyInstance, options: SiteFilesOptions): Promise<void> {
  if (options.siteColours) siteIconRoutes(app, options.siteColours);
  if (options.storage) crawlerRoutes(app, { storage: options.storage, originOf: options.originOf });
}
