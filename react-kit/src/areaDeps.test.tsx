import { render, screen } from '@testing-library/react';
import { actingAs, api, bus, session } from 'page-runtime';
import { createAreaDeps } from './areaDeps';

describe('createAreaDeps', () => {
  it("defaults to the page's client, session and bus, with the area's extras", () => {
    const { useDeps } = createAreaDeps({ actingAs });
    let seen: unknown;
    function Probe() {
      seen = useDeps();
      return null;
    }
    render(<Probe />);
    expect(seen).toEqual({ client: api, session, events: bus, actingAs });
  });

  it('answers what a test provides instead', () => {
    const { Context, useDeps } = createAreaDeps();
    function Probe() {
      const deps = useDeps();
      return <p>{deps.client === api ? 'page client' : 'test client'}</p>;
    }
    render(
      <Context.Provider value={{ client: { ...api }, session, events: bus }}>
        <Probe />
      </Context.Provider>,
    );
    expect(screen.getByText('test client')).toBeTruthy();
  });
});
