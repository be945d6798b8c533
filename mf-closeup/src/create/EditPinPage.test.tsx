// /pin/{id}/edit for anyone but the pin's owner: the not-found page, as the API refuses them.
import { render, screen } from '@testing-library/react';
import { QueryRoot } from 'react-kit';
import { sessionOf, viewer } from 'test-support/fakeApiClient';
import { makePin } from 'test-support/pinFixture';
import { fakeCloseupApi } from '../testing/fakeCloseupApi';
import { EditPinPage } from './EditPinPage';

describe('EditPinPage', () => {
  it("gives someone else's pin as not found", async () => {
    const pin = makePin({ id: '1001' });
    const api = fakeCloseupApi({
      'UserSessionResource get': sessionOf(viewer({ id: '3', username: 'employee' })),
      'PinResource get': () => pin,
    });
    render(
      <QueryRoot>
        <EditPinPage pinId="1001" />
      </QueryRoot>,
      { wrapper: api.wrapper },
    );
    expect(pin.pinner.id).not.toBe('3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByText(/^We couldn't find that Pin\./)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Description' })).toBeNull();
  });
});
