import {
  estimatedLayout,
  isMobileAgent,
  layoutCookieValue,
  layoutForWindow,
  layoutFromCookie,
  parseFirstScreenConfig,
  parseRenderedFirstScreen,
} from './firstScreen';
import { isRemoteName } from './areas';

describe('the layout cookie', () => {
  it.each([
    ['392.0', { gridWidth: 392, isDesktop: false }],
    ['1245.1', { gridWidth: 1245, isDesktop: true }],
    ['8192.1', { gridWidth: 8192, isDesktop: true }],
  ])('reads %s', (value, layout) => {
    expect(layoutFromCookie(value)).toEqual(layout);
    expect(layoutCookieValue(layout)).toBe(value);
  });

  it.each([undefined, '', '0.1', '8193.1', '392', '392.2', '-3.1', '392.1;x', 'abc.1', '12345.1'])('ignores %p', (value) => {
    expect(layoutFromCookie(value)).toBeNull();
  });
});

describe('the layout of a window', () => {
  it.each([
    // The grid fills the page between its two 10 px gutters, and is never narrower than a column.
    [412, false, { gridWidth: 392, isDesktop: false }],
    [1265, true, { gridWidth: 1245, isDesktop: true }],
    [100, false, { gridWidth: 236, isDesktop: false }],
    [99_999, true, { gridWidth: 8192, isDesktop: true }],
  ])('%i px wide (desktop %p)', (width, desktop, layout) => {
    expect(layoutForWindow(width, desktop)).toEqual(layout);
  });

  it("estimates a phone's and a laptop's when the page has not said", () => {
    expect(estimatedLayout(true)).toEqual({ gridWidth: 392, isDesktop: false });
    expect(estimatedLayout(false)).toEqual({ gridWidth: 1245, isDesktop: true });
  });

  it.each([
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36', true],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
      true,
    ],
    ['Mozilla/5.0 (Linux; Android 14; SM-X910) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36', true],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36', false],
    [undefined, false],
  ])('calls %p mobile: %p', (agent, mobile) => {
    expect(isMobileAgent(agent)).toBe(mobile);
  });
});

describe('what crosses from a server build and into the page', () => {
  const good = {
    html: '<p>x</p>',
    css: '.pb-ss-0{height:1px}',
    queryState: { queries: [], mutations: [] },
    head: '<title>Lemon tart · Pinboard</title>',
    readsUsed: ['/resource/PinResource/get/?id=1001'],
  };

  it('takes a well-formed render', () => {
    expect(parseRenderedFirstScreen(good)).toEqual(good);
  });

  const grid = {
    feed: { key: 'board:6:0', resource: 'BoardFeedResource', options: { board_id: '6' } },
    surface: 'BaseBoardPinGrid',
    label: 'Garden plans: Pins',
  };

  it("takes the feed's grids a screen shows, and drops an empty list", () => {
    expect(parseRenderedFirstScreen({ ...good, grids: [grid] })).toEqual({ ...good, grids: [grid] });
    expect(parseRenderedFirstScreen({ ...good, grids: [] })).toEqual(good);
  });

  it.each([
    [null, 'must answer { html, css, queryState, head, readsUsed }'],
    [{ ...good, html: 3 }, 'must answer { html, css, queryState, head, readsUsed }'],
    [{ ...good, readsUsed: [3] }, 'must answer { html, css, queryState, head, readsUsed }'],
    [{ ...good, head: undefined }, 'must answer { html, css, queryState, head, readsUsed }'],
    [{ ...good, head: '<title>x</title></head><body>' }, 'would end the <head>'],
    [{ ...good, css: '.a{}</style><script>' }, 'would end its <style> element'],
    [{ ...good, queryState: null }, 'no queryState object'],
    [{ ...good, grids: {} }, 'grids that are not grid props'],
    [{ ...good, grids: [{ ...grid, feed: { ...grid.feed, key: 6 } }] }, 'grids that are not grid props'],
    [{ ...good, grids: [{ ...grid, label: undefined }] }, 'grids that are not grid props'],
  ])('refuses %p', (value, message) => {
    expect(() => parseRenderedFirstScreen(value)).toThrow(message);
  });

  it('checks the config the document carries', () => {
    const config = { remote: 'mf_feed', layout: { gridWidth: 392, isDesktop: false }, queryState: { queries: [] } };
    expect(parseFirstScreenConfig(config, isRemoteName)).toEqual(config);
    expect(() => parseFirstScreenConfig({ ...config, remote: 'mf_x' }, isRemoteName)).toThrow('"firstScreen.remote"');
    expect(() => parseFirstScreenConfig({ ...config, layout: { gridWidth: 0, isDesktop: false } }, isRemoteName)).toThrow(
      '"firstScreen.layout"',
    );
    expect(() => parseFirstScreenConfig({ ...config, queryState: 'x' }, isRemoteName)).toThrow('"firstScreen.queryState"');
  });
});
