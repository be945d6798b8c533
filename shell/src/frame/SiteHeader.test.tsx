import { act, render, screen } from '@testing-library/react';
import { session } from 'page-runtime';
import { QueryRoot } from 'react-kit';
import type { FrameViewer } from 'shared-contracts/platform';
import { fakeApiClient, sessionOf, viewer } from 'test-support/fakeApiClient';
import { demoViewer } from '../testing/frameFixtures';
import { fakeShellDeps } from '../testing/fakeShellDeps';
import { SiteHeader } from './SiteHeader';

const partner: FrameViewer = { ...demoViewer, username: 'partner', fullName: 'Partner Demo Co.', hasBusinessProfiles: true };

function setup(frameViewer: FrameViewer) {
  const api = fakeApiClient({ 'GET /vx/business_access/profiles/': () => [], 'NotificationCountResource get': () => ({ unread: 0 }) });
  act(() =>
    session.accept(
      sessionOf(
        viewer({ username: frameViewer.username, fullName: frameViewer.fullName, hasBusinessProfiles: frameViewer.hasBusinessProfiles }),
      )(),
    ),
  );
  render(
    <QueryRoot>
      <SiteHeader viewer={frameViewer} known navigate={jest.fn()} />
    </QueryRoot>,
    { wrapper: fakeShellDeps(api.client).wrapper },
  );
}

describe('SiteHeader', () => {
  it('gives someone with business profiles the switcher, saying who they act as', async () => {
    setup(partner);
    expect(await screen.findByRole('button', { name: 'Acting as Partner Demo Co.' })).toBeTruthy();
  });

  it('gives someone without business access no switcher, only their account', async () => {
    setup(demoViewer);
    expect(await screen.findByRole('button', { name: 'Your account: Demo User' })).toBeTruthy();
    // The switcher is loaded lazily: once its module is in, it would have shown.
    await act(async () => {
      await import('./BusinessSwitcher');
    });
    expect(screen.queryByRole('button', { name: /^Acting as/ })).toBeNull();
  });
});
