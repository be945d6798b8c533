import type { RemoteDescriptor } from 'shared-contracts/platform';
import { startTestPlatform, type TestPlatform } from '../testing/testPlatform';
import { parseDevOverride } from './overrideCookies';

describe('parseDevOverride', () => {
  it.each([
    ['mf_feed@http://localhost:3101/remoteEntry.js', { remote: 'mf_feed', url: 'http://localhost:3101/remoteEntry.js' }],
    ['mf_boards@http://127.0.0.1:3103/mf-manifest.json', { remote: 'mf_boards', url: 'http://127.0.0.1:3103/mf-manifest.json' }],
    ['mf_feed@http://evil.example/remoteEntry.js', null],
    ['mf_feed@javascript:alert(1)', null],
    ['mf_feed@file:///etc/passwd', null],
    ['mf_cart@http://localhost:3101/remoteEntry.js', null],
    ['mf_feed@1.3.0', null],
    ['no-at-sign', null],
  ])('%s → %j', (value, expected) => {
    expect(parseDevOverride(value)).toEqual(expected);
  });
});

describe('dev overrides over HTTP', () => {
  const link = (site: TestPlatform, value: string) =>
    fetch(`${site.url}/page?pb-override=${encodeURIComponent(value)}`, { redirect: 'manual' });
  const feedOf = async (site: TestPlatform, cookie: string) =>
    (
      (await (await fetch(`${site.url}/page`, { headers: { cookie: `pb_anon=dev-visitor-0001; ${cookie}` } })).json()) as {
        remotes: RemoteDescriptor[];
      }
    ).remotes.find((r) => r.name === 'mf_feed');

  it('point an area at a dev server on this machine only in development mode', async () => {
    const dev = await startTestPlatform({ devMode: true });
    const plain = await startTestPlatform();
    try {
      const response = await link(dev, 'mf_feed@http://localhost:3101/remoteEntry.js');
      const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
      expect(cookie).toMatch(/^pb_dev_override=/);
      expect(await feedOf(dev, cookie)).toEqual({ name: 'mf_feed', version: 'dev', entryUrl: 'http://localhost:3101/remoteEntry.js' });
      // The same link and even the same cookie do nothing on a site that is not in development mode.
      expect((await link(plain, 'mf_feed@http://localhost:3101/remoteEntry.js')).headers.get('set-cookie')).toBeNull();
      expect(await feedOf(plain, cookie)).toBeUndefined();
      // A dev server elsewhere is never accepted.
      expect((await link(dev, 'mf_feed@http://evil.example/remoteEntry.js')).headers.get('set-cookie')).toBeNull();
    } finally {
      await dev.close();
      await plain.close();
    }
  });
});

describe('the redirect after an override link', () => {
  it.each([
    ['/.//evil.example/path?pb-override=clear', '/evil.example/path'],
    ['//evil.example?pb-override=clear', '/'],
    ['/%2e//evil.example?pb-override=clear', '/evil.example'],
    ['/a/..//evil.example?pb-override=clear', '/evil.example'],
    ['/page?x=1&pb-override=clear', '/page?x=1'],
  ])('%s stays on this site: %s', async (pathAndQuery, location) => {
    const site = await startTestPlatform();
    try {
      // The test platform's page route is /page; any path reaches the handler through a catch-all here.
      const response = await fetch(`${site.url}/redirect-probe?to=${encodeURIComponent(pathAndQuery)}`, { redirect: 'manual' });
      expect(response.headers.get('location')).toBe(location);
    } finally {
      await site.close();
    }
  });
});
