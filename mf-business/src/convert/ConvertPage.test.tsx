import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiCallError } from 'page-runtime';
import { accountOf } from '../testing/businessFixtures';
import { fakeBusinessApi } from '../testing/fakeBusinessApi';
import { ConvertPage } from './ConvertPage';

function open(answers: Parameters<typeof fakeBusinessApi>[0] = {}) {
  let account: ReturnType<typeof accountOf> | null = null;
  const api = fakeBusinessApi({
    'GET /vx/business/account/': () => account,
    'GET /vx/business_access/profiles/': () => [],
    'POST /vx/business/convert/': (options) => {
      account = accountOf({ businessName: String(options.business_name) });
      return account;
    },
    ...answers,
  });
  render(<ConvertPage />, { wrapper: api.wrapper });
  return api;
}

async function fill(values: { name?: string; website?: string; country?: string; category?: string }) {
  if (values.name !== undefined) fireEvent.input(await screen.findByLabelText('Business name'), { target: { value: values.name } });
  if (values.website !== undefined) fireEvent.input(screen.getByLabelText('Website (optional)'), { target: { value: values.website } });
  if (values.country !== undefined) fireEvent.change(screen.getByLabelText('Country or region'), { target: { value: values.country } });
  if (values.category !== undefined)
    fireEvent.change(screen.getByLabelText('What describes your business best?'), { target: { value: values.category } });
}

const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Convert to a business account' })));

describe('converting to a business account', () => {
  it("names each field's problem before sending anything, and moves to the first", async () => {
    const api = open();
    await fill({ name: '   ', website: 'bluekettle.example' });
    await submit();
    expect((await screen.findAllByRole('alert')).map((alert) => alert.textContent)).toEqual([
      'Enter your business name.',
      'Enter a website starting with http:// or https://, or leave it empty.',
      'Choose your country.',
      'Choose what describes your business.',
    ]);
    expect(screen.getByLabelText('Business name').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Business name'));
    expect(api.named('POST /vx/business/convert/')).toHaveLength(0);
  });

  it("shows the server's refusal at its field", async () => {
    open({
      'POST /vx/business/convert/': () => {
        throw new ApiCallError(400, 'invalid_field', 'That business name is taken.', 'business_name', true);
      },
    });
    await fill({ name: 'Blue Kettle', country: 'Canada', category: 'Retail' });
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe('That business name is taken.');
    const name = screen.getByLabelText('Business name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(name);
    // The problem goes once the field changes.
    await fill({ name: 'Blue Kettle Co' });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it("shows a refusal that names no field under the form, in the server's words", async () => {
    open({
      'POST /vx/business/convert/': () => {
        throw new ApiCallError(409, 'already_business', 'Your account is already a business account.', undefined, true);
      },
    });
    await fill({ name: 'Blue Kettle', country: 'Canada', category: 'Retail' });
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Your account is already a business account.');
    expect(screen.getByRole('button', { name: 'Convert to a business account' })).toBeTruthy();
  });

  it('converts with the trimmed fields, confirms, and refreshes the hub’s reads', async () => {
    const api = open();
    await fill({ name: '  Blue Kettle ', website: ' https://bluekettle.example ', country: 'Canada', category: 'Food and drink' });
    await submit();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your business account is ready' })).toBeTruthy();
    expect(api.named('POST /vx/business/convert/')[0]?.options).toEqual({
      business_name: 'Blue Kettle',
      website: 'https://bluekettle.example',
      country: 'Canada',
      category: 'Food and drink',
    });
    expect(screen.getByRole('link', { name: 'Go to the business hub' }).getAttribute('href')).toBe('/business/hub/');
    await waitFor(() => expect(api.named('GET /vx/business/account/')).toHaveLength(2));
    // The session is read again, so the header knows the viewer now has business tools.
    await waitFor(() => expect(api.named('UserSessionResource get').length).toBeGreaterThan(0));
    expect(screen.getByRole('heading', { level: 1, name: 'Your business account is ready' })).toBeTruthy();
  });

  it('tells someone who already has a business account, with the way to the hub', async () => {
    open({ 'GET /vx/business/account/': () => accountOf({ businessName: 'Pat Makes' }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'You already have a business account' })).toBeTruthy();
    expect(screen.getByText(/business account of Pat Makes/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Convert to a business account' })).toBeNull();
  });
});
