import { DARK_PAGE_BACKGROUND, otherTheme, themeCookie, themeFromCookie } from './theme';

describe('themeFromCookie', () => {
  it.each([
    ['dark', 'dark'],
    ['light', 'light'],
    [undefined, 'light'],
    ['', 'light'],
    ['DARK', 'light'],
    ['dark; path=/', 'light'],
  ] as const)('%p -> %s', (value, theme) => {
    expect(themeFromCookie(value)).toBe(theme);
  });
});

describe('themeCookie', () => {
  it('keeps the choice for the whole site for a year', () => {
    expect(themeCookie('dark')).toBe('pb_theme=dark; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(themeCookie('light')).toBe('pb_theme=light; Path=/; Max-Age=31536000; SameSite=Lax');
  });
});

describe('the toggle', () => {
  it('switches to the other theme', () => {
    expect(otherTheme('light')).toBe('dark');
    expect(otherTheme('dark')).toBe('light');
  });

  it("uses the spec's dark background", () => {
    expect(DARK_PAGE_BACKGROUND).toBe('#111111');
  });
});
