import type { PlatformConfig, RemoteDescriptor } from 'shared-contracts/platform';
import {
  documentEnd,
  documentStart,
  type FirstScreenMarkup,
  hasAreaElement,
  preloadLinks,
  renderDocument,
  styleHashSource,
} from './document';
import { PLATFORM_PLACEHOLDER } from './documentTemplate';

const CONFIG: PlatformConfig = { loadTimeoutMs: 8000, remotes: [] };
const ROUTE = { area: 'closeup', page: 'pin', pinId: '7', slug: null, view: 'closeup', query: {} } as const;

// As written in shell/src/document.html, and as html-webpack-plugin minifies it into shell/dist.
const SOURCE = `<html><head><title>Pinboard</title>
    <meta name="description" content="Discover ideas and save them to your boards." />
    <link rel="icon" href="data:," /></head><body><main><div id="area-mf_feed" class="area"></div><div id="area-mf_closeup" class="area"></div></main>
    <script id="pinboard-platform" type="application/json">${PLATFORM_PLACEHOLDER}</script></body></html>`;
const MINIFIED = `<html lang=en><head><title>Pinboard</title><meta name=description content="Discover ideas and save them to your boards."><link rel=icon href=data:,></head><body><main><div id=area-mf_feed class=area></div><div id=area-mf_closeup class=area></div></main><script id=pinboard-platform type=application/json>${PLATFORM_PLACEHOLDER}</script></body></html>`;

const pinScreen: FirstScreenMarkup = {
  remote: 'mf_closeup',
  head: '<title>Lemon tart · Pinboard</title>\n<meta name="description" content="Tart." />',
  html: '<article><h1>Lemon tart</h1></article>',
  css: '',
  layout: { gridWidth: 1265, isDesktop: true },
  queryState: { queries: [], mutations: [] },
  readsUsed: [],
};

describe.each([
  ['the source document', SOURCE],
  ['the minified build', MINIFIED],
])('renderDocument on %s', (_label, template) => {
  it('writes the route title and the config without server markup', () => {
    const html = renderDocument(template, CONFIG, ROUTE);
    expect(html).toContain('<title>Pin 7 · Pinboard</title>');
    expect(html).toContain('Discover ideas and save them to your boards.');
    expect(html).toContain('{"loadTimeoutMs":8000,"remotes":[]}');
  });

  it("puts an area's head in place of the default title and description, and its markup in its element", () => {
    expect(hasAreaElement(template, 'mf_closeup')).toBe(true);
    const html = renderDocument(template, CONFIG, ROUTE, pinScreen);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Lemon tart · Pinboard</title>');
    expect(html).not.toContain('Discover ideas');
    expect(html).toMatch(
      /<div id=("area-mf_closeup"|area-mf_closeup) class=("area"|area)><div class="area-mount" data-server-rendered=""><article><h1>Lemon tart<\/h1><\/article><\/div><\/div>/,
    );
    // An area without head tags keeps the route's title.
    expect(renderDocument(template, CONFIG, ROUTE, { ...pinScreen, head: '' })).toContain('<title>Pin 7 · Pinboard</title>');
    // Only the closeup's element: the feed's stays empty.
    expect(html).toMatch(/<div id=("area-mf_feed"|area-mf_feed) class=("area"|area)><\/div>/);
  });

  it('writes the dark theme on <html> when the frame says so, and nothing for the light one', () => {
    const dark = renderDocument(template, { ...CONFIG, frame: { theme: 'dark', viewer: null } }, ROUTE);
    expect(dark).toMatch(/^<html data-theme="dark"( lang=(en|"en"))?>/);
    expect(dark.match(/data-theme/g)).toHaveLength(1);
    const light = renderDocument(template, { ...CONFIG, frame: { theme: 'light', viewer: null } }, ROUTE);
    expect(light).not.toContain('data-theme');
  });

  it("keeps an area's text as text: '$&' and the config placeholder in a pin are not replaced", () => {
    const html = renderDocument(template, CONFIG, ROUTE, {
      ...pinScreen,
      head: '<title>$&</title>',
      html: `<h1>$& $1 ${PLATFORM_PLACEHOLDER}</h1>`,
    });
    expect(html).toContain(`<h1>$& $1 ${PLATFORM_PLACEHOLDER}</h1>`);
    expect(html).toContain('<title>$&</title>');
    expect(html).toContain('{"loadTimeoutMs":8000,"remotes":[]');
  });
});

