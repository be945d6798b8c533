import { readServerSettings } from './serverSettings';

describe('readServerSettings', () => {
  it('has the documented defaults', () => {
    const settings = readServerSettings({}, '/repo');
    expect(settings).toMatchObject({ port: 8080, host: 'localhost', loadTimeoutMs: 8000, shellDistDir: '/repo/shell/dist' });
    expect(settings.remoteDirs.mf_feed).toBe('/repo/mf-feed/dist');
  });

  it('reads every variable', () => {
    const settings = readServerSettings(
      { PORT: '0', HOST: '127.0.0.1', PINBOARD_LOAD_TIMEOUT_MS: '250', PINBOARD_ROOT: '/srv/pinboard', PINBOARD_REMOTE_DIRS: '{"mf_feed":"/tmp/feed"}' },
      '/repo',
    );
    expect(settings).toMatchObject({ port: 0, host: '127.0.0.1', loadTimeoutMs: 250, shellDistDir: '/srv/pinboard/shell/dist' });
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
  ])('rejects %j', (env, message) => {
    expect(() => readServerSettings(env, '/repo')).toThrow(message);
  });
});
