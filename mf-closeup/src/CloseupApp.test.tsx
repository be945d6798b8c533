import { render, screen } from '@testing-library/react';
import { CloseupApp } from './CloseupApp';

describe('CloseupApp', () => {
  it('shows the pin id from a slug--id URL and the sub-view', () => {
    window.history.pushState(null, '', '/pin/easy-soup--98765/comments');
    render(<CloseupApp />);
    expect(screen.getByRole('heading', { level: 1, name: 'Pin 98765' })).toBeTruthy();
    expect(screen.getByText('98765')).toBeTruthy();
    expect(screen.getByText('easy-soup')).toBeTruthy();
    expect(screen.getByText('Comments')).toBeTruthy();
    expect(document.title).toBe('Pin 98765 · Pinboard');
  });
});
