/** @jest-environment jsdom */
import { INTEGRITY_GLOBAL as BUILD_INTEGRITY_GLOBAL } from 'build-config/integrityPlugin';
import type { RemoteDescriptor } from 'shared-contracts/platform';
import { INTEGRITY_GLOBAL } from './integrityTable';
import { loadAreaModule, loadExposedModule, preloadArea, registerAreaRemotes, startPageFederation } from './pageFederation';

const HASH = 'sha384-OLBgp1GsljhM2TJ+sbHjaiH9txEUvgdDTAzHv2P24donTt6/529l+9Ua0vFImLlb';
const CHUNK_HASH = 'sha384-AAAgp1GsljhM2TJ+sbHjaiH9txEUvgdDTAzHv2P24donTt6/529l+9Ua0vFImLlb';
const page = globalThis as unknown as Record<string, unknown>;

const feed = (build: string): RemoteDescriptor => ({
  name: 'mf_feed',
  version: `1.0.0+${build}`,
  entryUrl: `/remotes/mf_feed/1.0.0%2B${build}/remoteEntry.js`,
  integrity: { 'remoteEntry.js': HASH, 'app.js': CHUNK_HASH },
  initialFiles: ['app.js', 'styles.css'],
});

const areaModule = { bootstrap: async () => {}, mount: async () => {}, unmount: async () => {} };

const entryScripts = () => [...document.head.querySelectorAll<HTMLScriptElement>('script[src*="remoteEntry.js"]')];

/** Waits until the runtime has added the entry's <script> (it does so after a few promise turns). */
async function entryScript(): Promise<HTMLScriptElement> {
  for (let turn = 0; turn < 50; turn += 1) {
    const [script] = entryScripts();
    if (script) return script;
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  throw new Error('no entry script was added');
}

/** Stands in for the browser running the entry: defines the container, then fires load (or error). */
async function answerEntry(outcome: 'container' | 'error') {
  const script = await entryScript();
  const init = jest.fn();
  const get = jest.fn(async () => () => areaModule);
  if (outcome === 'container') page.mf_feed = { init, get };
  script.dispatchEvent(new Event(outcome === 'error' ? 'error' : 'load'));
  return { script, init, get };
}

beforeAll(() => startPageFederation(5000));

/** What the runtime warned of: registering a build of a remote it knows (force) warns by its design, and nothing else may. */
let warnings: string[] = [];

beforeEach(() => {
  document.head.innerHTML = '';
  delete page.mf_feed;
  warnings = [];
  jest.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    warnings.push(args.map(String).join(' '));
  });
});

afterEach(() => {
  jest.restoreAllMocks();
  expect(warnings.filter((warning) => !warning.includes('The remote "mf_feed" is already registered'))).toEqual([]);
});

describe("the page's federation runtime", () => {
  it('uses the integrity table name the remotes’ chunk loaders read', () => {
    // The two sides are built separately (webpack plugin, shell bundle): they must agree.
    expect(BUILD_INTEGRITY_GLOBAL).toBe(INTEGRITY_GLOBAL);
  });

  it('runs an entry with its registered integrity, and mounts what it exposes; another exposed module needs no second entry', async () => {
    const remote = feed('bbbbbbbbbb');
    registerAreaRemotes([remote]);
    const loading = loadAreaModule(remote);
    const { script, init, get } = await answerEntry('container');
    expect(script.integrity).toBe(HASH);
    expect(script.crossOrigin).toBe('anonymous');
    await expect(loading).resolves.toBe(areaModule);
    expect(init).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith('./app');
    await loadExposedModule('mf_feed', './PinGrid');
    expect(get).toHaveBeenLastCalledWith('./PinGrid');
    expect(init).toHaveBeenCalledTimes(1);
    expect(entryScripts()).toHaveLength(0);
  });

  it('tries an entry that did not arrive once more, and fetches it afresh on the next load after both failed', async () => {
    const remote = feed('cccccccccc');
    const first = loadAreaModule(remote);
    await answerEntry('error');
    // The retry plugin's second try.
    await answerEntry('error');
    await expect(first).rejects.toThrow(/remoteEntry\.js/);
    const second = loadAreaModule(remote);
    await answerEntry('container');
    await expect(second).resolves.toBe(areaModule);
  });

  it('starts over with another build of the same remote, forgetting the old build’s chunks', async () => {
    const loading = loadAreaModule(feed('eeeeeeeeee'));
    await answerEntry('container');
    await loading;
    page.webpackChunkmf_feed = [[['old chunk']]];
    const next = loadAreaModule(feed('ffffffffff'));
    expect(page.webpackChunkmf_feed).toEqual([]);
    const { script } = await answerEntry('container');
    expect(script.src).toContain('ffffffffff');
    await expect(next).resolves.toBe(areaModule);
  });

  it('preloads the route’s area from the registry’s data: its entry runs, and its first files are preloaded with their integrity', async () => {
    const remote = feed('gggggggggg');
    preloadArea(remote);
    await answerEntry('container');
    const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];
    for (let turn = 0; turn < 50 && preloads().length < 2; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
    const app = preloads().find((link) => link.href.endsWith('/app.js'));
    expect(app?.integrity).toBe(CHUNK_HASH);
    expect(app?.getAttribute('as')).toBe('script');
    expect(
      preloads()
        .find((link) => link.href.endsWith('/styles.css'))
        ?.getAttribute('as'),
    ).toBe('style');
    // The area's load finds the entry already run.
    await expect(loadAreaModule(remote)).resolves.toBe(areaModule);
    expect(entryScripts()).toHaveLength(0);
  });

  it('refuses an exposed module of a remote the page does not list', async () => {
    await expect(loadExposedModule('mf_business', './PinGrid')).rejects.toThrow("mf_business is not among this page's remotes");
  });
});
