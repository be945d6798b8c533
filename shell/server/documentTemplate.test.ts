import type { PlatformConfig } from 'shared-contracts/platform';
import { documentEnd, type FirstScreenMarkup, renderDocument } from './document';
import { documentTemplateOf, PLATFORM_PLACEHOLDER, writtenRun } from './documentTemplate';

// As html-webpack-plugin minifies shell/src/document.html into shell/dist.
const MINIFIED = `<!doctype html><html lang=en><head><title>Pinboard</title><meta name=description content="Discover ideas."><link rel=icon href=data:,></head><body><main><div id=area-mf_feed class=area></div><div id="area-mf_closeup" class="area"></div><div id=area-not-found class=area></div></main><script id=pinboard-platform type=application/json>${PLATFORM_PLACEHOLDER}</script></body></html>`;

describe('documentTemplateOf', () => {
  it('cuts the template once around its named slots, the head sent first apart from the rest', () => {
    const template = documentTemplateOf(MINIFIED);
    expect(template.start.slots).toEqual(['htmlAttributes', 'preloads']);
    expect(template.end.slots).toEqual(['head', 'area-mf_feed', 'area-mf_closeup', 'area-not-found', 'config']);
    expect(template.start.parts.join('')).toBe('<!doctype html><html lang=en><head><link rel=icon href=data:,>');
    expect(template.end.parts.join('')).not.toContain(PLATFORM_PLACEHOLDER);
    expect(template.description).toBe('<meta name=description content="Discover ideas.">');
    expect(template.areasBundled).toBe(false);
  });

  it('writes each slot where it stands, and leaves an unfilled one empty', () => {
    const { end } = documentTemplateOf(MINIFIED);
    expect(writtenRun(end, { 'area-mf_closeup': '<p>pin</p>', config: '{}' })).toBe(
      '</head><body><main><div id=area-mf_feed class=area></div><div id="area-mf_closeup" class="area"><p>pin</p></div><div id=area-not-found class=area></div></main><script id=pinboard-platform type=application/json>{}</script></body></html>',
    );
  });

  it('leaves out the slots a bare template has no place for (no <html>, no config)', () => {
    const bare = documentTemplateOf('<head></head><div id=area-mf_feed_old class=area></div>');
    expect(bare.start.slots).toEqual(['preloads']);
    expect(bare.end.slots).toEqual(['head', 'area-mf_feed_old']);
  });
});

describe("an area's markup that looks like another slot", () => {
  const config: PlatformConfig = { loadTimeoutMs: 8000, remotes: [] };
  const route = { area: 'closeup', page: 'pin', pinId: '7', slug: null, view: 'closeup', query: {} } as const;
  const screen = (html: string): FirstScreenMarkup => ({
    remote: 'mf_closeup',
    head: '',
    html,
    css: '',
    layout: { gridWidth: 1265, isDesktop: true },
    queryState: { queries: [], mutations: [] },
    readsUsed: [],
  });
  // A pin whose text is the config's placeholder, the feed's empty element and the head's close.
  const forged = `${PLATFORM_PLACEHOLDER}<div id=area-mf_feed class=area></div></head>${PLATFORM_PLACEHOLDER}`;

  it('stays in its own element: the document differs from a plain one only there', () => {
    const template = documentTemplateOf(MINIFIED);
    const plain = renderDocument(template, config, route, screen('<p>plain</p>'));
    const withForged = renderDocument(template, config, route, screen(forged));
    expect(withForged).toBe(plain.replace('<p>plain</p>', () => forged));
    // The config is written once, in its script, and the feed's element stays empty.
    expect(withForged.split('{"loadTimeoutMs":8000')).toHaveLength(2);
    expect(withForged).toContain('<script id=pinboard-platform type=application/json>{"loadTimeoutMs":8000,"remotes":[]');
    expect(withForged.indexOf('<div id=area-mf_feed class=area></div>')).toBeLessThan(withForged.indexOf('area-mount'));
  });

  it('fills only its own slot when written into the streamed end too', () => {
    const end = documentEnd(MINIFIED, config, route, screen(forged));
    expect(end.split(PLATFORM_PLACEHOLDER)).toHaveLength(3);
    expect(end).toContain(`<div class="area-mount" data-server-rendered="">${forged}</div></div><div id=area-not-found class=area></div>`);
  });
});
