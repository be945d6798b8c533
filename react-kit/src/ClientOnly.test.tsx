import { render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act } from 'react';
import { ClientOnly } from './ClientOnly';

const Page = () => (
  <main>
    <h1>Log in</h1>
    <ClientOnly>
      <p>Cookie banner</p>
    </ClientOnly>
  </main>
);

describe('ClientOnly', () => {
  it('is left out of the server markup, hydrates without a mismatch, then shows', async () => {
    const html = renderToString(<Page />);
    expect(html).not.toContain('Cookie banner');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Page />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.textContent).toContain('Cookie banner');
    container.remove();
  });

  it('renders at once on a page rendered only in the browser', () => {
    render(<Page />);
    expect(screen.getByText('Cookie banner')).toBeTruthy();
  });
});
