import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { bus, session } from 'page-runtime';
import type { FrameViewer } from 'shared-contracts/platform';
import { QueryRoot } from 'react-kit';
import { fakeApiClient } from 'test-support/fakeApiClient';
import { AccountMenu } from './AccountMenu';
import { demoViewer } from '../testing/frameFixtures';
import { fakeShellDeps } from '../testing/fakeShellDeps';

function setup(viewer: FrameViewer | null, known = true) {
  const api = fakeApiClient({ 'UserSessionResource delete': () => ({ isAuthenticated: false, unauthId: 'x', viewer: { isAuth: false } }) });
  const navigate = jest.fn();
  const onSwitchTheme = jest.fn();
  const { wrapper } = fakeShellDeps(api.client);
  render(
    <QueryRoot>
      <AccountMenu viewer={viewer} known={known} navigate={navigate} onSwitchTheme={onSwitchTheme} />
    </QueryRoot>,
    { wrapper },
  );
  return { api, navigate, onSwitchTheme };
}

function openMenu() {
  fireEvent.click(screen.getByRole('button', { name: 'Your account: Demo User' }));
  return screen.getByRole('menu', { name: 'Your account' });
}

afterEach(() => {
  act(() => window.history.pushState(null, '', '/'));
  delete document.documentElement.dataset.theme;
});

describe('AccountMenu', () => {
  it("offers a visitor 'Log in', coming back to this page, and 'Sign up'", () => {
    act(() => window.history.pushState(null, '', '/demo/recipes/?x=1'));
    setup(null);
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login?next=%2Fdemo%2Frecipes%2F%3Fx%3D1');
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/signup');
  });

  it('shows nothing while it does not know who is looking', () => {
    setup(null, false);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("opens the signed-in viewer's menu with focus on their profile, which is their own", () => {
    setup(demoViewer);
    const menu = openMenu();
    const items = [...menu.querySelectorAll('[role^="menuitem"]')];
    expect(items.map((item) => item.textContent)).toEqual(['DDemo UserYour profile', 'Notifications', 'Settings', 'Dark mode', 'Log out']);
    expect(document.activeElement).toBe(items[0]);
    expect(items[0]?.getAttribute('href')).toBe('/demo/');
    expect(screen.getByRole('menuitem', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
    expect(screen.queryByRole('menuitem', { name: 'Business' })).toBeNull();
  });

  it('lists Business only for a viewer with business profiles', () => {
    setup({ ...demoViewer, hasBusinessProfiles: true });
    openMenu();
    expect(screen.getByRole('menuitem', { name: 'Business' }).getAttribute('href')).toBe('/business/hub');
  });

  it('closes on Escape with focus back on the avatar button', () => {
    setup(demoViewer);
    const menu = openMenu();
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Your account: Demo User' }));
  });

  it('shows the theme as a checked or unchecked toggle, and switches it', () => {
    document.documentElement.dataset.theme = 'dark';
    const { onSwitchTheme } = setup(demoViewer);
    openMenu();
    const toggle = screen.getByRole('menuitemcheckbox', { name: 'Dark mode' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(toggle);
    expect(onSwitchTheme).toHaveBeenCalledTimes(1);
  });

  it('logs out, tells every area, and goes home', async () => {
    // The page's session store re-reads on auth/changed; here there is no server to ask.
    const refresh = jest
      .spyOn(session, 'refresh')
      .mockResolvedValue({ isAuthenticated: false, unauthId: 'x', viewer: { isAuth: false, isBot: false, isSocialBot: false } });
    const { api, navigate } = setup(demoViewer);
    const heard: unknown[] = [];
    const off = bus.on('auth/changed', (payload) => heard.push(payload));
    openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
    off();
    expect(api.named('UserSessionResource delete')).toHaveLength(1);
    expect(heard).toEqual([{ isAuth: false, userId: null }]);
    expect(refresh).toHaveBeenCalled();
    refresh.mockRestore();
  });

  it('says so when logging out fails, and stays signed in', async () => {
    const api = fakeApiClient({});
    const navigate = jest.fn();
    render(
      <QueryRoot>
        <AccountMenu viewer={demoViewer} known navigate={navigate} />
      </QueryRoot>,
      { wrapper: fakeShellDeps(api.client).wrapper },
    );
    openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Sorry! Something went wrong on our end.'));
    expect(navigate).not.toHaveBeenCalled();
  });
});
