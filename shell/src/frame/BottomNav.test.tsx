import { act, render, screen } from '@testing-library/react';
import type { FrameViewer } from 'shared-contracts/platform';
import { demoViewer } from '../testing/frameFixtures';
import { BottomNav } from './BottomNav';

const viewer = (createdAt: string): FrameViewer => ({ ...demoViewer, createdAt });
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

afterEach(() => {
  act(() => window.history.pushState(null, '', '/'));
  delete document.documentElement.dataset.navFooter;
});

describe('BottomNav', () => {
  it('links Home, Search, Create and the viewer’s own profile, marking the current page', () => {
    render(<BottomNav viewer={viewer(daysAgo(400))} hidden={false} />);
    const links = screen.getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Search', '/search/pins'],
      ['Create', '/pin/create/'],
      ['Profile', '/demo/'],
    ]);
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
  });

  it('sends a visitor’s Profile to the login page', () => {
    render(<BottomNav viewer={null} hidden={false} />);
    expect(screen.getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/login');
  });

  it.each([
    ['a new account', viewer(daysAgo(3)), false, '64'],
    ['an older account', viewer(daysAgo(60)), false, '52'],
    ['a visitor', null, false, '52'],
    ['hidden', viewer(daysAgo(3)), true, '0'],
  ])("keeps the spec's height for %s on <html>", (_name, who, hidden, height) => {
    render(<BottomNav viewer={who} hidden={hidden} />);
    expect(document.documentElement.dataset.navFooter).toBe(height);
    expect(screen.queryAllByRole('link')).toHaveLength(hidden ? 0 : 4);
  });
});
