import { robotsTxt } from './robotsTxt';

/** Whether a crawler following Google's rules (longest match wins, '$' ends, '*' any) may read `path`. */
function allowed(robots: string, path: string): boolean {
  const rules = robots
    .split('\n')
    .map((line) => /^(Allow|Disallow): (.+)$/.exec(line))
    .flatMap((match) => (match?.[1] && match[2] ? [{ allow: match[1] === 'Allow', pattern: match[2] }] : []));
  const matching = rules.filter(({ pattern }) => {
    const source = pattern.replace(/[.+?^{}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
    return new RegExp(`^${source}`).test(path);
  });
  const longest = matching.sort((a, b) => b.pattern.length - a.pattern.length)[0];
  return longest?.allow ?? true;
}

describe('robots.txt', () => {
  const robots = robotsTxt('https://pinboard.test');

  it.each([
    ['/', true],
    ['/pin/1001/', true],
    ['/maya/', true],
    ['/maya/kitchen-ideas/', true],
    ['/ideas/gardening/7/', true],
    ['/topics/gardening/', true],
    ['/explore', true],
    ['/media/abc.jpg', true],
    ['/shell/shell.abc.js', true],
    ['/remotes/mf_feed/1.0.0/remoteEntry.js', true],
    ['/settingsfan/', true],
    ['/settings', false],
    ['/settings/notifications', false],
    ['/_platform/', false],
    ['/v3/offsite/', false],
    ['/resource/PinResource/get/', false],
    ['/offsite/?url=x', false],
    ['/login', false],
    ['/notifications', false],
    ['/pin-builder', false],
    ['/pin/1001/edit', false],
    ['/pin/1001/repin/', false],
    ['/board/12/edit', false],
    ['/search/pins/?q=x', false],
  ])('%s: allowed %s', (path, expected) => {
    expect(allowed(robots, path)).toBe(expected);
  });

  it('lets every crawler in, and says where the sitemap is', () => {
    expect(robots.startsWith('User-agent: *\nAllow: /\n')).toBe(true);
    expect(robots.endsWith('\nSitemap: https://pinboard.test/sitemap.xml\n')).toBe(true);
  });
});
