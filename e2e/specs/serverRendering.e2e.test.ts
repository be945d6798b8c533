// The feed's and the closeup's first screens come rendered in the document, from each area's own
// server build, the same for people and search engines, and React hydrates them in Chromium: the cards are there before any script runs, the page logs no
// hydration error, takes no card out to put it back, and the strict policy holds.
import { areaMounted, GOOGLEBOT, startBrowser, PERSON_USER_AGENT, PHONE_USER_AGENT, pageHeading, type Browser } from '../support/browser';
import { cardButton, feedGrid, logIn } from '../support/feed';
import { asReturningVisitor, closeSession, openSession } from '../support/session';
import type { RunningSite } from '../support/site';

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  ({ site, browser } = await openSession({}, { person: true, bidi: true }));
  await recordPageErrors(browser);
});
afterAll(() => closeSession({ site, browser }));

/** Records every error the page reports (console.error, uncaught errors, React's recoverable ones, policy violations) from its first script on. */
async function recordPageErrors(on: Browser): Promise<void> {
  await on.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __pageErrors: string[] }).__pageErrors = seen;
    const original = console.error.bind(console);
    console.error = (...parts: unknown[]) => {
      seen.push(parts.map(String).join(' '));
      original(...parts);
    };
    window.addEventListener('error', (event) => seen.push(`error: ${event.message}`));
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`policy: ${event.effectiveDirective} ${event.blockedURI}`));
  });
}
interface CardBox {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
}
/** Where each card is on the page, in document coordinates. */
const cardBoxes = (on: Browser): Promise<CardBox[]> =>
  on.execute(() =>
    [...document.querySelectorAll<HTMLElement>('[role="listitem"][data-pin-id]')].map((card) => {
      const box = card.getBoundingClientRect();
      return { id: card.dataset.pinId ?? '', x: box.x, y: box.y + window.scrollY, width: box.width, height: box.height };
    }),
  );
let withoutScripts: CardBox[] = [];

const pageErrors = (on: Browser) => on.execute(() => (window as unknown as { __pageErrors?: string[] }).__pageErrors ?? []);

/**
 * Opens `url` noting, before any of the page's scripts runs, the element the parser put in from the
 * server's HTML for `selector`: after hydration the page must still show that element, not a new one.
 */
