import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { RemoteDescriptor } from 'shared-contracts/platform';
import { createAreaHost, type LoadOutcome } from './areaHost';
import { assertAreaModule, type AreaModule, type AreaMountProps } from './areaModule';
import { createAreaView } from './areaView';

const remote: RemoteDescriptor = { name: 'mf_closeup', version: '1.2.3+abc', entryUrl: '/remoteEntry.js' };

/** A stand-in remote: mounts by writing text into the node the host gives it. */
function fakeArea(overrides: Partial<AreaModule> = {}): AreaModule & { props: AreaMountProps[] } {
  const props: AreaMountProps[] = [];
  return {
    props,
    bootstrap: async () => undefined,
    mount: async (p) => {
      props.push(p);
      p.domElement.textContent = 'closeup content';
    },
    unmount: async (p) => {
      p.domElement.textContent = '';
    },
    ...overrides,
  };
}

function setup(
  load: (descriptor: RemoteDescriptor) => Promise<AreaModule>,
  timeoutMs = 1000,
  refresh?: () => Promise<RemoteDescriptor | null>,
  serverMarkup = '',
) {
  document.body.innerHTML = `<div id="region">${serverMarkup}</div>`;
  const region = document.getElementById('region') as HTMLElement;
  const failures: string[] = [];
  const outcomes: LoadOutcome[] = [];
  const host = createAreaHost({
    remote,
    view: createAreaView(region, 'Pin closeup'),
    load,
    ...(refresh ? { refresh } : {}),
    timeoutMs,
    onFailure: (reason) => failures.push(reason),
    onLoad: (outcome) => outcomes.push(outcome),
  });
  return { region, failures, outcomes, host };
}

