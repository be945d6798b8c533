import { render, screen } from '@testing-library/react';
import { BusinessApp } from './BusinessApp';

describe('BusinessApp', () => {
  it('shows the business section and its parameters', () => {
    window.history.pushState(null, '', '/business/business-access/42/dashboard');
    render(<BusinessApp />);
    expect(screen.getByRole('heading', { level: 1, name: 'Business access' })).toBeTruthy();
    expect(screen.getByText('business-access')).toBeTruthy();
    expect(screen.getByText('42 / dashboard')).toBeTruthy();
  });
});
