import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { PENDING_SAVE_KEY, pendingSaveRecord } from 'shared-contracts/rules';
import { type SaveRequest } from 'shared-contracts/platform';
import { QueryRoot } from 'react-kit';
import { sessionOf, viewer } from 'test-support/fakeApiClient';
import { makePin } from 'test-support/pinFixture';
import { fakeCloseupApi } from '../testing/fakeCloseupApi';
import { RepinPage } from './RepinPage';

const PIN = makePin({ id: '1001', savedInfo: null });

function open(path: string, query: Record<string, string> = {}) {
  window.history.pushState(null, '', path);
  const api = fakeCloseupApi({ 'UserSessionResource get': sessionOf(viewer()), 'PinResource get': () => PIN });
  const saves: SaveRequest[] = [];
  api.events.handle('pin/save', async (request) => {
    saves.push(request);
    return { kind: 'saved', savedPinId: '5000', target: null };
  });
  render(
    <QueryRoot>
      <RepinPage pinId="1001" query={query} />
    </QueryRoot>,
    { wrapper: api.wrapper },
  );
  return saves;
}

beforeEach(() => sessionStorage.clear());

/** What the experiences area keeps when it asks a visitor who pressed Save to log in. */
function rememberPendingSave(returnTo: string, from: string | null) {
  sessionStorage.setItem(PENDING_SAVE_KEY, pendingSaveRecord(returnTo, from) ?? '');
}

describe('the repin path after login', () => {
  it('makes the save this tab asked for, once, and gives way to the pin when it was pressed on no other page', async () => {
    rememberPendingSave('/pin/1001/repin/', null);
    const saves = open('/pin/1001/repin/');
    await waitFor(() => expect(window.location.pathname).toBe('/pin/1001/'));
    expect(saves).toHaveLength(1);
    expect(saves[0]).toMatchObject({ pinId: '1001', surface: 'PinCloseup' });
  });

  it('returns to the page Save was pressed on once the save is made (a board, the home feed)', async () => {
    rememberPendingSave('/pin/1001/repin/', '/demo/kitchen-ideas/?from=card');
    const saves = open('/pin/1001/repin/');
    await waitFor(() => expect(`${window.location.pathname}${window.location.search}`).toBe('/demo/kitchen-ideas/?from=card'));
    expect(saves).toHaveLength(1);
  });

  it('reached from a link elsewhere, saves nothing until Save is pressed', async () => {
    const saves = open('/pin/1001/repin/');
    const save = await screen.findByRole('button', { name: 'Save' });
    expect(saves).toHaveLength(0);
    fireEvent.click(save);
    await waitFor(() => expect(saves).toHaveLength(1));
  });

  it('one-tap opens the picker whatever the save behaviour', async () => {
    const saves = open('/pin/1001/repin/?isOneTapSave=true', { isOneTapSave: 'true' });
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]?.pickBoard).toBe(true);
  });
});
