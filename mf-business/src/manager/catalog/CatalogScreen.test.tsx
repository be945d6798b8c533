import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { businessPage } from 'shared-contracts/rules';
import { catalogOf, productOf } from '../../testing/businessFixtures';
import { fakeBusinessApi } from '../../testing/fakeBusinessApi';
import type { ManagerRoute } from '../managerFrame';
import { ManagerPage } from '../ManagerPage';

// The catalog shortcut of spec section 2 is the manager's catalog screen.
const CATALOG = businessPage('catalogs', ['42']) as ManagerRoute;
const PRODUCTS = [
  productOf('601', 'Copper kettle', 'in_stock', '$48.00'),
  productOf('602', 'Blue mug', 'out_of_stock', '$12.00'),
  productOf('603', 'Tea towel', 'in_stock', null),
];

/** Filters as the server does: by availability, then by words in the title. */
function serve(options: Record<string, unknown>) {
  const q = typeof options.q === 'string' ? options.q.toLowerCase() : '';
  const shown = PRODUCTS.filter(
    (product) =>
      (options.availability === undefined || product.availability === options.availability) && product.title.toLowerCase().includes(q),
  );
  return catalogOf(shown, PRODUCTS.length);
}

function open(answer: (options: Record<string, unknown>) => unknown = serve) {
  const api = fakeBusinessApi({ 'GET /vx/business/42/catalog/': answer });
  render(<ManagerPage page={CATALOG} />, { wrapper: api.wrapper });
  return api;
}

const shownTitles = () =>
  within(screen.getByRole('list', { name: /^Showing/ }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the catalog', () => {
  it('shows each product with its picture, title, price and availability', async () => {
    open();
    expect(await screen.findByText('Showing 3 of 3 products')).toBeTruthy();
    const items = within(screen.getByRole('list', { name: 'Showing 3 of 3 products' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Copper kettle$48.00In stock',
      'Blue mug$12.00Out of stock',
      'Tea towelNo priceIn stock',
    ]);
    expect(
      within(items[0] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/pin/601/');
    expect(screen.getByRole('link', { name: 'Catalogs' }).getAttribute('aria-current')).toBe('page');
  });

  it('filters by availability on the server, and says how many of all are shown', async () => {
    const api = open();
    fireEvent.change(await screen.findByLabelText('Availability'), { target: { value: 'in_stock' } });
    expect(await screen.findByText('Showing 2 of 3 products')).toBeTruthy();
    expect(shownTitles()).toEqual(['Copper kettle', 'Tea towel']);
    expect(api.named('GET /vx/business/42/catalog/').map((call) => call.options)).toEqual([{}, { availability: 'in_stock' }]);
  });

  it('searches by words once typing pauses, and offers to clear filters that match nothing', async () => {
    const api = open();
    fireEvent.input(await screen.findByLabelText('Search products'), { target: { value: ' kettle ' } });
    expect(await screen.findByText('Showing 1 of 3 products')).toBeTruthy();
    expect(shownTitles()).toEqual(['Copper kettle']);
    expect(api.named('GET /vx/business/42/catalog/').at(-1)?.options).toEqual({ q: 'kettle' });

    fireEvent.change(screen.getByLabelText('Availability'), { target: { value: 'out_of_stock' } });
    expect(await screen.findByRole('heading', { level: 3, name: 'No products match' })).toBeTruthy();
    expect(screen.getByText('Showing 0 of 3 products')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Clear the filters' })));
    await waitFor(() => expect(screen.getByText('Showing 3 of 3 products')).toBeTruthy());
    expect(screen.getByLabelText<HTMLInputElement>('Search products').value).toBe('');
  });

  it('explains where products come from when the catalog is empty', async () => {
    open(() => catalogOf([], 0));
    expect(await screen.findByRole('heading', { level: 3, name: 'No products yet' })).toBeTruthy();
    expect(screen.getByText(/made from its product Pins/)).toBeTruthy();
    expect(screen.queryByLabelText('Search products')).toBeNull();
  });
});
