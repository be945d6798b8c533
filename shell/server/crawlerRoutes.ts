// /robots.txt and the sitemap (/sitemap.xml, and /sitemap-{n}.xml when the pages outgrow one file),
// with the site's canonical origin in every URL. A sitemap file is made from the database once per
// change of its data (dataVersion) and kept, so a crawler asking again costs a lookup.

import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Storage } from 'api';
import { robotsTxt, SITEMAP_PATH } from './robotsTxt';
import { type SitemapCounts, sitemapFileCount, sitemapIndexXml, sitemapSlices, sitemapXml, SITEMAP_MAX_URLS } from './sitemap';

/** Crawlers come back daily at most; an hour keeps a shared cache in front of the edge useful. */
export const CRAWLER_FILE_CACHE_CONTROL = 'public, max-age=3600';

export interface CrawlerRouteDeps {
  storage: Pick<Storage, 'sitemapCounts' | 'sitemapPages' | 'dataVersion'>;
  /** The origin of every URL written (the canonical one, else the request's own). */
  originOf: (request: { protocol: string; host: string }) => string;
  /** URLs per sitemap file (the protocol's 50,000; smaller in tests). */
  perFile?: number;
}

export function crawlerRoutes(app: FastifyInstance, { storage, originOf, perFile = SITEMAP_MAX_URLS }: CrawlerRouteDeps): void {
  const kept = new Map<string, { version: number; body: string }>();
  /** A file's text for this data version: kept, or made (one at a time per file: the second asker waits for the first). */
  const making = new Map<string, Promise<string>>();
  const fileText = async (key: string, make: () => Promise<string>): Promise<string> => {
    const version = await storage.dataVersion();
    const known = kept.get(key);
    if (known?.version === version) return known.body;
    const pendingKey = `${key} ${version}`;
    let pending = making.get(pendingKey);
    if (!pending) {
      pending = make().finally(() => making.delete(pendingKey));
      making.set(pendingKey, pending);
      void pending.then((body) => kept.set(key, { version, body })).catch(() => undefined);
    }
    return pending;
  };
  const sendXml = (reply: FastifyReply, body: string) =>
    reply.header('Cache-Control', CRAWLER_FILE_CACHE_CONTROL).type('application/xml; charset=utf-8').send(body);

  const urlset = async (counts: SitemapCounts, index: number, origin: string) => {
    const slices = sitemapSlices(counts, index, perFile);
    const pages = await Promise.all(slices.map((slice) => storage.sitemapPages(slice.kind, slice.offset, slice.limit)));
    return sitemapXml(pages.flat(), origin);
  };

  app.get('/robots.txt', (request, reply) =>
    reply
      .header('Cache-Control', CRAWLER_FILE_CACHE_CONTROL)
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(originOf(request))),
  );

  app.get(SITEMAP_PATH, async (request, reply) => {
    const origin = originOf(request);
    const body = await fileText(`${origin} index`, async () => {
      const counts = await storage.sitemapCounts();
      const files = sitemapFileCount(counts, perFile);
      return files === 1 ? urlset(counts, 0, origin) : sitemapIndexXml(files, origin);
    });
    return sendXml(reply, body);
  });

  app.get<{ Params: { n: string } }>('/sitemap-:n.xml', async (request, reply) => {
    const origin = originOf(request);
    const n = /^[1-9]\d{0,5}$/.test(request.params.n) ? Number(request.params.n) : 0;
    const counts = n > 0 ? await storage.sitemapCounts() : undefined;
    // Only an index's files exist: with one file, /sitemap.xml is the sitemap.
    if (!counts || sitemapFileCount(counts, perFile) < 2 || n > sitemapFileCount(counts, perFile)) {
      return reply
        .code(404)
        .header('Cache-Control', 'no-store')
        .send({ error: `no sitemap file ${request.url}` });
    }
    return sendXml(reply, await fileText(`${origin} ${n}`, () => urlset(counts, n - 1, origin)));
  });
}
