import { externalUrl } from './links';

describe('externalUrl (only http(s) URLs are external)', () => {
  it.each([
    ['https://www.example.com/a?b=1', 'https://www.example.com/a?b=1'],
    ['http://example.com', 'http://example.com/'],
    ['HTTPS://EXAMPLE.COM/x', 'https://example.com/x'],
  ])('%s is external', (text, href) => expect(externalUrl(text)?.href).toBe(href));

  it.each([
    '',
    '#top',
    '/pin/1001',
    'https://',
    'javascript:alert(1)',
    'mailto:a@example.com',
    'ftp://example.com/file',
    'data:text/html,hi',
  ])('%j is not', (text) => expect(externalUrl(text)).toBeNull());
});
