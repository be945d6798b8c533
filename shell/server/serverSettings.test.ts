import { readServerSettings } from './serverSettings';

describe('readServerSettings', () => {
  it('has the documented defaults', () => {
    const settings = readServerSettings({}, '/repo');
    expect(settings).toMatchObject({ port: 8080, host: 'localhost', loadTimeoutMs: 8000, shellDistDir: '/repo/shell/dist' });
    expect(settings.remoteDirs.mf_feed).toBe('/repo/mf-feed/dist');
    expect(settings).toMatchObject({
      accessFile: '/repo/platform/demo-access.json',
      devMode: false,
      canaryPolicy: { maxFailureRate: 0.1, minLoads: 50, minVisitors: 10, minAddresses: 5, maxNetworkShare: 0.5 },
      publicOrigin: undefined,
      serverRenderTimeoutMs: 150,
      maxConnectionsPerAddress: 100,
      trustedProxies: [],
      database: { kind: 'sqlite' },
      mediaDir: '/repo/.data/media',
    });
    // Several edges share one media folder.
    expect(readServerSettings({ DATA_DIR: '/a', MEDIA_DIR: '/shared/media' }, '/repo').mediaDir).toBe('/shared/media');
  });

  it('keeps shared state in PostgreSQL when DATABASE_URL names one, and refuses another kind of URL', () => {
    expect(readServerSettings({ DATABASE_URL: 'postgres://pinboard@db:5432/pinboard' }, '/repo').database).toEqual({
      kind: 'postgres',
      url: 'postgres://pinboard@db:5432/pinboard',
    });
    expect(() => readServerSettings({ DATABASE_URL: 'sqlite:///repo/.data' }, '/repo')).toThrow(
      'DATABASE_URL must start with postgres:// or postgresql://',
    );
  });

  it('reads the public origin and the server render bound', () => {
    const settings = readServerSettings(
      { PINBOARD_PUBLIC_ORIGIN: 'https://pinboard.example/', PINBOARD_SERVER_RENDER_TIMEOUT_MS: '50' },
      '/repo',
    );
    expect(settings).toMatchObject({ publicOrigin: 'https://pinboard.example', serverRenderTimeoutMs: 50 });
  });

  it('reads the platform variables', () => {
    const settings = readServerSettings(
      {
        PINBOARD_ACCESS_FILE: '/etc/pinboard/access.json',
        PINBOARD_DEV: '1',
        PINBOARD_CANARY_MAX_FAILURE_RATE: '25',
        PINBOARD_CANARY_MIN_LOADS: '4',
        PINBOARD_CANARY_MIN_VISITORS: '3',
        PINBOARD_CANARY_MIN_ADDRESSES: '2',
        PINBOARD_CANARY_MAX_NETWORK_SHARE: '80',
        PINBOARD_SECURE_COOKIES: '1',
        PINBOARD_EVENT_RETENTION_DAYS: '30',
      },
      '/repo',
    );
    expect(settings).toMatchObject({
      eventRetentionDays: 30,
      accessFile: '/etc/pinboard/access.json',
      devMode: true,
      canaryPolicy: { maxFailureRate: 0.25, minLoads: 4, minVisitors: 3, minAddresses: 2, maxNetworkShare: 0.8 },
    });
  });

  it('reads every variable', () => {
    const settings = readServerSettings(
      {
        PORT: '0',
        HOST: '127.0.0.1',
        PINBOARD_ACCESS_FILE: '/etc/pinboard/access.json',
        PINBOARD_LOAD_TIMEOUT_MS: '250',
        PINBOARD_ROOT: '/srv/pinboard',
        PINBOARD_REMOTE_DIRS: '{"mf_feed":"/tmp/feed"}',
        PINBOARD_MAX_CONNECTIONS_PER_ADDRESS: '0',
        PINBOARD_TRUSTED_PROXIES: '10.0.0.5, 10.1.0.0/16 fd00::/8',
      },
      '/repo',
    );
    expect(settings.trustedProxies).toEqual(['10.0.0.5', '10.1.0.0/16', 'fd00::/8']);
    expect(settings).toMatchObject({ port: 0, host: '127.0.0.1', loadTimeoutMs: 250, shellDistDir: '/srv/pinboard/shell/dist' });
    expect(settings.maxConnectionsPerAddress).toBe(0);
    expect(settings.remoteDirs).toMatchObject({ mf_feed: '/tmp/feed', mf_boards: '/srv/pinboard/mf-boards/dist' });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT must be a whole number from 0 to 65535, not "eighty"'],
    [{ PORT: '70000' }, 'PORT must be a whole number from 0 to 65535, not "70000"'],
    [{ PORT: '-1' }, 'PORT must be a whole number from 0 to 65535'],
    // A zero bound would start a server whose shell refuses its own config on every page.
    [{ PINBOARD_LOAD_TIMEOUT_MS: '0' }, 'PINBOARD_LOAD_TIMEOUT_MS must be a whole number from 1 to 600000, not "0"'],
    [{ PINBOARD_LOAD_TIMEOUT_MS: '1.5' }, 'PINBOARD_LOAD_TIMEOUT_MS must be a whole number'],
    [{ PINBOARD_REMOTE_DIRS: '{"mf_cart":"/x"}' }, 'unknown remote "mf_cart"'],
    [{ PINBOARD_CANARY_MAX_FAILURE_RATE: '150' }, 'PINBOARD_CANARY_MAX_FAILURE_RATE must be a percentage from 0 to 100, not "150"'],
    [{ PINBOARD_CANARY_MIN_LOADS: '0' }, 'PINBOARD_CANARY_MIN_LOADS must be a whole number from 1 to 1000000'],
    // Zero would let failures from nobody in particular roll a canary back.
    [{ PINBOARD_CANARY_MIN_VISITORS: '0' }, 'PINBOARD_CANARY_MIN_VISITORS must be a whole number from 1 to 1000000, not "0"'],
    [{ PINBOARD_CANARY_MIN_VISITORS: 'ten' }, 'PINBOARD_CANARY_MIN_VISITORS must be a whole number from 1 to 1000000, not "ten"'],
    [{ PINBOARD_CANARY_MIN_ADDRESSES: '0' }, 'PINBOARD_CANARY_MIN_ADDRESSES must be a whole number from 1 to 1000000, not "0"'],
    [{ PINBOARD_CANARY_MIN_ADDRESSES: '2.5' }, 'PINBOARD_CANARY_MIN_ADDRESSES must be a whole number from 1 to 1000000, not "2.5"'],
    [{ PINBOARD_DEV: 'yes' }, 'PINBOARD_DEV must be 1 or 0, not "yes"'],
    [{ PINBOARD_PUBLIC_ORIGIN: 'pinboard.example' }, 'PINBOARD_PUBLIC_ORIGIN must be an origin such as https://pinboard.example'],
    [{ PINBOARD_PUBLIC_ORIGIN: 'https://pinboard.example/pins' }, 'no path, query or credentials'],
    [{ PINBOARD_PUBLIC_ORIGIN: 'ftp://pinboard.example' }, 'PINBOARD_PUBLIC_ORIGIN must be an origin'],
    [{ PINBOARD_SERVER_RENDER_TIMEOUT_MS: '0' }, 'PINBOARD_SERVER_RENDER_TIMEOUT_MS must be a whole number from 1 to 10000'],
    [{ PINBOARD_EVENT_RETENTION_DAYS: '0' }, 'PINBOARD_EVENT_RETENTION_DAYS must be a whole number from 1 to 36500, not "0"'],
    [
      { PINBOARD_MAX_CONNECTIONS_PER_ADDRESS: '-1' },
      'PINBOARD_MAX_CONNECTIONS_PER_ADDRESS must be a whole number from 0 to 1000000, not "-1"',
    ],
    [
      { PINBOARD_TRUSTED_PROXIES: 'lb.internal' },
      'PINBOARD_TRUSTED_PROXIES takes addresses and ranges such as 10.0.0.5 or 10.0.0.0/8, not "lb.internal"',
    ],
    [{ PINBOARD_TRUSTED_PROXIES: '10.0.0.0/33' }, 'not "10.0.0.0/33"'],
  ])('rejects %j', (env, message) => {
    expect(() => readServerSettings(env, '/repo')).toThrow(message);
  });
});
