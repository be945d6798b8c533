// The edge server's files for crawlers and for the browser's chrome, with the real API over the
// seeded demo world: /robots.txt, /sitemap.xml (the public pins, boards, profiles and topics, never
// a secret board or its pins), a sitemap index once the pages outgrow a file, and the icon and web
// app manifest drawn from the design tokens, linked from every document and allowed by its policy.

import Fastify, { type FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SitemapKind, SitemapPage } from 'api';
import { DEMO_LANDMARKS } from 'api/src/seed/demoWorld';
import { crawlerRoutes } from './crawlerRoutes';
import { edgeTestDocument } from './testing/edgeTestDocument';
import { edgeOverTestApiForFile } from './testing/edgeOverTestApi';

const ORIGIN = 'https://pinboard.test';
const TOKENS = readFileSync(path.join(__dirname, '..', '..', 'design-tokens', 'tokens.css'), 'utf8');
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';

const edge = edgeOverTestApiForFile(
  {
    name: 'edge-crawlers',
    document: edgeTestDocument(['mf_feed', 'not-found'], '<link rel="stylesheet" href="/shell/styles.test.css">'),
    shellFiles: { 'public/styles.test.css': TOKENS },
    builds: { mf_feed: { packageVersion: '2.1.0' } },
  },
  () => ({ publicOrigin: ORIGIN }),
);

const get = (url: string) => edge.app.inject({ method: 'GET', url, headers: { 'user-agent': BROWSER } });
const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');

describe('/robots.txt', () => {
  it('is plain text that keeps crawlers out of private pages and names the sitemap on the canonical origin', async () => {
    const answer = await get('/robots.txt');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(answer.body).toContain('Disallow: /settings$\n');
    expect(answer.body).toContain('Disallow: /_platform/\n');
    expect(answer.body).toContain('Disallow: /resource/\n');
    expect(answer.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe('/sitemap.xml', () => {
  it("lists every public pin, board, profile and topic once, on the canonical origin, and no secret board's page or pins", async () => {
    const answer = await get('/sitemap.xml');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/xml; charset=utf-8');
    const urls = locations(answer.body);
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls.every((url) => url.startsWith(`${ORIGIN}/`))).toBe(true);
    const count = (sql: string) => edge.testApi.count(sql);
    const pins = await count(
      "SELECT COUNT(*) AS n FROM pins p JOIN boards b ON b.id = p.board_id WHERE p.is_repin = 0 AND b.privacy = 'public' AND b.archived = 0",
    );
    const boards = await count("SELECT COUNT(*) AS n FROM boards WHERE privacy = 'public' AND archived = 0");
    const people = await count('SELECT COUNT(*) AS n FROM users');
    const topics = await count('SELECT COUNT(*) AS n FROM interests');
    expect(pins).toBeGreaterThan(100);
    expect(urls.filter((url) => url.includes('/pin/'))).toHaveLength(pins);
    expect(urls).toHaveLength(pins + boards + people + topics);
    expect(urls).toContain(`${ORIGIN}/pin/1001/`);
    expect(urls).toContain(`${ORIGIN}/demo/`);
    expect(urls.some((url) => url.startsWith(`${ORIGIN}/ideas/`))).toBe(true);
    expect(answer.body).toMatch(/<url><loc>[^<]+\/pin\/\d+\/<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod><\/url>/);

    const secret = (await edge.testApi.row(
      'SELECT b.slug AS slug, u.username AS username FROM boards b JOIN users u ON u.id = b.owner_id WHERE b.id = ?',
      DEMO_LANDMARKS.boards.demoGiftsSecret,
    )) as { slug: string; username: string };
    expect(urls.some((url) => url.endsWith(`/${secret.username}/${encodeURIComponent(secret.slug)}/`))).toBe(false);
    const secretPins = (await edge.testApi.rows('SELECT id FROM pins WHERE board_id = ?', DEMO_LANDMARKS.boards.demoGiftsSecret)) as {
      id: number;
    }[];
    expect(secretPins.length).toBeGreaterThan(0);
    expect(secretPins.filter(({ id }) => urls.includes(`${ORIGIN}/pin/${id}/`))).toEqual([]);
  });

  it('is not a page: /sitemap-1.xml is no file while one sitemap holds everything', async () => {
    expect((await get('/sitemap-1.xml')).statusCode).toBe(404);
  });
});

describe('a sitemap past its bound', () => {
  const pages: Record<SitemapKind, string[]> = {
    pin: ['/pin/1/', '/pin/2/', '/pin/3/', '/pin/4/'],
    board: ['/maya/soups/'],
    profile: ['/maya/', '/demo/'],
    topic: ['/ideas/gardening/7/'],
  };
  let small: FastifyInstance;
  let reads = 0;
  beforeAll(async () => {
    small = Fastify();
    crawlerRoutes(small, {
      storage: {
        dataVersion: () => Promise.resolve(1),
        sitemapCounts: () =>
          Promise.resolve({ pin: pages.pin.length, board: pages.board.length, profile: pages.profile.length, topic: pages.topic.length }),
        sitemapPages: (kind, offset, limit) => {
          reads += 1;
          return Promise.resolve(pages[kind].slice(offset, offset + limit).map((p): SitemapPage => ({ path: p, lastModified: null })));
        },
      },
      originOf: () => ORIGIN,
      perFile: 3,
    });
    await small.ready();
  });
  afterAll(() => small.close());

  it('is an index of files of at most the bound, which together list every page once; a file past them is not found', async () => {
    const index = await small.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(index.body).toContain('<sitemapindex');
    expect(locations(index.body)).toEqual([1, 2, 3].map((n) => `${ORIGIN}/sitemap-${n}.xml`));
    const files = await Promise.all([1, 2, 3].map((n) => small.inject({ method: 'GET', url: `/sitemap-${n}.xml` })));
    const lists = files.map((file) => locations(file.body));
    expect(lists.map((list) => list.length)).toEqual([3, 3, 2]);
    expect(lists.flat()).toEqual(
      Object.values(pages)
        .flat()
        .map((p) => `${ORIGIN}${p}`),
    );
    expect((await small.inject({ method: 'GET', url: '/sitemap-4.xml' })).statusCode).toBe(404);
    expect((await small.inject({ method: 'GET', url: '/sitemap-0.xml' })).statusCode).toBe(404);
    // Asked again with the data unchanged: kept, not read again.
    const before = reads;
    await small.inject({ method: 'GET', url: '/sitemap-2.xml' });
    expect(reads).toBe(before);
  });
});

describe('the icon and web app manifest', () => {
  it('are drawn from the design tokens, linked from every document and allowed by its policy', async () => {
    const icon = await get('/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/svg+xml');
    expect(icon.body).toContain('fill="#e60023"');
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(JSON.parse(manifest.body)).toMatchObject({ name: 'Pinboard', theme_color: '#fff', start_url: '/' });
    expect((await get('/favicon.ico')).headers.location).toBe('/favicon.svg');

    for (const url of ['/', '/pin/1001/', '/no-such-person-here/']) {
      const page = await get(url);
      expect(page.body).toContain(
        '<link rel="icon" href="/favicon.svg" type="image/svg+xml"><link rel="manifest" href="/manifest.webmanifest">',
      );
      expect(page.body).toContain('<meta name="theme-color" content="#111" media="(prefers-color-scheme: dark)">');
      const policy = String(page.headers['content-security-policy']);
      expect(policy).toContain("manifest-src 'self'");
      expect(policy).toMatch(/img-src 'self'/);
    }
  });
});
