import { act, screen, waitFor } from '@testing-library/react';
import { createPageBus } from 'page-runtime';
import type { FrameViewer, PlatformConfig } from 'shared-contracts/platform';
import type { DebugClient } from './debugClient';
import { DEBUG_PANEL_HOST_ID, mountDebugPanel } from './mountDebugPanel';
import { startDebugPanel, type DebugPanelModule } from './startDebugPanel';

const viewer = (isEmployee: boolean): FrameViewer => ({
  username: isEmployee ? 'employee' : 'demo',
  fullName: isEmployee ? 'Emma Employee' : 'Demo User',
  imageSmallUrl: '',
  createdAt: '2022-01-01T00:00:00.000Z',
  hasBusinessProfiles: false,
  isEmployee,
});

const configFor = (who: FrameViewer | null, framed = true): PlatformConfig => ({
  loadTimeoutMs: 8000,
  remotes: [{ name: 'mf_feed', version: '1.0.0+aaaaaaaaaa', entryUrl: '/remotes/mf_feed/1.0.0%2Baaaaaaaaaa/remoteEntry.js' }],
  ...(framed ? { frame: { theme: 'light', viewer: who } } : {}),
});

const sources = { loads: { recorded: () => [], onRecord: () => () => undefined }, logged: { recent: () => [] } };

const client: DebugClient = {
  versions: async () => ({ areas: [] }),
  overrideLink: async () => Promise.reject(new Error('not in this test')),
};

afterEach(() => document.getElementById(DEBUG_PANEL_HOST_ID)?.remove());

describe('startDebugPanel', () => {
  it.each([
    ['a signed-in user who is not an employee', configFor(viewer(false)), '?deb_panel=1'],
    ['a visitor', configFor(null), '?deb_panel=1'],
    ['a page whose document has no frame', configFor(null, false), '?deb_panel=1'],
    ['an employee who did not ask for it', configFor(viewer(true)), '?q=pasta'],
  ])('loads nothing for %s', (_label, config, search) => {
    const load = jest.fn<Promise<DebugPanelModule>, []>();
    const events = createPageBus();
    expect(startDebugPanel({ config, search, events, load, ...sources })).toBe(false);
    expect(load).not.toHaveBeenCalled();
    // Nothing listens to the bus on its behalf either.
    const tapped = jest.spyOn(events, 'tap');
    events.emit('modal/opened', { id: 'x' });
    expect(tapped).not.toHaveBeenCalled();
  });

  it("loads the panel's chunk for an employee with a deb_ parameter, with what happened before it arrived", async () => {
    const events = createPageBus();
    let arrive: (module: DebugPanelModule) => void = () => undefined;
    const load = jest.fn(() => new Promise<DebugPanelModule>((resolve) => (arrive = resolve)));
    const mount = jest.fn<ReturnType<DebugPanelModule['mountDebugPanel']>, Parameters<DebugPanelModule['mountDebugPanel']>>(
      () => () => undefined,
    );
    const config = configFor(viewer(true));
    expect(startDebugPanel({ config, search: '?deb_panel=1', events, load, ...sources })).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
    events.emit('modal/opened', { id: 'early' });
    arrive({ mountDebugPanel: mount });
    await waitFor(() => expect(mount).toHaveBeenCalledTimes(1));
    const options = mount.mock.calls[0]![0];
    expect(options.remotes).toBe(config.remotes);
    expect(options.doc).toBe(document);
    expect(options.recorder.snapshot().events.map((e) => e.summary)).toEqual(['id=early']);
  });

  it('says so when the chunk cannot be loaded, and stops recording', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const events = createPageBus();
    const untap = jest.fn();
    jest.spyOn(events, 'tap').mockReturnValue(untap);
    const failed = Promise.reject(new Error('chunk load failed'));
    startDebugPanel({ config: configFor(viewer(true)), search: '?deb_x', events, load: () => failed, ...sources });
    await waitFor(() => expect(errors).toHaveBeenCalledWith('[shell] the debug panel could not load', expect.any(Error)));
    expect(untap).toHaveBeenCalledTimes(1);
    errors.mockRestore();
  });
});

describe('mountDebugPanel', () => {
  it('puts the panel at the end of the body, and takes it away when the employee signs out', async () => {
    const events = createPageBus();
    const nothing = { events: [], loads: [], logged: [] };
    const recorder = { snapshot: () => nothing, subscribe: () => () => undefined, stop: jest.fn() };
    act(() => {
      mountDebugPanel({ doc: document, remotes: [], recorder, events, client, copy: async () => undefined });
    });
    expect(await screen.findByRole('complementary', { name: 'Debug panel' })).toBeTruthy();
    expect(document.body.lastElementChild?.id).toBe(DEBUG_PANEL_HOST_ID);
    act(() => events.emit('auth/changed', { isAuth: true, userId: '3' }));
    expect(screen.queryByRole('complementary', { name: 'Debug panel' })).toBeTruthy();
    act(() => events.emit('auth/changed', { isAuth: false, userId: null }));
    expect(screen.queryByRole('complementary', { name: 'Debug panel' })).toBeNull();
    expect(document.getElementById(DEBUG_PANEL_HOST_ID)).toBeNull();
    expect(recorder.stop).toHaveBeenCalledTimes(1);
  });
});
