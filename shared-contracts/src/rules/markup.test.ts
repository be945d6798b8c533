import { escapeMarkup } from './markup';

describe('escapeMarkup', () => {
  it.each([
    ['</title><script>alert(1)</script>', '&#60;/title&#62;&#60;script&#62;alert(1)&#60;/script&#62;'],
    [`"quoted" & 'single'`, '&#34;quoted&#34; &#38; &#39;single&#39;'],
    ['Tomás Álvarez', 'Tomás Álvarez'],
    ['', ''],
  ])('%p → %p', (text, expected) => {
    expect(escapeMarkup(text)).toBe(expected);
  });
});
