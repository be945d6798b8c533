// The site's colour theme (spec section 2: 'The dark-mode toggle reloads the page'; section 9:
// 'Dark mode background #111111'). The choice is a cookie, so the server writes the theme into the
// document before any script runs and the page never flashes the other theme.

export type Theme = 'light' | 'dark';

export const THEME_COOKIE = 'pb_theme';
/** The spec's dark page colour; design-tokens/tokens.css holds it as --pb-color-page in the dark theme. */
export const DARK_PAGE_BACKGROUND = '#111111';
/** A year: the choice is a preference, not a session. */
export const THEME_COOKIE_MAX_AGE_SECONDS = 31_536_000;

/** The theme a cookie value names; anything else (absent, tampered) is the light default. */
export function themeFromCookie(value: string | undefined): Theme {
  return value === 'dark' ? 'dark' : 'light';
}

/** The Set-Cookie / document.cookie string that keeps a theme for the whole site. */
export function themeCookie(theme: Theme): string {
  return `${THEME_COOKIE}=${theme}; Path=/; Max-Age=${THEME_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}

export function otherTheme(theme: Theme): Theme {
  return theme === 'dark' ? 'light' : 'dark';
}
