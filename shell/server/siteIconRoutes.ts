// Serves the site's icon and web app manifest (siteIcons.ts), made once from the shell's built
// stylesheet, and writes their tags into the shell's document template so every page links them.
// A shell whose stylesheet carries no tokens (a test's bare shell) gets neither, said in one line.

import type { FastifyInstance, FastifyReply } from 'fastify';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { FAVICON_PATH, MANIFEST_PATH, MASKABLE_ICON_PATH } from 'shared-contracts/platform';
import { faviconSvg, type SiteColours, siteColoursOf, siteIconTags, webManifest } from './siteIcons';

/** Not content-addressed, so kept a day: a new accent reaches every tab by the next. */
export const SITE_ICON_CACHE_CONTROL = 'public, max-age=86400';

/** The site's colours from the shell's stylesheets (paths as the document links them), or null when none holds the tokens. */
export async function readSiteColours(shellPublic: string, stylesheets: readonly string[]): Promise<SiteColours | null> {
  const texts = await Promise.all(
    stylesheets
      .filter((href) => href.startsWith('/shell/'))
      .map((href) => readFile(path.join(shellPublic, href.slice('/shell/'.length)), 'utf8').catch(() => '')),
  );
  try {
    return siteColoursOf(texts.join('\n'));
  } catch {
    return null;
  }
}

/** The template with the icon's and manifest's tags at the end of its head. */
export function templateWithSiteIcons(template: string, colours: SiteColours): string {
  return template.replace(/<\/head>/, () => `${siteIconTags(colours)}</head>`);
}

export function siteIconRoutes(app: FastifyInstance, colours: SiteColours): void {
  const icon = faviconSvg(colours);
  const maskable = faviconSvg(colours, true);
  const manifest = webManifest(colours);
  const svg = (body: string) => (_request: unknown, reply: FastifyReply) =>
    reply.header('Cache-Control', SITE_ICON_CACHE_CONTROL).type('image/svg+xml').send(body);
  app.get(FAVICON_PATH, svg(icon));
  app.get(MASKABLE_ICON_PATH, svg(maskable));
  // What a browser asks for by itself, where a page does not say (a feed reader, a JSON answer opened in a tab).
  app.get('/favicon.ico', (_request, reply) => reply.header('Cache-Control', SITE_ICON_CACHE_CONTROL).redirect(FAVICON_PATH, 301));
  app.get(MANIFEST_PATH, (_request, reply) =>
    reply.header('Cache-Control', SITE_ICON_CACHE_CONTROL).type('application/manifest+json; charset=utf-8').send(manifest),
  );
}
