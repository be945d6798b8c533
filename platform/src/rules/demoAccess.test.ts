import { demoAccessRefusal, demoAccessRefusedMessage, isLoopbackAddress, type ServerReach } from './demoAccess';

const LOCAL: ServerReach = { trustedProxies: [], host: 'localhost', hostAddresses: ['127.0.0.1', '::1'], production: [] };

describe('demoAccessRefusal', () => {
  it.each<[string, Partial<ServerReach>, string | null]>([
    ['localhost, resolving to loopback only', {}, null],
    ['127.0.0.1', { host: '127.0.0.1', hostAddresses: ['127.0.0.1'] }, null],
    ['another loopback address', { host: '127.0.0.9', hostAddresses: ['127.0.0.9'] }, null],
    ['::1', { host: '::1', hostAddresses: ['::1'] }, null],
    // The probe's set-up: a proxy on this machine forwards everyone's requests.
    [
      'a trusted proxy on this machine',
      { trustedProxies: ['127.0.0.1'] },
      "PINBOARD_TRUSTED_PROXIES=127.0.0.1 (a proxy forwards other machines' requests, and they reach the server from its address)",
    ],
    ['trusted proxy ranges', { trustedProxies: ['10.0.0.0/8', 'fd00::/8'] }, 'PINBOARD_TRUSTED_PROXIES=10.0.0.0/8,fd00::/8'],
    ['every IPv4 address', { host: '0.0.0.0', hostAddresses: ['0.0.0.0'] }, 'HOST=0.0.0.0 listens beyond this machine'],
    ['every IPv6 address', { host: '::', hostAddresses: ['::'] }, 'HOST=:: listens beyond this machine'],
    ['a public address', { host: '203.0.113.7', hostAddresses: ['203.0.113.7'] }, 'HOST=203.0.113.7 listens beyond this machine'],
    [
      'a name resolving to loopback and beyond',
      { host: 'localhost', hostAddresses: ['127.0.0.1', '192.168.1.20'] },
      'HOST=localhost listens beyond this machine (it is 192.168.1.20)',
    ],
    [
      'a name that resolves to nothing',
      { host: 'nowhere.invalid', hostAddresses: [] },
      "HOST=nowhere.invalid is not an address of this machine's loopback",
    ],
    ['NODE_ENV=production', { production: ['NODE_ENV=production'] }, 'NODE_ENV=production says this is a production server'],
    [
      'two production settings',
      { production: ['NODE_ENV=production', 'PINBOARD_SECURE_COOKIES=1 (the site is served over HTTPS)'] },
      'NODE_ENV=production and PINBOARD_SECURE_COOKIES=1 (the site is served over HTTPS) say this is a production server',
    ],
  ])('%s', (_case, reach, expected) => {
    const because = demoAccessRefusal({ ...LOCAL, ...reach });
    if (expected === null) expect(because).toBeNull();
    else expect(because).toContain(expected);
  });

  it('names every reason at once', () => {
    const because = demoAccessRefusal({
      trustedProxies: ['127.0.0.1'],
      host: '0.0.0.0',
      hostAddresses: ['0.0.0.0'],
      production: ['NODE_ENV=production'],
    });
    expect(because).toMatch(
      /^PINBOARD_TRUSTED_PROXIES=127\.0\.0\.1 .*; HOST=0\.0\.0\.0 listens beyond this machine; NODE_ENV=production says/,
    );
  });
});

describe('demoAccessRefusedMessage', () => {
  it('says what was refused, why, and the command that makes an access file of your own', () => {
    const message = demoAccessRefusedMessage(
      '/srv/pinboard/platform/demo-access.json',
      'NODE_ENV=production says this is a production server',
    );
    expect(message).toContain('/srv/pinboard/platform/demo-access.json holds the demo tokens or signing secret, which are public');
    expect(message).toContain('so the server refuses them: NODE_ENV=production says this is a production server.');
    expect(message).toContain('npm run --silent platform:token -- --file /etc/pinboard/access.json --name ops --scope platform');
    expect(message).toContain('PINBOARD_ACCESS_FILE=/etc/pinboard/access.json');
  });
});

describe('isLoopbackAddress', () => {
  it.each<[string | undefined, boolean]>([
    ['127.0.0.1', true],
    ['127.255.0.3', true],
    ['::1', true],
    ['0:0:0:0:0:0:0:1', true],
    ['::ffff:127.0.0.1', true],
    ['::FFFF:127.0.0.1', true],
    ['128.0.0.1', false],
    ['10.0.0.1', false],
    ['0.0.0.0', false],
    ['::', false],
    ['::ffff:10.0.0.1', false],
    ['fe80::1', false],
    ['localhost', false],
    ['', false],
    [undefined, false],
  ])('%p: %p', (address, expected) => {
    expect(isLoopbackAddress(address)).toBe(expected);
  });
});
