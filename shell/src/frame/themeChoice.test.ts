/**
 * @jest-environment jsdom
 */
import { currentTheme, switchTheme } from './themeChoice';

afterEach(() => {
  delete document.documentElement.dataset.theme;
  document.cookie = 'pb_theme=; Path=/; Max-Age=0';
});

describe('the dark-mode toggle', () => {
  it('reads the theme the server wrote on <html>', () => {
    expect(currentTheme()).toBe('light');
    document.documentElement.dataset.theme = 'dark';
    expect(currentTheme()).toBe('dark');
  });

  it('keeps the other theme in its cookie, then reloads the page', () => {
    const reload = jest.fn(() => expect(document.cookie).toContain('pb_theme=dark'));
    switchTheme(document, reload);
    expect(reload).toHaveBeenCalledTimes(1);
    document.documentElement.dataset.theme = 'dark';
    switchTheme(document, () => undefined);
    expect(document.cookie).toContain('pb_theme=light');
  });
});