const feed: RemoteDescriptor = {
  name: 'mf_feed',
  version: '1.0.0+a',
  entryUrl: '/remotes/mf_feed/1.0.0%2Ba/remoteEntry.js',
  integrity: { 'remoteEntry.js': 'sha384-e', 'app.js': 'sha384-a', 'styles.css': 'sha384-s' },
  initialFiles: ['app.js', 'styles.css'],
};
const home = { area: 'feed', page: 'home', path: [] } as const;
const screen: FirstScreenMarkup = {
  remote: 'mf_feed',
  html: '<section><h1>Home feed</h1><div class="pb-ss-0"></div></section>',
  css: '.pb-ss-0{height:10px}',
  layout: { gridWidth: 392, isDesktop: false },
  queryState: { queries: [], mutations: [] },
  head: '',
  readsUsed: ['/resource/HomefeedResource/get/?page_size=25'],
};

describe('a first screen in the document', () => {
  it.each([
    ['the source document', SOURCE],
    ['the minified build', MINIFIED],
  ])("is in the area's element on %s, marked for hydration, with its styles in the head", (_label, template) => {
    const html = renderDocument(template, { ...CONFIG, remotes: [feed] }, home, screen);
    expect(html).toMatch(
      /<div id=("area-mf_feed"|area-mf_feed) class=("area"|area)><div class="area-mount" data-server-rendered=""><section><h1>Home feed<\/h1>/,
    );
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<style id="pinboard-first-screen-styles">.pb-ss-0{height:10px}</style>');
    // Its stylesheet applies at first paint (not a preload), its scripts are preloaded as before.
    expect(head).toContain(
      '<link rel="stylesheet" href="/remotes/mf_feed/1.0.0%2Ba/styles.css" integrity="sha384-s" crossorigin="anonymous">',
    );
    expect(head).toContain(
      '<link rel="preload" as="script" href="/remotes/mf_feed/1.0.0%2Ba/app.js" integrity="sha384-a" crossorigin="anonymous">',
    );
    expect(renderDocument(template, { ...CONFIG, remotes: [feed] }, home)).toContain(
      '<link rel="preload" as="style" href="/remotes/mf_feed/1.0.0%2Ba/styles.css"',
    );
  });

  it('carries the reads once: those the screen used in the rendered cache, not also in the config', () => {
    const firstRead = {
      path: '/resource/HomefeedResource/get/?page_size=25',
      body: { resource_response: { status: 'success', data: [] } },
    };
    const sessionRead = { path: '/resource/UserSessionResource/get/', body: { resource_response: { status: 'success', data: {} } } };
    const html = renderDocument(SOURCE, { ...CONFIG, remotes: [feed], firstRead, followUpRead: firstRead, sessionRead }, home, screen);
    const config = JSON.parse(
      /<script id="pinboard-platform" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}',
    ) as PlatformConfig;
    expect(config.firstRead).toBeUndefined();
    expect(config.followUpRead).toBeUndefined();
    expect(config.sessionRead).toEqual(sessionRead);
    expect(config.firstScreen).toEqual({ remote: 'mf_feed', layout: screen.layout, queryState: screen.queryState });
    // A read the screen did not use (a board's pins, which the feed's grid shows) stays for the page.
    const pins = { path: '/resource/BoardFeedResource/get/?board_id=7&page_size=25', body: firstRead.body };
    const withPins = renderDocument(SOURCE, { ...CONFIG, remotes: [feed], firstRead, followUpRead: pins }, home, screen);
    expect(withPins).toContain('"followUpRead":{"path":"/resource/BoardFeedResource/get/?board_id=7\u0026page_size=25"');
    expect(withPins).not.toContain('"firstRead":');
    // Without a rendered first screen the page answers its first read from the config, as before.
    expect(renderDocument(SOURCE, { ...CONFIG, firstRead }, home)).toContain('"firstRead":');
  });

  it('writes the query state in whole, even when a read before it holds the text that marks its place', () => {
    const sessionRead = {
      path: '/resource/UserSessionResource/get/',
      body: { resource_response: { status: 'success', data: { name: '__PINBOARD_QUERY_STATE__' } } },
    };
    const state = { queries: [{ queryKey: ['api', 'HomefeedResource'], state: { data: ['</script>'] } }], mutations: [] };
    for (let time = 0; time < 2; time += 1) {
      const html = renderDocument(SOURCE, { ...CONFIG, remotes: [feed], sessionRead }, home, { ...screen, queryState: state });
      const json = /<script id="pinboard-platform" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}';
      const config = JSON.parse(json) as PlatformConfig;
      expect(config.sessionRead).toEqual(sessionRead);
      expect(config.firstScreen?.queryState).toEqual(state);
    }
  });

  it("writes the visitor's own parts (report token, session) last, after the query state", () => {
    const sessionRead = { path: '/resource/UserSessionResource/get/', body: { resource_response: { status: 'success', data: {} } } };
    const html = renderDocument(SOURCE, { ...CONFIG, remotes: [feed], reportToken: 'tok', sessionRead }, home, screen);
    const json = /<script id="pinboard-platform" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}';
    expect(Object.keys(JSON.parse(json) as object)).toEqual(['loadTimeoutMs', 'remotes', 'firstScreen', 'reportToken', 'sessionRead']);
    expect(json.endsWith(`"reportToken":"tok","sessionRead":${JSON.stringify(sessionRead)}}`)).toBe(true);
  });

  it("names its <style> element's text by hash for the policy", () => {
    // SHA-256 of 'a', base64: the well-known test vector.
    expect(styleHashSource('a')).toBe("'sha256-ypeBEsobvcr6wjGzmiPcTaeG7/gUfE5yuYB3ha/uSLs='");
  });
});

