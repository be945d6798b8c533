import { classifyUserAgent } from './botDetection';

describe('classifyUserAgent', () => {
  it.each([
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36', false, false],
    ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', true, false],
    ['Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)', true, false],
    ['facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)', true, true],
    ['Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)', true, true],
    ['Twitterbot/1.0', true, true],
    [undefined, false, false],
  ])('%s: bot %s, social bot %s', (ua, isBot, isSocialBot) => {
    expect(classifyUserAgent(ua)).toEqual({ isBot, isSocialBot });
  });
});
