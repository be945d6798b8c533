/** @jest-environment jsdom */
import { waitFor } from '@testing-library/react';
import type { RemoteDescriptor, RemoteLoadReport } from 'shared-contracts/platform';
import type { AreaModule } from './areaModule';
import type { SingleSpaLifecycles } from './areaHost';
import { registerAreas } from './registerAreas';

const registered: { name: string; app: () => Promise<SingleSpaLifecycles> }[] = [];
jest.mock('single-spa', () => ({
  registerApplication: (app: { name: string; app: () => Promise<SingleSpaLifecycles> }) => registered.push(app),
  triggerAppChange: () => undefined,
}));

const OLD: RemoteDescriptor = {
  name: 'mf_feed',
  version: '1.0.0+aaaaaaaaaa',
  entryUrl: '/remotes/mf_feed/1.0.0%2Baaaaaaaaaa/remoteEntry.js',
};
const NEW: RemoteDescriptor = {
  name: 'mf_feed',
  version: '1.1.0+bbbbbbbbbb',
  entryUrl: '/remotes/mf_feed/1.1.0%2Bbbbbbbbbbb/remoteEntry.js',
};

const area: AreaModule = {
  bootstrap: async () => undefined,
  mount: async (props) => {
    props.domElement.textContent = 'feed content';
  },
  unmount: async () => undefined,
};

async function mounted(name: string): Promise<void> {
  const host = await registered.find((r) => r.name === name)!.app();
  await host.mount();
}

beforeEach(() => {
  registered.length = 0;
  document.body.innerHTML = ['mf_feed', 'mf_closeup', 'mf_boards', 'mf_experiences', 'mf_business']
    .map((n) => `<div id="area-${n}"></div>`)
    .join('');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('registerAreas', () => {
  it('reports each build’s load with the token that named it: the document’s, then a refresh’s', async () => {
    const reports: RemoteLoadReport[] = [];
    registerAreas(
      { loadTimeoutMs: 1000, remotes: [OLD], reportToken: 'document.token' },
      {
        load: async (remote) => (remote.version === OLD.version ? Promise.reject(new Error('gone')) : area),
        current: async () => ({ remotes: [NEW], reportToken: 'refresh.token' }),
        report: (load) => reports.push(load),
      },
    );
    await mounted('mf_feed');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.getElementById('area-mf_feed')?.textContent).toContain('feed content');
    expect(reports).toEqual([
      { remote: 'mf_feed', version: OLD.version, ok: false, durationMs: expect.any(Number), reason: 'gone', token: 'document.token' },
      { remote: 'mf_feed', version: NEW.version, ok: true, durationMs: expect.any(Number), token: 'refresh.token' },
    ]);
  });

  it('reports a build the refresh gives again (a failing canary) with the document’s token, which alone counts', async () => {
    const reports: RemoteLoadReport[] = [];
    registerAreas(
      { loadTimeoutMs: 1000, remotes: [OLD], reportToken: 'document.token' },
      {
        load: () => Promise.reject(new Error('broken canary')),
        current: async () => ({ remotes: [OLD], reportToken: 'refresh.token' }),
        report: (load) => reports.push(load),
      },
    );
    await mounted('mf_feed').catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reports.length).toBeGreaterThan(0);
    expect(reports.every((r) => r.token === 'document.token' && !r.ok)).toBe(true);
  });

  it('shows the failure of an area the document does not list, without loading or reporting anything', async () => {
    const load = jest.fn();
    const reports: RemoteLoadReport[] = [];
    registerAreas(
      { loadTimeoutMs: 1000, remotes: [], reportToken: 'document.token' },
      { load, current: async () => ({ remotes: [], reportToken: 'r' }), report: (l) => reports.push(l) },
    );
    window.history.pushState(null, '', '/demo/');
    await mounted('mf_boards');
    // The failure is rendered by React after the mount settles: wait for it, not for a tick.
    await waitFor(() =>
      expect(document.querySelector('#area-mf_boards [role="alert"]')?.textContent).toContain("Boards and profiles couldn't be shown."),
    );
    expect(load).not.toHaveBeenCalled();
    expect(reports).toEqual([]);
  });

  it("keeps a layer's failure quiet under another area's page, and shows it on the layer's own page", async () => {
    window.history.pushState(null, '', '/');
    registerAreas(
      { loadTimeoutMs: 1000, remotes: [], reportToken: 'document.token' },
      { load: jest.fn(), current: async () => ({ remotes: [], reportToken: 'r' }), report: () => undefined },
    );
    await mounted('mf_boards');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.querySelector('#area-mf_boards [role="alert"]')).toBeNull();

    window.history.pushState(null, '', '/demo/');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.querySelector('#area-mf_boards [role="alert"]')?.textContent).toContain("Boards and profiles couldn't be shown.");
  });
});
