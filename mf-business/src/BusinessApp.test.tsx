import { render, screen } from '@testing-library/react';
import { BusinessApp } from './BusinessApp';

describe('BusinessApp', () => {
  it('names the business page and says honestly that its tools are not here yet, with no developer facts', () => {
    window.history.pushState(null, '', '/business/business-access/42/dashboard');
    render(<BusinessApp />);
    expect(screen.getByRole('heading', { level: 1, name: 'Business access' })).toBeTruthy();
    expect(screen.getByText(/Business tools are on their way/)).toBeTruthy();
    expect(screen.queryByText('42 / dashboard')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to the home feed' }).getAttribute('href')).toBe('/');
  });
});
