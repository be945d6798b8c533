import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createPageBus } from 'page-runtime';
import { DEBUG_PANEL_LIMITS } from 'shared-contracts/rules';
import { type DebugOverrideLink, type DebugVersions, type RemoteDescriptor, type RemoteLoadReport } from 'shared-contracts/platform';
import type { LoggedEvent } from '../eventLog';
import type { DebugClient } from './debugClient';
import { createDebugRecorder } from './debugRecorder';
import { DebugPanel } from './DebugPanel';

const FEED = '1.0.0+aaaaaaaaaa';
const FEED_NEXT = '1.1.0+bbbbbbbbbb';
const FEED_OLD = '0.9.0+cccccccccc';
const BOARDS = '2.0.0+dddddddddd';

const remotes: RemoteDescriptor[] = [
  { name: 'mf_feed', version: FEED, entryUrl: `/remotes/mf_feed/${FEED}/remoteEntry.js` },
  { name: 'mf_boards', version: BOARDS, entryUrl: `/remotes/mf_boards/${BOARDS}/remoteEntry.js` },
];

const versions: DebugVersions = {
  areas: [
    {
      remote: 'mf_feed',
      killed: false,
      canaryShare: 25,
      builds: [
        { version: FEED_NEXT, deployedAt: '2025-01-03T10:00:00.000Z', deployedBy: 'feed-team', role: 'canary' },
        { version: FEED, deployedAt: '2025-01-02T10:00:00.000Z', deployedBy: 'local-build', role: 'stable' },
        { version: FEED_OLD, deployedAt: '2025-01-01T10:00:00.000Z', deployedBy: 'feed-team', role: null },
      ],
    },
    {
      remote: 'mf_boards',
      killed: false,
      canaryShare: 0,
      builds: [{ version: BOARDS, deployedAt: '2025-01-01T10:00:00.000Z', deployedBy: 'x', role: 'stable' }],
    },
    { remote: 'mf_closeup', killed: false, canaryShare: 0, builds: [] },
    { remote: 'mf_experiences', killed: false, canaryShare: 0, builds: [] },
    { remote: 'mf_business', killed: true, canaryShare: 0, builds: [] },
  ],
};

const load = (fields: Partial<RemoteLoadReport>): RemoteLoadReport => ({
  remote: 'mf_feed',
  version: FEED,
  ok: true,
  durationMs: 140,
  token: 't.s',
  ...fields,
});

function setup({
  client = {},
  copy = jest.fn<Promise<void>, [string]>(async () => undefined),
  loads = [load({})],
  logged = [],
}: {
  client?: Partial<DebugClient>;
  copy?: jest.Mock<Promise<void>, [string]>;
  loads?: RemoteLoadReport[];
  logged?: LoggedEvent[];
} = {}) {
  const events = createPageBus();
  const recorder = createDebugRecorder({
    events,
    loads: { recorded: () => loads, onRecord: () => () => undefined },
    logged: { recent: () => logged },
  });
  const fullClient: DebugClient = {
    versions: jest.fn(async () => versions),
    overrideLink: jest.fn(async ({ remote, version }): Promise<DebugOverrideLink> => ({
      remote,
      version,
      link: `/?pb-override=token-for-${version}`,
      expiresAt: '2025-01-03T11:00:00.000Z',
    })),
    ...client,
  };
  render(<DebugPanel remotes={remotes} recorder={recorder} client={fullClient} origin="https://pinboard.example" copy={copy} />);
  return { events, client: fullClient, copy };
}

const panel = () => screen.getByRole('complementary', { name: 'Debug panel' });
const areaItem = (remote: string) => {
  const item = panel().querySelector(`[data-remote="${remote}"]`);
  if (!(item instanceof HTMLElement)) throw new Error(`no ${remote} in the panel`);
  return item;
};

