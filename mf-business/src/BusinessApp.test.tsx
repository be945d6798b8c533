import { act, render, screen } from '@testing-library/react';
import { BusinessApp } from './BusinessApp';
import { profileOf } from './testing/businessFixtures';
import { fakeBusinessApi } from './testing/fakeBusinessApi';

function openAt(path: string, signedIn = true) {
  window.history.pushState(null, '', path);
  const api = fakeBusinessApi(
    {
      'GET /vx/business_access/profiles/': () => [profileOf('42', 'Blue Kettle', ['ADMIN'])],
      'GET /vx/business/account/': () => null,
    },
    signedIn ? undefined : null,
  );
  render(<BusinessApp />, { wrapper: api.wrapper });
  return api;
}

describe('BusinessApp', () => {
  it('asks a visitor to log in, coming back to the page, and reads nothing of the business', async () => {
    const api = openAt('/business/business-manager/42/catalogs/', false);
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in to use business tools' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/login?next=%2Fbusiness%2Fbusiness-manager%2F42%2Fcatalogs%2F',
    );
    expect(screen.getByRole('link', { name: 'Sign up' })).toBeTruthy();
    expect(api.calls.filter((call) => call.kind === 'send')).toEqual([]);
  });

  it('opens the hub at /business/hub', async () => {
    openAt('/business/hub');
    expect(await screen.findByRole('heading', { level: 1, name: 'Business hub' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Blue Kettle' })).toBeTruthy();
  });

  it.each([
    '/business/business-manager/42/reports/',
    '/business/business-access/not-an-id/',
    '/business/hub/extra',
    '/business/business-hierarchy/9/security/',
  ])('shows the not-found page for %s, without a route fact in sight', async (path) => {
    const api = openAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.queryByText(/Section:|Details:/)).toBeNull();
    expect(api.calls.filter((call) => call.kind === 'send')).toEqual([]);
  });

  it('follows the address as it changes', async () => {
    openAt('/business/schedule_call/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Talk to our business team' })).toBeTruthy();
    await act(async () => {
      window.history.pushState(null, '', '/business/hub');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Business hub' })).toBeTruthy();
  });
});
