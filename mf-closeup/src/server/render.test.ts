// The closeup's first screen rendered as the edge server renders it: from the document's reads
// only, with the same root the page hydrates, the same page for people and search engines.

import { type ApiPin, readPath } from 'shared-contracts/api';
import { board, viewer } from 'test-support/fakeApiClient';
import { makePin } from 'test-support/pinFixture';
import { renderFirstScreen } from './render';

const ORIGIN = 'https://pinboard.test';
const success = (data: unknown) => ({ resource_response: { status: 'success', data } });
const person = { isAuthenticated: false, unauthId: 'u1', viewer: { isAuth: false, isBot: false, isSocialBot: false } };
const bot = { isAuthenticated: false, unauthId: null, viewer: { isAuth: false, isBot: true, isSocialBot: false } };
const layout = { gridWidth: 1265, isDesktop: true };

function render(pin: ApiPin, options: { session?: object; pathname?: string; isDesktop?: boolean; gridWidth?: number } = {}) {
  const reads = [
    { path: readPath('PinResource', { id: pin.id }), body: success(pin) },
    { path: readPath('UserSessionResource', {}), body: success(options.session ?? person) },
  ];
  return renderFirstScreen({
    pathname: options.pathname ?? `/pin/${pin.id}/`,
    search: '',
    reads,
    layout: { gridWidth: options.gridWidth ?? layout.gridWidth, isDesktop: options.isDesktop ?? true },
    origin: ORIGIN,
  });
}

const tart = makePin({
  id: '1001',
  board: board('12', 'Weeknight bakes', { pinCount: 42, sectionCount: 2 }),
  aggregatedPinData: { saves: 1500, pinTagsChips: ['Tarts', 'Citrus'], isShopTheLook: false },
  shareCount: 12,
  sourceInterest: { id: '31', name: 'Baking', urlName: 'baking' },
});

describe("mf-closeup's server render", () => {
  it('renders the pin page from the reads, with the pin in the dehydrated cache', async () => {
    const rendered = await render(tart);
    expect(rendered.html).toContain('<h1 id="closeup-title"');
    expect(rendered.html).toContain('Lemon tart');
    expect(JSON.stringify(rendered.queryState)).toContain('A bright lemon tart with a crisp crust.');
  });

  it("names the pin in the document's head, the same for a person and a search engine", async () => {
    const forPerson = await render(tart);
    const forBot = await render(tart, { session: bot });
    expect(forPerson.head).toContain('<title>Lemon tart · Pinboard</title>');
    expect(forPerson.head).toContain('<link rel="canonical" href="https://pinboard.test/pin/1001/" />');
    expect(forPerson.head).toContain('<script type="application/ld+json">');
    expect(forBot.head).toBe(forPerson.head);
  });

  it("gives a search engine the original image and 'More about this Pin' in the page, visually hidden", async () => {
    const forBot = await render(tart, { session: bot });
    expect(forBot.html).toMatch(/<img src="\/media\/orig\/abc.jpg"/);
    const drawer = /<section class="pb-visually-hidden"[^>]*>(.*?)<\/section>/.exec(forBot.html)?.[1] ?? '';
    expect(drawer).toContain('More about this Pin');
    expect(drawer).toContain('<dt>Saves</dt><dd>1.5k</dd>');
    expect(drawer).toContain('Boards containing this Pin');
    expect(drawer).toMatch(/Weeknight bakes<\/a> (<!-- -->)?42 Pins · 2 sections/);
    expect(drawer).toContain('<a href="/ideas/baking/31/">Baking</a>');
    expect(drawer).toContain('<li>Tarts</li><li>Citrus</li>');
    // A person opens the same facts in a dialog; the page does not read them twice to them.
    const forPerson = await render(tart);
    expect(forPerson.html).not.toContain('pb-visually-hidden');
    expect(forPerson.html).not.toContain('/media/orig/');
  });

  it("lays the owner's page out for the window the server assumed, as the page hydrates it: 'See stats' on a desktop, not on a phone", async () => {
    const owner = { isAuthenticated: true, unauthId: null, viewer: viewer({ id: tart.pinner.id, entityId: tart.pinner.id }) };
    expect((await render(tart, { session: owner })).html).toContain('See stats');
    expect((await render(tart, { session: owner, isDesktop: false, gridWidth: 392 })).html).not.toContain('See stats');
  });

  it("renders the pin builder for a signed-in person where there is no Web Crypto, as in the edge server's render sandbox", async () => {
    const crypto = Object.getOwnPropertyDescriptor(globalThis, 'crypto');
    // The server build's vm context has no crypto: the page must not need it while rendering.
    Object.defineProperty(globalThis, 'crypto', { value: undefined, configurable: true });
    try {
      const signedIn = { isAuthenticated: true, unauthId: null, viewer: viewer() };
      const rendered = await renderFirstScreen({
        pathname: '/pin-builder',
        search: '',
        reads: [{ path: readPath('UserSessionResource', {}), body: success(signedIn) }],
        layout,
        origin: ORIGIN,
      });
      expect(rendered.html).toMatch(/<h1 id="builder-heading"[^>]*>Create Pin<\/h1>/);
      expect(rendered.html).toContain('Publish');
    } finally {
      if (crypto) Object.defineProperty(globalThis, 'crypto', crypto);
    }
  });

  it("writes no head tags for the pin's other pages", async () => {
    expect((await render(tart, { pathname: '/pin/1001/comments/' })).head).toBe('');
  });

  it("waits for a part whose code loads lazily (a video's player) instead of leaving it to the page", async () => {
    const video = { url: '/media/video/sig/v720P.mp4', width: 720, height: 1080, thumbnail: 'sig', duration: 5200 };
    const rendered = await render(makePin({ id: '1101', videos: { videoList: { v720P: video }, captions: [] } }));
    expect(rendered.html).toContain('<video');
    expect(rendered.html).not.toContain('<!--$!-->');
  });

  it('lays a phone out as a phone: a signed-out visitor there gets the save button that holds the save', async () => {
    const desktop = await render(tart);
    const phone = await render(tart, { isDesktop: false });
    expect(phone.html).not.toBe(desktop.html);
  });
});
