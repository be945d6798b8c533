// The site's icon and web app manifest, drawn from the design tokens the shell ships (its built
// stylesheet holds tokens.css), so the tab, the home screen and the browser's bar wear the same
// accent and page colours as the site and never a colour written here. Made once at start.

import { FAVICON_PATH, MASKABLE_ICON_PATH, SITE_ICON_LINKS } from 'shared-contracts/platform';
import { SITE_NAME } from 'shared-contracts/rules';
/** What the manifest says the site is: the template's default description. */
export const SITE_DESCRIPTION = 'Discover ideas and save them to your boards.';

export interface SiteColours {
  accent: string;
  onAccent: string;
  page: string;
  darkPage: string;
}

/** A CSS colour as a token holds one (#rgb, #rrggbb, rgb()): anything else is refused, never written into SVG. */
const COLOUR = /^(?:#[0-9a-fA-F]{3,8}|rgba?\([0-9 ,./%]+\))$/;

/** The declarations of the first rule whose selector is exactly one of `selectors`. */
function declarationsOf(css: string, selectors: readonly string[]): Map<string, string> {
  const found = new Map<string, string>();
  for (const rule of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const selector = (rule[1] ?? '').replace(/\/\*[\s\S]*?\*\//g, '').trim();
    if (!selectors.includes(selector)) continue;
    for (const declaration of (rule[2] ?? '').replace(/\/\*[\s\S]*?\*\//g, '').split(';')) {
      const at = declaration.indexOf(':');
      if (at > 0) found.set(declaration.slice(0, at).trim(), declaration.slice(at + 1).trim());
    }
    if (found.has('--pb-color-accent') || found.has('--pb-color-page')) return found;
  }
  return found;
}

function colour(tokens: Map<string, string>, name: string, where: string): string {
  const value = tokens.get(name);
  if (!value || !COLOUR.test(value)) throw new Error(`the shell's stylesheet has no colour token ${name} in ${where}: rebuild the shell`);
  return value;
}

/** The brand and page colours (light and dark) from the shell's stylesheet text. */
export function siteColoursOf(css: string): SiteColours {
  const light = declarationsOf(css, [':root']);
  const dark = declarationsOf(css, [":root[data-theme='dark']", ':root[data-theme="dark"]', ':root[data-theme=dark]']);
  return {
    accent: colour(light, '--pb-color-accent', ':root'),
    onAccent: colour(light, '--pb-color-on-accent', ':root'),
    page: colour(light, '--pb-color-page', ':root'),
    darkPage: colour(dark, '--pb-color-page', "the dark theme's :root"),
  };
}

/**
 * The icon: the header's mark, a 'P' on the accent, in a circle (`maskable`: a full square, its
 * letter inside the safe zone a launcher may cut to a circle). Vector, so one file serves every size.
 */
export function faviconSvg(colours: Pick<SiteColours, 'accent' | 'onAccent'>, maskable = false): string {
  const shape = maskable
    ? `<rect width="64" height="64" fill="${colours.accent}"/>`
    : `<circle cx="32" cy="32" r="32" fill="${colours.accent}"/>`;
  const size = maskable ? 30 : 40;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${shape}` +
    `<text x="32" y="${maskable ? 43 : 46}" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-weight="700" ` +
    `font-size="${size}" fill="${colours.onAccent}">P</text></svg>\n`
  );
}

/** The web app manifest (W3C Web Application Manifest): name, icons and the light theme's page colour for the bars. */
export function webManifest(colours: SiteColours): string {
  const manifest = {
    name: SITE_NAME,
    short_name: SITE_NAME,
    description: SITE_DESCRIPTION,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: colours.page,
    theme_color: colours.page,
    icons: [
      { src: FAVICON_PATH, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      { src: MASKABLE_ICON_PATH, sizes: 'any', type: 'image/svg+xml', purpose: 'maskable' },
    ],
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/** The head tags every document carries for them: the icon, the manifest and the bar's colour in each theme. */
export function siteIconTags(colours: SiteColours): string {
  return [
    SITE_ICON_LINKS,
    `<meta name="theme-color" content="${colours.page}" media="(prefers-color-scheme: light)">`,
    `<meta name="theme-color" content="${colours.darkPage}" media="(prefers-color-scheme: dark)">`,
  ].join('');
}
