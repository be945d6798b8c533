// A visitor on a business tool's page (/business/business-access/42/dashboard): asked to log in or
// sign up, on a finished page (no developer chip or fact list).
import { render, screen } from '@testing-library/react';
import { BusinessApp } from './BusinessApp';
import { fakeBusinessApi } from './testing/fakeBusinessApi';

it('asks a visitor on a business tool to log in or sign up, with no developer chip or fact list', async () => {
  window.history.pushState(null, '', '/business/business-access/42/dashboard');
  const api = fakeBusinessApi({}, null);
  const { container } = render(<BusinessApp />, { wrapper: api.wrapper });
  expect(await screen.findByRole('heading', { level: 1, name: 'Log in to use business tools' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Sign up' })).toBeTruthy();
  expect(container.querySelector('.area-tag, .facts')).toBeNull();
  expect(container.textContent).not.toContain('mf-business');
});