describe('DebugPanel', () => {
  it('lists every area with the version this page loaded and how its load went', async () => {
    setup({ loads: [load({}), load({ remote: 'mf_boards', version: BOARDS, ok: false, durationMs: 8000, reason: 'timeout' })] });
    await screen.findAllByRole('button', { name: /^Copy override link/ });
    const feed = within(areaItem('mf_feed'));
    expect(feed.getByText('Pin feed')).toBeTruthy();
    expect(feed.getByText(FEED)).toBeTruthy();
    expect(feed.getByText('Loaded in 140 ms')).toBeTruthy();
    expect(within(areaItem('mf_boards')).getByText('Failed after 8000 ms: timeout')).toBeTruthy();
    expect(within(areaItem('mf_closeup')).getByText('Not served to this page')).toBeTruthy();
    expect(within(areaItem('mf_business')).getByText('switched off')).toBeTruthy();
  });

  it('lists the builds each area could be switched to, not the one loaded, with their routing role', async () => {
    setup();
    const list = await screen.findByRole('list', { name: 'Builds Pin feed could be switched to' });
    const builds = within(list).getAllByRole('listitem');
    expect(builds.map((item) => item.querySelector('code')?.textContent)).toEqual([FEED_NEXT, FEED_OLD]);
    expect(within(builds[0]!).getByText('canary, 25 %')).toBeTruthy();
    expect(within(builds[1]!).getByText(/by feed-team/)).toBeTruthy();
    expect(within(areaItem('mf_boards')).getByText('No other build of this area is registered.')).toBeTruthy();
  });

  it("copies a build's signed override link to the clipboard and says 'Copied'", async () => {
    const { client, copy } = setup();
    const button = await screen.findByRole('button', { name: `Copy override link for mf_feed@${FEED_NEXT}` });
    expect(button.textContent).toBe('Copy override link');
    fireEvent.click(button);
    const copied = await screen.findByRole('button', { name: `Copied for mf_feed@${FEED_NEXT}` });
    expect(copied.textContent).toBe('Copied');
    expect(client.overrideLink).toHaveBeenCalledWith({ remote: 'mf_feed', version: FEED_NEXT });
    const link = `https://pinboard.example/?pb-override=token-for-${FEED_NEXT}`;
    expect(copy).toHaveBeenCalledWith(link);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: `Override link for mf_feed@${FEED_NEXT}` }).value).toBe(link);
    expect(screen.getByRole('status').textContent).toBe(`Copied the override link for mf_feed@${FEED_NEXT}.`);
    // The other build's button is untouched.
    expect(screen.getByRole('button', { name: `Copy override link for mf_feed@${FEED_OLD}` })).toBeTruthy();
  });

  it('shows the link to copy by hand when the clipboard refuses', async () => {
    setup({ copy: jest.fn<Promise<void>, [string]>(async () => Promise.reject(new Error('Write permission denied.'))) });
    fireEvent.click(await screen.findByRole('button', { name: `Copy override link for mf_feed@${FEED_OLD}` }));
    expect(await screen.findByText('Not copied (Write permission denied.): copy it from the box.')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: `Override link for mf_feed@${FEED_OLD}` }).value).toContain('token-for-');
  });

  it("says the server's reason when it will not issue the link", async () => {
    const { copy } = setup({
      client: { overrideLink: jest.fn(async () => Promise.reject(new Error('The debug panel is for employees only.'))) },
    });
    fireEvent.click(await screen.findByRole('button', { name: `Copy override link for mf_feed@${FEED_NEXT}` }));
    expect(await screen.findByText('The debug panel is for employees only.')).toBeTruthy();
    expect(copy).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: `Copy override link for mf_feed@${FEED_NEXT}` })).toBeTruthy();
  });

  it('says when the builds cannot be listed, and tries again', async () => {
    const versionsCall = jest.fn<Promise<DebugVersions>, []>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(versions);
    setup({ client: { versions: versionsCall } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not list the builds: offline');
    expect(within(areaItem('mf_feed')).getByText(FEED)).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('list', { name: 'Builds Pin feed could be switched to' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(versionsCall).toHaveBeenCalledTimes(2);
  });

  it('lists the last bus events as they happen, newest first, with their time and a short payload', async () => {
    const { events } = setup();
    expect(screen.getByText('No bus events yet.')).toBeTruthy();
    act(() => {
      events.emit('modal/opened', { id: 'board-picker' });
      events.emit('pin/hidden', { pinId: '1001', path: 'news_hub', reason: 'Not relevant' });
    });
    const list = await screen.findByRole('list', { name: 'Bus events' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('code')?.textContent)).toEqual(['pin/hidden', 'modal/opened']);
    expect(items[0]?.textContent).toContain('pinId=1001, path=news_hub, reason=Not relevant');
    expect(items[0]?.querySelector('time')?.textContent).toMatch(/^\d\d:\d\d:\d\d\.\d{3}$/);
    act(() => {
      for (let i = 0; i < 60; i += 1) events.emit('modal/closed', { id: String(i) });
    });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(DEBUG_PANEL_LIMITS.events));
  });

  it('lists the impressions and clicks the page logged', async () => {
    setup({
      logged: [
        {
          event_type: 12,
          object_id: '1002',
          time: '2025-01-03T10:00:01.000Z',
          aux_data: { url: 'https://example.com/', clickthrough_type: 'click' },
        },
        { event_type: 18, impression_kind: 'pin', object_id: '1001', time: '2025-01-03T10:00:00.000Z', aux_data: { stage: 'enter' } },
      ],
    });
    await screen.findByRole('list', { name: 'Builds Pin feed could be switched to' });
    const items = within(screen.getByRole('list', { name: 'Logged impressions and clicks' })).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('code')?.textContent)).toEqual(['clickThrough (12)', 'pin impression (18)']);
    expect(items[1]?.textContent).toContain('object_id=1001, stage=enter');
  });

  it('folds away with its toggle or Escape, and opens again', async () => {
    setup();
    await screen.findAllByRole('button', { name: /^Copy override link/ });
    const toggle = screen.getByRole('button', { name: 'Hide' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const body = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(body?.hidden).toBe(false);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.textContent).toBe('Show');
    expect(body?.hidden).toBe(true);
    fireEvent.click(toggle);
    expect(body?.hidden).toBe(false);
    const copyButton = screen.getByRole('button', { name: `Copy override link for mf_feed@${FEED_NEXT}` });
    copyButton.focus();
    fireEvent.keyDown(copyButton, { key: 'Escape' });
    expect(body?.hidden).toBe(true);
    expect(document.activeElement).toBe(toggle);
  });

  it('offers a way back to normal routing', async () => {
    setup();
    await screen.findByRole('list', { name: 'Builds Pin feed could be switched to' });
    expect(screen.getByRole('link', { name: 'Clear my overrides' }).getAttribute('href')).toBe('/?pb-override=clear');
  });
});