async function openNotingServerElement(on: Browser, url: string, selector: string): Promise<void> {
  const noting = await on.addInitScript((wanted: string) => {
    const observer = new MutationObserver(() => {
      const element = document.querySelector(wanted);
      if (!element) return;
      (window as unknown as { __fromServer?: Element }).__fromServer = element;
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  }, selector);
  try {
    await on.url(url);
  } finally {
    await noting.remove();
  }
}

/** Whether the element for `selector` is the one the server's HTML put there (openNotingServerElement). */
const isServerElement = (on: Browser, selector: string): Promise<boolean> =>
  on.execute((wanted) => {
    const noted = (window as unknown as { __fromServer?: Element }).__fromServer;
    return noted !== undefined && document.querySelector(wanted) === noted;
  }, selector);

describe('the server-rendered first screen', () => {
  it("is in home's HTML for a person: the first screen's cards with their pictures, and the cache they came from", async () => {
    for (const userAgent of [PERSON_USER_AGENT, PHONE_USER_AGENT]) {
      const response = await fetch(`${site.url}/`, { headers: { 'user-agent': userAgent } });
      const html = await response.text();
      const region = /<div id="?area-mf_feed"?[^>]*>([\s\S]*?)<div id="?area-mf_closeup/.exec(html)?.[1] ?? '';
      expect(region).toContain('data-server-rendered');
      expect(region).toContain('<h1 id="feed-heading">Home feed</h1>');
      expect((region.match(/role="listitem"/g) ?? []).length).toBeGreaterThanOrEqual(4);
      expect(region).toMatch(/<img src="\/media\//);
      // No style attribute (the policy forbids them): a <style> element allowed by its hash instead.
      expect(region).not.toMatch(/\sstyle="/);
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(policy).toMatch(/style-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
      expect(policy).not.toContain('unsafe-inline');
      expect(html).toContain('"firstScreen":{"remote":"mf_feed"');
    }
  });

  it('shows the cards with scripts off, laid out as the grid', async () => {
    const noScripts = await startBrowser({ person: true, scriptsDisabled: true, bidi: true });
    try {
      await asReturningVisitor(noScripts, site.url);
      await noScripts.url(`${site.url}/`);
      withoutScripts = await cardBoxes(noScripts);
      expect(withoutScripts.length).toBeGreaterThanOrEqual(4);
      // Laid out as the masonry grid: the top row's cards side by side, none on another.
      const topRow = withoutScripts.filter((card) => card.y === withoutScripts[0]!.y);
      expect(topRow.length).toBeGreaterThanOrEqual(3);
      expect(new Set(topRow.map((card) => card.x)).size).toBe(topRow.length);
    } finally {
      await noScripts.deleteSession().catch(() => undefined);
    }
  });

  it('is hydrated, not replaced: no error, the same card elements, their styles back on them, and the grid works', async () => {
    await openNotingServerElement(browser, `${site.url}/`, '[role="listitem"]');
    await areaMounted(browser, 'mf_feed');
    expect(await pageHeading(browser)).toBe('Home feed');
    expect(await pageErrors(browser)).toEqual([]);
    expect(await isServerElement(browser, '[role="listitem"]')).toBe(true);
    const kept = await browser.execute(() => ({
      moved: document.querySelectorAll('[class*="pb-ss-"]').length,
      style: document.querySelector<HTMLElement>('[role="listitem"]')?.style.cssText ?? '',
    }));
    expect(kept.moved).toBe(0);
    expect(kept.style).toMatch(/top|transform|left/);
    // Nothing moved from the server's layout to the hydrated page (no layout shift): every card
    // the server placed is where it was without scripts.
    const hydrated = new Map((await cardBoxes(browser)).map((card) => [card.id, card]));
    for (const card of withoutScripts) expect(hydrated.get(card.id)).toEqual(card);
    // Once settled, the page says what it measured, and the next document is laid out for it.
    let remembered = '';
    await browser.waitUntil(
      async () => {
        remembered = (await browser.getCookies(['pb_layout']))[0]?.value ?? '';
        return remembered !== '';
      },
      { timeout: 15_000, timeoutMsg: 'the page never wrote its layout cookie' },
    );
    const gridWidth = await browser.execute(() => document.querySelector<HTMLElement>('[role="list"]')?.clientWidth ?? 0);
    expect(remembered).toBe(`${gridWidth}.1`);
    const next = await (
      await fetch(`${site.url}/`, { headers: { 'user-agent': PERSON_USER_AGENT, cookie: `pb_layout=${remembered}` } })
    ).text();
    expect(next).toContain(`"firstScreen":{"remote":"mf_feed","layout":{"gridWidth":${gridWidth},"isDesktop":true}`);
    // The grid is alive: scrolling down brings more cards than the server rendered.
    const before = (await (await feedGrid(browser)).$$('[role="listitem"]')).length;
    await browser.execute(() => window.scrollTo(0, document.body.scrollHeight));
    await browser.waitUntil(async () => (await (await feedGrid(browser)).$$('[role="listitem"]')).length !== before, {
      timeout: 15_000,
      timeoutMsg: 'the hydrated grid did not follow the scroll',
    });
    expect(await pageErrors(browser)).toEqual([]);
  });

  it("is one document kept for every returning visitor, with this visitor's own id and token, and hydrates the same", async () => {
    const platformConfig = () =>
      browser.execute(() => {
        const config = JSON.parse(document.getElementById('pinboard-platform')?.textContent ?? '{}') as {
          reportToken?: string;
          sessionRead?: { body: { resource_response: { data: { unauthId: string | null } } } };
        };
        return { token: config.reportToken ?? '', unauthId: config.sessionRead?.body.resource_response.data.unauthId ?? null };
      });
    // The first visit hands out the visitor's cookies; the next documents are the kept one (its
    // start compressed once, its end written for this visitor).
    const tokens: string[] = [];
    for (let visit = 0; visit < 3; visit += 1) {
      await browser.url(`${site.url}/`);
      await areaMounted(browser, 'mf_feed');
      expect(await pageHeading(browser)).toBe('Home feed');
      expect((await (await feedGrid(browser)).$$('[role="listitem"]')).length).toBeGreaterThanOrEqual(4);
      const own = await platformConfig();
      const anonId = (await browser.getCookies(['pb_anon']))[0]?.value;
      expect(own.unauthId).toBe(anonId);
      tokens.push(own.token);
      expect(await pageErrors(browser)).toEqual([]);
    }
    // A report token for each page view.
    expect(new Set(tokens).size).toBe(3);
  });

  it("is in a pin's page too, from the closeup's server build, and hydrated: the same heading element, no error, and its buttons work", async () => {
    const response = await fetch(`${site.url}/pin/1001/`, { headers: { 'user-agent': PERSON_USER_AGENT } });
    const html = await response.text();
    const region = /<div id="?area-mf_closeup"?[^>]*>([\s\S]*?)<div id="?area-mf_boards/.exec(html)?.[1] ?? '';
    expect(region).toContain('data-server-rendered');
    expect(region).toMatch(/<h1 id="closeup-title"[^>]*>[^<]+<\/h1>/);
    expect(region).toContain('More about this Pin');
    expect(html).toContain('"firstScreen":{"remote":"mf_closeup"');
    // The pin names itself in the head, for a person's link previews as for a search engine.
    expect(html).toMatch(/<meta property="og:image" content="http[^"]+\/media\/orig\//);
    expect(html).toContain('<script type="application/ld+json">');
    // A search engine gets the same page, which its session makes show the original image and the
    // SEO drawer, visually hidden.
    const forBot = await (await fetch(`${site.url}/pin/1001/`, { headers: { 'user-agent': GOOGLEBOT } })).text();
    const botRegion = /<div id="?area-mf_closeup"?[^>]*>([\s\S]*?)<div id="?area-mf_boards/.exec(forBot)?.[1] ?? '';
    expect(botRegion).toContain('data-server-rendered');
    expect(botRegion).toMatch(/<h1 id="closeup-title"/);
    expect(botRegion).toMatch(/<img src="\/media\/orig\//);
    expect(botRegion).toContain('<section class="pb-visually-hidden" aria-labelledby="seo-more-about-heading">');

    await openNotingServerElement(browser, `${site.url}/pin/1001/`, 'h1#closeup-title');
    await areaMounted(browser, 'mf_closeup');
    expect(await isServerElement(browser, 'h1#closeup-title')).toBe(true);
    // Hydrated controls answer: 'More about this Pin' opens its dialog.
    await browser.$('button=More about this Pin').click();
    await browser.$('dialog[open]').waitForDisplayed({ timeout: 15_000 });
    expect(await pageErrors(browser)).toEqual([]);
  });

  const GRID_CARD = '[role="list"][aria-label="Garden Plans: Pins"] [role="listitem"]';
  it("puts a board's Pins in its HTML, from the feed's server build, and the feed's grid hydrates them in place", async () => {
    const html = await (await fetch(`${site.url}/demo/garden-plans/`, { headers: { 'user-agent': PERSON_USER_AGENT } })).text();
    const region = /<div id="?area-mf_boards"?[^>]*>([\s\S]*?)<div id="?area-mf_business/.exec(html)?.[1] ?? '';
    expect(region).toMatch(/<h1[^>]*>Garden Plans<\/h1>/);
    expect((region.match(/role="listitem"/g) ?? []).length).toBeGreaterThanOrEqual(4);
    // The grid's styles apply at first paint; its pins are read once, in the page's cache.
    expect(html).toMatch(/<link rel="stylesheet" href="\/remotes\/mf_feed\/[^"]+\.css"/);
    expect(html).not.toContain('"followUpRead"');

    await openNotingServerElement(browser, `${site.url}/demo/garden-plans/`, GRID_CARD);
    const firstCard = await browser.$(GRID_CARD);
    await firstCard.waitForExist({ timeout: 15_000 });
    await areaMounted(browser, 'mf_boards');
    // The feed's grid has hydrated once a card's Save answers (for a visitor: the way in); a press
    // before the grid's code is in does nothing, so it is pressed until it answers.
    const save = await cardButton(firstCard, 'Save');
    await browser.waitUntil(
      async () => {
        if (!(await browser.$('dialog[open]').isExisting())) await save.click();
        return browser.$('dialog[open]').isDisplayed();
      },
      { timeout: 15_000, timeoutMsg: "the board's grid never answered its Save" },
    );
    expect(await isServerElement(browser, GRID_CARD)).toBe(true);
    expect(await browser.$$('[role="list"][aria-label="Garden Plans: Pins"]').length).toBe(1);
    await browser.keys('Escape');
    await browser.$('dialog[open]').waitForExist({ reverse: true, timeout: 15_000 });
    await browser.$(`${GRID_CARD} a`).click();
    await browser.waitUntil(async () => (await browser.getUrl()).includes('/pin/'), {
      timeout: 15_000,
      timeoutMsg: 'a card did not open its pin',
    });
    expect(await pageErrors(browser)).toEqual([]);
  });

  it.each([
    ['a board', '/demo/garden-plans/', 'mf_boards'],
    ['a profile', '/demo/', 'mf_boards'],
    ['search', '/search/pins/?q=garden', 'mf_feed'],
    ["search's Boards tab", '/search/boards/?q=garden', 'mf_feed'],
    ["search's People tab", '/search/users/?q=demo', 'mf_feed'],
    ['a business page', '/business/hub/', 'mf_business'],
    ['the login page', '/login/', 'mf_experiences'],
  ])('renders %s on the server, and the page hydrates it with no error', async (_label, path, remote) => {
    const html = await (await fetch(`${site.url}${path}`, { headers: { 'user-agent': PERSON_USER_AGENT } })).text();
    expect(html).toContain(`"firstScreen":{"remote":"${remote}"`);
    const mount = `#area-${remote} > .area-mount`;
    await openNotingServerElement(browser, `${site.url}${path}`, mount);
    await areaMounted(browser, remote);
    expect(await isServerElement(browser, mount)).toBe(true);
    expect(await pageErrors(browser)).toEqual([]);
  });

  it.each([
    ['Pins', '/search/pins/?q=garden', /<div[^>]* role="listitem"[^>]* data-pin-id="\d+"/],
    ['Boards', '/search/boards/?q=garden', /<ul[^>]* aria-label="Boards matching “garden”"[^>]*><li[^>]*><a href="\/demo\/garden-plans\/"/],
    ['People', '/search/users/?q=demo', /<ul[^>]* aria-label="People matching “demo”"[^>]*><li[^>]*><a href="\/demo\/"/],
  ])("has search's %s tab's first results in its HTML, for a person with scripts off", async (_tab, path, result) => {
    const html = await (await fetch(`${site.url}${path}`, { headers: { 'user-agent': PERSON_USER_AGENT } })).text();
    expect(html).toMatch(result);
    expect(html).not.toMatch(/Loading (boards|people)…/);
  });

  it("names boards, profiles and topics to crawlers (a topic's Pins in its HTML), with robots.txt, a sitemap, and an icon and manifest every page links (issue 60, items 7 and 12)", async () => {
    const asBot = async (path: string) => (await fetch(`${site.url}${path}`, { headers: { 'user-agent': GOOGLEBOT } })).text();
    const robots = await asBot('/robots.txt');
    expect(robots).toContain('Disallow: /settings$');
    const sitemap = await asBot('/sitemap.xml');
    const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
    expect(urls).toEqual(expect.arrayContaining(['/pin/1001/', '/demo/', '/demo/kitchen-ideas/']));
    const topicPath = urls.find((path) => path.startsWith('/ideas/')) ?? '';
    const topic = await asBot(topicPath);
    expect(topic).toMatch(/<title>[^<]+ ideas · Pinboard<\/title>/);
    expect(topic).toMatch(/<h1 id="feed-heading"[^>]*>[^<]+<\/h1>/);
    expect((topic.match(/role="listitem"/g) ?? []).length).toBeGreaterThanOrEqual(5);
    const board = await asBot('/demo/kitchen-ideas/');
    expect(board).toMatch(/<title>[^<]+ by Demo User · Pinboard<\/title>/);
    expect(board).toMatch(/<link rel="canonical" href="[^"]+\/demo\/kitchen-ideas\/" \/>/);
    expect(board).toMatch(/<meta property="og:image" content="[^"]+\/media\//);
    expect(await asBot('/demo/')).toContain('<title>Demo User (@demo) · Pinboard</title>');

    // In Chromium: the tab says the same, the icon draws, the manifest loads, and the policy refuses neither.
    await browser.url(`${site.url}/demo/kitchen-ideas/`);
    await browser.waitUntil(async () => / by Demo User · Pinboard$/.test(await browser.getTitle()), {
      timeout: 15_000,
      timeoutMsg: 'the tab never named the board',
    });
    const chrome = await browser.execute(async () => {
      const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
      const manifest = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
      const picture = new Image();
      picture.src = icon?.href ?? '';
      await picture.decode();
      const answer = await fetch(manifest?.href ?? '');
      return { iconWidth: picture.naturalWidth, manifest: (await answer.json()) as { name?: string; icons?: unknown[] } };
    });
    expect(chrome.iconWidth).toBeGreaterThan(0);
    expect(chrome.manifest.name).toBe('Pinboard');
    expect(chrome.manifest.icons?.length).toBeGreaterThan(0);
    expect((await pageErrors(browser)).filter((error) => error.startsWith('policy:'))).toEqual([]);
  });

  it("hydrates a signed-in owner's pin with no mismatch: the page lays out for the window the server assumed", async () => {
    await logIn(browser, site.url, 'demo', 'demo-password');
    // demo's own pin: its owner sees 'See stats' on a desktop, which depends on the window's width.
    await browser.url(`${site.url}/pin/1316/`);
    await areaMounted(browser, 'mf_closeup');
    await browser.$('a=See stats').waitForDisplayed({ timeout: 15_000 });
    expect(await pageErrors(browser)).toEqual([]);
  });

  it('renders the pin builder on the server for a signed-in person, and the page hydrates it with no error (issue 60, item 10)', async () => {
    // Signed in by the test before. The builder once made its draft's id while rendering, with Web
    // Crypto, which the server's render sandbox has not: the page then rendered it itself.
    await openNotingServerElement(browser, `${site.url}/pin-builder`, '#builder-heading');
    await areaMounted(browser, 'mf_closeup');
    await browser.$('button=Publish').waitForDisplayed({ timeout: 15_000 });
    expect(await isServerElement(browser, '#builder-heading')).toBe(true);
    expect(await pageErrors(browser)).toEqual([]);
  });
});

interface PictureSample {
  /** Distinct colours at 16 levels a channel, of 48 x 48 of its pixels. */
  colours: number;
  /** Brightness from its 5th to its 95th percentile. */
  lightSpread: number;
  /** How much of it is near its placeholder's colour. */
  placeholderShare: number;
  placeholder: string;
}

describe('the demo pictures', () => {
  /** Each of the first cards' pictures as the page drew it, or null until they have all loaded. */
  const firstPictures = (on: Browser, count: number): Promise<PictureSample[] | null> =>
    on.execute((n: number): PictureSample[] | null => {
      const images = [...document.querySelectorAll<HTMLElement>('[role="list"][aria-label="Home feed: Pins"] [role="listitem"]')]
        .map((card) => card.querySelector<HTMLImageElement>('img[src^="/media/"]'))
        .filter((img): img is HTMLImageElement => img !== null)
        .slice(0, n);
      if (images.length < n || !images.every((img) => img.complete && img.naturalWidth > 0)) return null;
      return images.map((img) => {
        // The placeholder: the nearest background the card paints behind its picture.
        let holder: HTMLElement | null = img;
        let placeholder = 'rgba(0, 0, 0, 0)';
        while (holder && placeholder === 'rgba(0, 0, 0, 0)') {
          placeholder = getComputedStyle(holder).backgroundColor;
          holder = holder.parentElement;
        }
        const [pr, pg, pb] = (placeholder.match(/\d+/g) ?? []).map(Number);
        const canvas = document.createElement('canvas');
        canvas.width = 48;
        canvas.height = 48;
        const context = canvas.getContext('2d');
        if (!context) return { colours: 0, lightSpread: 0, placeholderShare: 0, placeholder };
        // Real pixels, not blends: a flat shape must not gain colours from smoothing.
        context.imageSmoothingEnabled = false;
        context.drawImage(img, 0, 0, 48, 48);
        const data = context.getImageData(0, 0, 48, 48).data;
        const colours = new Set<number>();
        const light: number[] = [];
        let near = 0;
        for (let i = 0; i < data.length; i += 4) {
          const [r, g, b] = [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
          colours.add(((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4));
          light.push(0.299 * r + 0.587 * g + 0.114 * b);
          if (Math.abs(r - (pr ?? -999)) + Math.abs(g - (pg ?? -999)) + Math.abs(b - (pb ?? -999)) < 60) near++;
        }
        light.sort((a, b) => a - b);
        const at = (q: number) => light[Math.floor(q * (light.length - 1))] ?? 0;
        return { colours: colours.size, lightSpread: at(0.95) - at(0.05), placeholderShare: near / (data.length / 4), placeholder };
      });
    }, count);

  it("are scenes, not flat shapes: home's first pictures each have many colours and light, and the placeholder is one of the picture's colours", async () => {
    await browser.url(`${site.url}/`);
    await feedGrid(browser);
    let seen: PictureSample[] = [];
    await browser.waitUntil(
      async () => {
        const pictures = await firstPictures(browser, 6);
        if (pictures) seen = pictures;
        return pictures !== null;
      },
      { timeout: 15_000, timeoutMsg: "home's first six pictures did not load" },
    );
    expect(seen).toHaveLength(6);
    // The flat shapes had 2 to 51 such colours (16 as a rule); the scenes have 65 to 283.
    for (const picture of seen) {
      expect(picture.colours).toBeGreaterThanOrEqual(40);
      expect(picture.lightSpread).toBeGreaterThanOrEqual(15);
      expect(picture.placeholderShare).toBeGreaterThanOrEqual(0.04);
    }
    expect(new Set(seen.map((picture) => picture.placeholder)).size).toBeGreaterThanOrEqual(4);
  });
});
