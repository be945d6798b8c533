import { SITEMAP_MAX_URLS, sitemapFileCount, sitemapFilePath, sitemapIndexXml, sitemapSlices, sitemapXml } from './sitemap';

const counts = (pin: number, board = 0, profile = 0, topic = 0) => ({ pin, board, profile, topic });

describe('sitemap files (the protocol: at most 50,000 URLs a file, an index past that)', () => {
  it.each([
    [counts(0), 1],
    [counts(1), 1],
    [counts(50_000), 1],
    [counts(49_999, 1), 1],
    [counts(50_001), 2],
    [counts(40_000, 5_000, 5_000, 1), 2],
    [counts(100_000), 2],
    [counts(100_001), 3],
  ])('%j pages make %i file(s)', (pages, files) => {
    expect(SITEMAP_MAX_URLS).toBe(50_000);
    expect(sitemapFileCount(pages)).toBe(files);
  });

  it('cuts the pages, pins then boards, profiles and topics, into slices of one file each', () => {
    const pages = counts(60_000, 30_000, 9_000, 1_000);
    expect(sitemapSlices(pages, 0)).toEqual([{ kind: 'pin', offset: 0, limit: 50_000 }]);
    expect(sitemapSlices(pages, 1)).toEqual([
      { kind: 'pin', offset: 50_000, limit: 10_000 },
      { kind: 'board', offset: 0, limit: 30_000 },
      { kind: 'profile', offset: 0, limit: 9_000 },
      { kind: 'topic', offset: 0, limit: 1_000 },
    ]);
    expect(sitemapSlices(pages, 2)).toEqual([]);
    expect(sitemapSlices(counts(3, 2, 2, 2), 1, 3)).toEqual([
      { kind: 'board', offset: 0, limit: 2 },
      { kind: 'profile', offset: 0, limit: 1 },
    ]);
    expect(sitemapSlices(counts(3, 2, 2, 2), 2, 3)).toEqual([
      { kind: 'profile', offset: 1, limit: 1 },
      { kind: 'topic', offset: 0, limit: 2 },
    ]);
    expect(sitemapSlices(pages, -1)).toEqual([]);
    expect(() => sitemapFileCount(pages, 0)).toThrow('perFile must be a positive integer');
  });

  it('writes a urlset with absolute, escaped locations and W3C dates, and an index naming its files', () => {
    const xml = sitemapXml(
      [
        { path: '/pin/1001/', lastModified: '2026-12-01' },
        { path: '/maya/caf%C3%A9%20%26%20tea/', lastModified: null },
      ],
      'https://pinboard.test',
    );
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<url><loc>https://pinboard.test/pin/1001/</loc><lastmod>2026-12-01</lastmod></url>\n' +
        '<url><loc>https://pinboard.test/maya/caf%C3%A9%20%26%20tea/</loc></url>\n</urlset>\n',
    );
    expect(sitemapXml([], 'https://pinboard.test')).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n</urlset>');
    expect(sitemapFilePath(0)).toBe('/sitemap-1.xml');
    expect(sitemapIndexXml(2, 'https://pinboard.test')).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<sitemap><loc>https://pinboard.test/sitemap-1.xml</loc></sitemap>\n<sitemap><loc>https://pinboard.test/sitemap-2.xml</loc></sitemap>\n</sitemapindex>\n',
    );
  });
});
