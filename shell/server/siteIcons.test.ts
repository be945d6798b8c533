import { readFileSync } from 'node:fs';
import path from 'node:path';
import { faviconSvg, siteColoursOf, siteIconTags, webManifest } from './siteIcons';

const TOKENS = readFileSync(path.join(__dirname, '..', '..', 'design-tokens', 'tokens.css'), 'utf8');

describe('the site icon and web app manifest', () => {
  it('take the accent, the colour on it and the page colours of both themes from the design tokens, as written or minified', () => {
    const colours = { accent: '#e60023', onAccent: '#fff', page: '#fff', darkPage: '#111' };
    expect(siteColoursOf(TOKENS)).toEqual(colours);
    expect(
      siteColoursOf(
        ':root{--pb-color-page:#fff;--pb-color-accent:#e60023;--pb-color-on-accent:#fff}:root[data-theme=dark]{--pb-color-page:#111}',
      ),
    ).toEqual(colours);
  });

  it('refuse a stylesheet without the tokens, or with a value that is not a colour', () => {
    expect(() => siteColoursOf('body { color: red }')).toThrow('no colour token --pb-color-accent');
    expect(() =>
      siteColoursOf(
        ':root{--pb-color-page:#fff;--pb-color-accent:"/><script>;--pb-color-on-accent:#fff}:root[data-theme=dark]{--pb-color-page:#111}',
      ),
    ).toThrow('no colour token --pb-color-accent');
  });

  it("draws the header's mark on the accent, round for a tab and square (its letter in the safe zone) for a launcher", () => {
    const colours = siteColoursOf(TOKENS);
    expect(faviconSvg(colours)).toContain('<circle cx="32" cy="32" r="32" fill="#e60023"/>');
    expect(faviconSvg(colours)).toContain('fill="#fff">P</text>');
    expect(faviconSvg(colours, true)).toContain('<rect width="64" height="64" fill="#e60023"/>');
  });

  it('names the site, its icons and the light page colour for the bars; the tags link both and colour the bar in each theme', () => {
    const colours = siteColoursOf(TOKENS);
    expect(JSON.parse(webManifest(colours))).toEqual({
      name: 'Pinboard',
      short_name: 'Pinboard',
      description: 'Discover ideas and save them to your boards.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#fff',
      theme_color: '#fff',
      icons: [
        { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        { src: '/favicon-maskable.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'maskable' },
      ],
    });
    expect(siteIconTags(colours)).toBe(
      '<link rel="icon" href="/favicon.svg" type="image/svg+xml"><link rel="manifest" href="/manifest.webmanifest">' +
        '<meta name="theme-color" content="#fff" media="(prefers-color-scheme: light)">' +
        '<meta name="theme-color" content="#111" media="(prefers-color-scheme: dark)">',
    );
  });
});
