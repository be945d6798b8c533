import { act, fireEvent, render, screen } from '@testing-library/react';
import { bus } from 'shared-contracts';
import { ExperiencesApp } from './ExperiencesApp';

beforeAll(() => {
  // jsdom has <dialog> but not its modal methods.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

afterEach(() => jest.useRealTimers());

describe('ExperiencesApp', () => {
  it('shows the login prompt with the header for the reason, and closes it', () => {
    window.history.pushState(null, '', '/');
    render(<ExperiencesApp />);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => bus.emit('auth/required', { reason: 'follow' }));
    const dialog = screen.getByRole('dialog', { name: 'Log in to follow' });
    expect(dialog.textContent).toContain("You're almost there! Log in to access all of the product");
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a toast for its duration', () => {
    jest.useFakeTimers();
    window.history.pushState(null, '', '/');
    render(<ExperiencesApp />);
    act(() => bus.emit('toast/requested', { message: 'Pin deleted!' }));
    expect(screen.getByRole('status').textContent).toBe('Pin deleted!');
    act(() => jest.advanceTimersByTime(1999));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('owns the login page', () => {
    window.history.pushState(null, '', '/login');
    render(<ExperiencesApp />);
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
    expect(document.title).toBe('Log in · Pinboard');
  });
});
