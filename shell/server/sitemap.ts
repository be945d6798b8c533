// The sitemap protocol (sitemaps.org) over the site's public pages: at most 50,000 URLs in one
// file; past that, /sitemap.xml is a sitemap index naming /sitemap-1.xml, /sitemap-2.xml … each a
// 50,000-URL slice of the pages (pins, then boards, profiles and topics, each in id order).

import type { SitemapKind, SitemapPage } from 'api';

/** The protocol's bound on the URLs of one sitemap file (and on the sitemaps of one index). */
export const SITEMAP_MAX_URLS = 50_000;
export const SITEMAP_KINDS: readonly SitemapKind[] = ['pin', 'board', 'profile', 'topic'];

export type SitemapCounts = Readonly<Record<SitemapKind, number>>;

/** One kind's run of pages in a sitemap file: `limit` of them from `offset`. */
export interface SitemapSlice {
  kind: SitemapKind;
  offset: number;
  limit: number;
}

export function totalPages(counts: SitemapCounts): number {
  return SITEMAP_KINDS.reduce((sum, kind) => sum + Math.max(0, counts[kind]), 0);
}

/** How many sitemap files the pages need (0 pages: one, empty); 1 means /sitemap.xml lists them itself. */
export function sitemapFileCount(counts: SitemapCounts, perFile = SITEMAP_MAX_URLS): number {
  if (!Number.isInteger(perFile) || perFile < 1) throw new Error(`sitemapFileCount: perFile must be a positive integer, not ${perFile}`);
  return Math.max(1, Math.ceil(totalPages(counts) / perFile));
}

/** The slices of file `index` (0-based) of the pages in SITEMAP_KINDS order; [] past the last. */
export function sitemapSlices(counts: SitemapCounts, index: number, perFile = SITEMAP_MAX_URLS): SitemapSlice[] {
  if (!Number.isInteger(index) || index < 0) return [];
  let start = index * perFile;
  let room = perFile;
  const slices: SitemapSlice[] = [];
  for (const kind of SITEMAP_KINDS) {
    const count = Math.max(0, counts[kind]);
    if (room === 0) break;
    if (start >= count) {
      start -= count;
      continue;
    }
    const limit = Math.min(count - start, room);
    slices.push({ kind, offset: start, limit });
    room -= limit;
    start = 0;
  }
  return slices;
}

const XML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const xml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** A <urlset> of these pages, absolute against `origin`. */
export function sitemapXml(pages: readonly SitemapPage[], origin: string): string {
  const urls = pages.map((page) => {
    const lastmod = page.lastModified ? `<lastmod>${xml(page.lastModified)}</lastmod>` : '';
    return `<url><loc>${xml(new URL(page.path, `${origin}/`).href)}</loc>${lastmod}</url>`;
  });
  return `${HEAD}<urlset xmlns="${NAMESPACE}">\n${urls.join('\n')}${urls.length > 0 ? '\n' : ''}</urlset>\n`;
}

/** The path of sitemap file `index` (0-based) of an index. */
export function sitemapFilePath(index: number): string {
  return `/sitemap-${index + 1}.xml`;
}

/** A <sitemapindex> naming `files` sitemap files. */
export function sitemapIndexXml(files: number, origin: string): string {
  const entries = Array.from({ length: files }, (_, index) => `<sitemap><loc>${xml(`${origin}${sitemapFilePath(index)}`)}</loc></sitemap>`);
  return `${HEAD}<sitemapindex xmlns="${NAMESPACE}">\n${entries.join('\n')}\n</sitemapindex>\n`;
}
