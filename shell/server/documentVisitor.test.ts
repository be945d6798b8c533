import { documentVisitorOf } from './documentVisitor';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe('documentVisitorOf', () => {
  it.each([
    ['a signed-in user', 'user:42', BROWSER, { userId: 42, anonId: null, isBot: false }],
    ['a signed-out visitor', 'anon:abcdefghijklmnop', BROWSER, { userId: null, anonId: 'abcdefghijklmnop', isBot: false }],
    ['a bot', null, GOOGLEBOT, { userId: null, anonId: null, isBot: true }],
    ['a key of neither shape', 'user:abc', BROWSER, { userId: null, anonId: null, isBot: false }],
  ])('reads %s once', (_label, key, userAgent, parts) => {
    expect(documentVisitorOf(key, userAgent)).toMatchObject({ key, ...parts });
  });
});