describe('area host', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('mounts the remote into its region', async () => {
    const area = fakeArea();
    // jsdom has no User Timing; the real browser's is exercised by the first-paint benchmark.
    const mark = jest.fn();
    Object.defineProperty(performance, 'mark', { value: mark, configurable: true });
    const { region, host } = setup(async () => area);
    await act(() => host.mount());
    await waitFor(() => expect(region.textContent).toBe('closeup content'));
    expect(area.props[0]).toMatchObject({ name: 'mf_closeup', remote: 'mf_closeup', version: '1.2.3+abc' });
    expect(region.getAttribute('aria-busy')).toBeNull();
    expect(mark).toHaveBeenCalledWith('pinboard:mf_closeup:mounted');
  });

  it("replaces what the server rendered into the region (a bot's pin page) when the area mounts", async () => {
    const { region, host } = setup(async () => fakeArea(), 1000, undefined, '<article><h1>Server pin</h1></article>');
    expect(region.textContent).toBe('Server pin');
    await act(() => host.mount());
    await waitFor(() => expect(region.textContent).toBe('closeup content'));
    expect(region.querySelectorAll('h1')).toHaveLength(0);
  });

  it('shows the failure region when loading fails, and Retry loads again', async () => {
    const area = fakeArea();
    const load = jest
      .fn<Promise<AreaModule>, [RemoteDescriptor]>()
      .mockRejectedValueOnce(new Error('/remoteEntry.js could not be loaded (or its bytes are not the registered ones)'))
      .mockResolvedValueOnce(area);
    const { region, failures, host } = setup(load);
    await act(() => host.mount());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("Pin closeup couldn't be shown.");
    expect(alert.textContent).toContain('Sorry! Something went wrong on our end.');
    expect(failures).toEqual(['/remoteEntry.js could not be loaded (or its bytes are not the registered ones)']);

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(region.textContent).toBe('closeup content'));
    expect(screen.queryByRole('alert')).toBeNull();
    // Retry asks the loader again for the same build (the loader forgets a failed entry, so it refetches it).
    expect(load.mock.calls.map(([d]) => d.version)).toEqual(['1.2.3+abc', '1.2.3+abc']);
  });

  it('after a failed load, retries once with the build the server names now, without showing a failure', async () => {
    const area = fakeArea();
    const next: RemoteDescriptor = { name: 'mf_closeup', version: '1.3.0+def', entryUrl: '/new/remoteEntry.js' };
    const load = jest
      .fn<Promise<AreaModule>, [RemoteDescriptor]>()
      .mockRejectedValueOnce(new Error('Loading chunk 12 failed'))
      .mockResolvedValueOnce(area);
    const refresh = jest.fn(async () => next);
    const { region, failures, outcomes, host } = setup(load, 1000, refresh);
    await act(() => host.mount());
    await waitFor(() => expect(region.textContent).toBe('closeup content'));
    expect(load.mock.calls.map(([d]) => d.version)).toEqual(['1.2.3+abc', '1.3.0+def']);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(failures).toEqual([]);
    expect(area.props[0]?.version).toBe('1.3.0+def');
    expect(outcomes).toEqual([
      { version: '1.2.3+abc', ok: false, durationMs: expect.any(Number), reason: 'Loading chunk 12 failed' },
      { version: '1.3.0+def', ok: true, durationMs: expect.any(Number) },
    ]);
  });

  it('retries only once: a second failure shows the failure region, reported once', async () => {
    const load = jest.fn<Promise<AreaModule>, [RemoteDescriptor]>().mockRejectedValue(new Error('gone'));
    const refresh = jest.fn(async () => remote);
    const { failures, outcomes, host } = setup(load, 1000, refresh);
    await act(() => host.mount());
    await screen.findByRole('alert');
    expect(load).toHaveBeenCalledTimes(2);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(failures).toEqual(['gone']);
    expect(outcomes).toEqual([{ version: '1.2.3+abc', ok: false, durationMs: expect.any(Number), reason: 'gone' }]);
    // Retry by hand is another chance for the person, not another sample for the canary's rate.
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(4));
    expect(outcomes).toHaveLength(1);
  });

  it('reports a load once: remounting an area already loaded is not a load', async () => {
    const area = fakeArea();
    const { region, outcomes, host } = setup(async () => area);
    await act(() => host.mount());
    await waitFor(() => expect(region.textContent).toBe('closeup content'));
    await act(() => host.unmount());
    await act(() => host.mount());
    await waitFor(() => expect(region.textContent).toBe('closeup content'));
    expect(outcomes).toEqual([{ version: '1.2.3+abc', ok: true, durationMs: expect.any(Number) }]);
  });

  it('shows the failure at once when the server names no build now (switched off)', async () => {
    const load = jest.fn<Promise<AreaModule>, [RemoteDescriptor]>().mockRejectedValue(new Error('gone'));
    const { failures, host } = setup(load, 1000, async () => null);
    await act(() => host.mount());
    await screen.findByRole('alert');
    expect(load).toHaveBeenCalledTimes(1);
    expect(failures).toEqual(['gone']);
  });

  it('gives up on a remote that does not answer within the bound', async () => {
    jest.useFakeTimers();
    const { failures, host } = setup(() => new Promise<AreaModule>(() => undefined), 8000);
    await act(() => host.mount());
    await act(() => jest.advanceTimersByTimeAsync(7999));
    expect(failures).toEqual([]);
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(failures).toEqual(['Loading mf_closeup timed out after 8000 ms']);
    expect(screen.getByRole('alert')).toBeTruthy();
  });

  it('shows the failure region when the remote throws while mounting', async () => {
    const area = fakeArea({ mount: async () => Promise.reject(new Error('render exploded')) });
    const { failures, host } = setup(async () => area);
    await act(() => host.mount());
    await screen.findByRole('alert');
    expect(failures).toEqual(['render exploded']);
  });

  it("replaces the area with its failure region when the area's error boundary reports", async () => {
    const area = fakeArea();
    const unmount = jest.spyOn(area, 'unmount');
    const { region, failures, host } = setup(async () => area);
    await act(() => host.mount());
    await waitFor(() => expect(region.textContent).toBe('closeup content'));
    await act(async () => area.props[0]?.reportAreaError(new Error('crashed in render')));
    await screen.findByRole('alert');
    expect(failures).toEqual(['crashed in render']);
    expect(unmount).toHaveBeenCalledTimes(1);
  });

  it('ignores a load that finishes after the user has left the route', async () => {
    let finish: (m: AreaModule) => void = () => undefined;
    const area = fakeArea();
    const mount = jest.spyOn(area, 'mount');
    const { region, failures, host } = setup(() => new Promise<AreaModule>((resolve) => (finish = resolve)));
    await act(() => host.mount());
    await act(() => host.unmount());
    await act(async () => finish(area));
    expect(mount).not.toHaveBeenCalled();
    expect(failures).toEqual([]);
    expect(region.textContent).toBe('');
  });

  it('refuses a module that is not single-spa lifecycles', () => {
    expect(() => assertAreaModule({ mount: () => undefined }, 'mf_feed')).toThrow('mf_feed/app does not expose single-spa lifecycles');
  });
});
