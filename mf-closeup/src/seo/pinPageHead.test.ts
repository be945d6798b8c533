// A pin page's head tags, as the closeup's server build writes them for people and search engines
// alike: title, description, canonical and Open Graph tags, the robots switch for exactly the
// sensitive noindex reasons, and JSON-LD that parses.

import { type ApiPin, type SeoNoindexReason } from 'shared-contracts/api';
import { SENSITIVE_NOINDEX_REASONS } from 'shared-contracts/rules';
import { board } from 'test-support/fakeApiClient';
import { makePin } from 'test-support/pinFixture';
import { pinPageHead } from './pinPageHead';
import { pinPageText } from './pinPageText';

const ORIGIN = 'https://pinboard.test';

// A pin on a board, as on the site (the head names no board, but the JSON-LD must hold with one).
const onBoard = board('12', 'Weeknight bakes', { pinCount: 42, sectionCount: 2, access: [] });

function render(overrides: Partial<ApiPin> = {}) {
  const pin = makePin({ board: onBoard, ...overrides });
  return { head: pinPageHead(pin, pinPageText(pin), ORIGIN) };
}

function metaContent(head: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`).exec(head);
  return match?.[1];
}

function jsonLd(head: string): unknown {
  const match = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(head);
  if (!match?.[1]) throw new Error('no JSON-LD in the head');
  return JSON.parse(match[1]);
}

describe('pinPageHead', () => {
  it('writes the title, description, canonical link and Open Graph and Twitter tags', () => {
    const { head } = render();
    expect(head).toContain('<title>Lemon tart · Pinboard</title>');
    expect(metaContent(head, 'description')).toBe('A bright lemon tart with a crisp crust.');
    expect(head).toContain('<link rel="canonical" href="https://pinboard.test/pin/1001/" />');
    expect(metaContent(head, 'og:title')).toBe('Lemon tart');
    expect(metaContent(head, 'og:site_name')).toBe('Pinboard');
    expect(metaContent(head, 'og:type')).toBe('article');
    expect(metaContent(head, 'og:url')).toBe('https://pinboard.test/pin/1001/');
    // Bots receive the original image size (spec section 1), as an absolute URL.
    expect(metaContent(head, 'og:image')).toBe('https://pinboard.test/media/orig/abc.jpg');
    expect(metaContent(head, 'og:image:width')).toBe('736');
    expect(metaContent(head, 'og:image:height')).toBe('1104');
    expect(metaContent(head, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(head, 'twitter:image')).toBe('https://pinboard.test/media/orig/abc.jpg');
  });

  it('has no inline style attributes or event handlers (the site runs under a strict CSP)', () => {
    const { head } = render({ sourceInterest: { id: '31', name: 'Baking', urlName: 'baking' } });
    expect(head).not.toMatch(/\sstyle=|\son[a-z]+=/i);
  });

  it.each(SENSITIVE_NOINDEX_REASONS)('asks not to be indexed and uses the SEO texts for %s', (reason) => {
    const { head } = render({ seoNoindexReason: reason, altText: 'Sensitive words' });
    expect(metaContent(head, 'robots')).toBe('noindex');
    expect(head).toContain('<title>Lemon tart recipe · Pinboard</title>');
    expect(metaContent(head, 'description')).toBe('How to bake a lemon tart.');
    expect(head).not.toContain('Sensitive words');
  });

  it('is indexable without a sensitive reason', () => {
    expect(render().head).not.toContain('robots');
    expect(render({ seoNoindexReason: 'not_a_reason' as SeoNoindexReason }).head).not.toContain('robots');
  });

  it.each([
    ['an image pin', {}, ['Person']],
    ['a recipe', { richMetadata: { recipe: { servings: 4, totalTimeMinutes: 30 } } }, ['Recipe', 'Person']],
    [
      'an out-of-stock product',
      {
        shoppingFlags: [6],
        isOosProduct: true,
        richSummary: {
          typeName: 'product' as const,
          displayName: 'Apron',
          siteName: 'Loom',
          url: 'https://loom.test/apron',
          products: [{ offerSummary: { price: '$12.00' } }],
        },
      },
      ['Product', 'Person'],
    ],
  ])('carries JSON-LD that parses, for %s', (_label, overrides: Partial<ApiPin>, types) => {
    const data = jsonLd(render(overrides).head) as { '@context': string; '@graph': Array<{ '@type': string }> };
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@graph'].map((node) => node['@type'])).toEqual(types);
  });

  it('escapes every text: markup in a title or description stays text', () => {
    const hostile = '</title><script>alert(1)</script>"\' onerror=x';
    const { head } = render({ title: hostile, gridTitle: hostile, description: `${hostile} and more`, altText: hostile });
    expect(head).not.toContain('<script>alert(1)');
    expect(head).toContain('<title>&#60;/title&#62;&#60;script&#62;');
    const data = jsonLd(head) as { '@graph': Array<{ name?: string }> };
    expect(data['@graph']).toHaveLength(1);
    expect(head.match(/<\/script>/g)).toHaveLength(1);
  });

  it('keeps a hostile string inside the JSON-LD block', () => {
    const { head } = render({ title: 'x</script><script>alert(1)</script>', gridTitle: 'x</script>', shoppingFlags: [5] });
    expect(head.match(/<\/script>/g)).toHaveLength(1);
    expect(jsonLd(head)).toMatchObject({ '@graph': [{ '@type': 'Product', name: 'x</script>' }, { '@type': 'Person' }] });
  });

  it('names a pin without any title by its words or whose it is, never by its id', () => {
    expect(render({ title: '', gridTitle: '' }).head).toContain('<title>A bright lemon tart with a crisp crust. · Pinboard</title>');
    expect(render({ title: '', gridTitle: '', description: '' }).head).toContain(
      '<title>A Pin by Loom &#38; Ladle Kitchen · Pinboard</title>',
    );
  });

  it.each(['', 'pinboard.test', 'https://pinboard.test/'])('refuses the origin "%s"', (origin) => {
    const pin = makePin();
    expect(() => pinPageHead(pin, pinPageText(pin), origin)).toThrow('origin must be scheme and host only');
  });
});
