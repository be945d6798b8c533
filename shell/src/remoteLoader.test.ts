/** @jest-environment jsdom */
import { INTEGRITY_GLOBAL as BUILD_INTEGRITY_GLOBAL } from 'build-config/integrityPlugin';
import type { RemoteDescriptor } from 'shared-contracts';
import { entryScript, INTEGRITY_GLOBAL, loadAreaModule, loadExposedModule, registerAreaRemotes } from './remoteLoader';

const HASH = 'sha384-OLBgp1GsljhM2TJ+sbHjaiH9txEUvgdDTAzHv2P24donTt6/529l+9Ua0vFImLlb';
const page = globalThis as unknown as Record<string, unknown>;

const feed = (build: string): RemoteDescriptor => ({
  name: 'mf_feed',
  version: `1.0.0+${build}`,
  entryUrl: `/remotes/mf_feed/1.0.0%2B${build}/remoteEntry.js`,
  integrity: { 'remoteEntry.js': HASH },
});

const areaModule = { bootstrap: async () => {}, mount: async () => {}, unmount: async () => {} };

/** Stands in for the browser running the entry: defines the container, then fires load (or error). */
function answerEntry(outcome: 'container' | 'nothing' | 'error', get = jest.fn(async () => () => areaModule)) {
  const script = document.head.querySelector<HTMLScriptElement>('script[src*="remoteEntry.js"]');
  if (!script) throw new Error('no entry script was added');
  const init = jest.fn();
  if (outcome === 'container') page.mf_feed = { init, get };
  script.dispatchEvent(new Event(outcome === 'error' ? 'error' : 'load'));
  return { script, init, get };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  page.__webpack_init_sharing__ = jest.fn(async () => {});
  page.__webpack_share_scopes__ = { default: { react: {} } };
  document.head.innerHTML = '';
});

describe('integrity of remote scripts', () => {
  it('uses the table name the remotes’ chunk loaders read', () => {
    // The two sides are built separately (webpack plugin, shell bundle): they must agree.
    expect(BUILD_INTEGRITY_GLOBAL).toBe(INTEGRITY_GLOBAL);
  });

  it('gives a registered entry its integrity and leaves an unlisted one (a dev server’s) alone', () => {
    registerAreaRemotes([feed('aaaaaaaaaa')]);
    const script = entryScript('/remotes/mf_feed/1.0.0%2Baaaaaaaaaa/remoteEntry.js');
    expect(script.integrity).toBe(HASH);
    expect(script.crossOrigin).toBe('anonymous');
    const dev = entryScript('http://localhost:3101/remoteEntry.js');
    expect(dev.integrity || undefined).toBeUndefined();
    expect(dev.crossOrigin).toBeNull();
  });
});

describe('loading an area by webpack’s container protocol', () => {
  it('runs the entry once, initialises its container with the page’s share scope, and mounts what it exposes', async () => {
    const remote = feed('bbbbbbbbbb');
    const loading = loadAreaModule(remote);
    const { script, init, get } = answerEntry('container');
    expect(script.integrity).toBe(HASH);
    await expect(loading).resolves.toBe(areaModule);
    expect(init).toHaveBeenCalledWith({ react: {} });
    expect(get).toHaveBeenCalledWith('./app');
    // The grid another area asks for comes from the same container: no second entry.
    await loadExposedModule('mf_feed', './PinGrid');
    expect(get).toHaveBeenLastCalledWith('./PinGrid');
    expect(init).toHaveBeenCalledTimes(1);
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
  });

  it('says which entry failed, and fetches it afresh on the next attempt', async () => {
    const remote = feed('cccccccccc');
    const first = loadAreaModule(remote);
    answerEntry('error');
    await expect(first).rejects.toThrow(`${remote.entryUrl} could not be loaded (or its bytes are not the registered ones)`);
    const second = loadAreaModule(remote);
    answerEntry('container');
    await expect(second).resolves.toBe(areaModule);
  });

  it('refuses an entry that defines no container', async () => {
    const remote = feed('dddddddddd');
    const loading = loadAreaModule(remote);
    answerEntry('nothing');
    await expect(loading).rejects.toThrow(`${remote.entryUrl} ran but defined no mf_feed container`);
  });

  it('starts over with another build of the same remote, forgetting the old build’s chunks', async () => {
    const loading = loadAreaModule(feed('eeeeeeeeee'));
    answerEntry('container');
    await loading;
    page.webpackChunkmf_feed = [[['old chunk']]];
    const next = loadAreaModule(feed('ffffffffff'));
    await flush();
    expect(page.webpackChunkmf_feed).toEqual([]);
    answerEntry('container');
    await expect(next).resolves.toBe(areaModule);
  });

  it('refuses an exposed module of a remote the page does not list', async () => {
    await expect(loadExposedModule('mf_business', './PinGrid')).rejects.toThrow("mf_business is not among this page's remotes");
  });
});