describe('hasAreaElement', () => {
  it('is false without the element, or for another area whose name starts the same', () => {
    expect(hasAreaElement('<div id="area-mf_feed"></div>', 'mf_closeup')).toBe(false);
    expect(hasAreaElement('<div id=area-mf_closeup_old class=area></div>', 'mf_closeup')).toBe(false);
  });
});

describe('preloadLinks', () => {
  const HASH = (c: string) => `sha384-${c.repeat(64)}`;
  const closeup: RemoteDescriptor = {
    name: 'mf_closeup',
    version: '1.0.0+abcdefabcd',
    entryUrl: '/remotes/mf_closeup/1.0.0%2Babcdefabcd/remoteEntry.js',
    integrity: { 'remoteEntry.js': HASH('a'), '12.js': HASH('b'), 'styles.css': HASH('c'), '99.js': HASH('d') },
    initialFiles: ['12.js', 'styles.css'],
  };
  const feed: RemoteDescriptor = { ...closeup, name: 'mf_feed', entryUrl: '/remotes/mf_feed/1/remoteEntry.js' };

  it("preloads the route's area entry and first files, with their integrity, and nothing of other areas", () => {
    const links = preloadLinks([feed, closeup], ROUTE);
    expect(links).toBe(
      [
        `<link rel="preload" as="script" href="/remotes/mf_closeup/1.0.0%2Babcdefabcd/remoteEntry.js" integrity="${HASH('a')}" crossorigin="anonymous">`,
        `<link rel="preload" as="script" href="/remotes/mf_closeup/1.0.0%2Babcdefabcd/12.js" integrity="${HASH('b')}" crossorigin="anonymous">`,
        `<link rel="preload" as="style" href="/remotes/mf_closeup/1.0.0%2Babcdefabcd/styles.css" integrity="${HASH('c')}" crossorigin="anonymous">`,
      ].join(''),
    );
  });

  it('preloads a stock build’s chunks as its own loader asks for them: plainly, with no integrity or CORS', () => {
    // The registry lists only the entry's integrity for a build whose chunk loaders check none.
    const stock: RemoteDescriptor = { ...closeup, integrity: { 'remoteEntry.js': HASH('a') } };
    expect(preloadLinks([stock], ROUTE)).toBe(
      [
        `<link rel="preload" as="script" href="/remotes/mf_closeup/1.0.0%2Babcdefabcd/remoteEntry.js" integrity="${HASH('a')}" crossorigin="anonymous">`,
        '<link rel="preload" as="script" href="/remotes/mf_closeup/1.0.0%2Babcdefabcd/12.js">',
        '<link rel="preload" as="style" href="/remotes/mf_closeup/1.0.0%2Babcdefabcd/styles.css">',
      ].join(''),
    );
  });

  it("preloads, on a board page, the feed's grid with the boards area: its first screen is that grid", () => {
    const boards: RemoteDescriptor = { ...closeup, name: 'mf_boards', entryUrl: '/remotes/mf_boards/1/remoteEntry.js' };
    const gridFeed: RemoteDescriptor = {
      ...feed,
      integrity: { ...feed.integrity, 'grid.js': HASH('e') },
      exposedFiles: { './PinGrid': ['grid.js', 'styles.css'] },
    };
    const board = { area: 'boards', page: 'board', username: 'demo', boardSlug: 'garden-plans' } as const;
    const hrefs = [...preloadLinks([gridFeed, boards], board).matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
    expect(hrefs).toEqual([
      '/remotes/mf_boards/1/remoteEntry.js',
      '/remotes/mf_boards/1/12.js',
      '/remotes/mf_boards/1/styles.css',
      '/remotes/mf_feed/1/remoteEntry.js',
      '/remotes/mf_feed/1/grid.js',
      '/remotes/mf_feed/1/styles.css',
    ]);
    // A pin page's grid is below its first screen: only the closeup's files.
    expect(preloadLinks([gridFeed, closeup], ROUTE)).not.toContain('mf_feed');
    // With the grid in the document's markup, its styles apply at first paint (and its script is still preloaded).
    const rendered = preloadLinks([gridFeed, boards], board, 'mf_boards', true);
    expect(rendered).toContain('<link rel="stylesheet" href="/remotes/mf_feed/1/styles.css"');
    expect(rendered).toContain('<link rel="preload" as="script" href="/remotes/mf_feed/1/grid.js"');
  });

  it('preloads nothing for a build without integrity (a dev server) or a route no listed area owns', () => {
    expect(preloadLinks([{ name: 'mf_closeup', version: 'dev', entryUrl: 'http://localhost:3001/remoteEntry.js' }], ROUTE)).toBe('');
    expect(preloadLinks([feed], ROUTE)).toBe('');
  });

  it("writes them after the shell's own head and before the title: in the part a streamed document sends first", () => {
    const html = renderDocument(MINIFIED, { loadTimeoutMs: 8000, remotes: [closeup] }, ROUTE);
    expect(html).toMatch(/<link rel=icon href=data:,><link rel="preload" as="script" href="[^"]+remoteEntry\.js"/);
    expect(html).toMatch(/<link rel="preload" as="style" href="[^"]+styles\.css"[^>]*><title>Pin 7 · Pinboard<\/title>/);
  });

  it('writes none for a shell built with its areas inside (the one-bundle comparison build)', () => {
    const bundled = MINIFIED.replace('</head>', '<meta name=pinboard-areas content=bundled></head>');
    expect(renderDocument(bundled, { loadTimeoutMs: 8000, remotes: [closeup] }, ROUTE)).not.toContain('rel="preload"');
  });
});

describe('a streamed document', () => {
  const config: PlatformConfig = { ...CONFIG, remotes: [feed], frame: { theme: 'dark', viewer: null } };

  it('starts with what needs no read: the themed head and the area files, without the title, the styles or the config', () => {
    const start = documentStart(MINIFIED, { theme: 'dark', remotes: [feed], route: home, rendered: 'mf_feed' });
    expect(start).toMatch(/^<html data-theme="dark" lang=en><head><link rel=icon href=data:,>/);
    expect(start).toContain('<link rel="stylesheet" href="/remotes/mf_feed/1.0.0%2Ba/styles.css"');
    expect(start).not.toMatch(/<title>|description|<\/head>|<style|loadTimeoutMs/);
  });

  it('is, start and end together, the document written at once', () => {
    const ask = { theme: 'dark', remotes: [feed], route: home, rendered: 'mf_feed', gridRendered: false } as const;
    expect(documentStart(MINIFIED, ask) + documentEnd(MINIFIED, config, home, screen)).toBe(renderDocument(MINIFIED, config, home, screen));
    expect(documentStart(SOURCE, { ...ask, rendered: undefined }) + documentEnd(SOURCE, config, home)).toBe(
      renderDocument(SOURCE, config, home),
    );
  });

  it("allows its first screen's styles by the response's nonce", () => {
    expect(documentEnd(MINIFIED, config, home, screen, 'n0nce+/=')).toContain(
      '<style id="pinboard-first-screen-styles" nonce="n0nce+/=">.pb-ss-0{height:10px}</style></head>',
    );
    expect(documentEnd(MINIFIED, config, home, { ...screen, css: '' }, 'n0nce')).not.toContain('<style');
  });
});
