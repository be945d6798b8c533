/** @jest-environment jsdom */
import { navigate } from './navigation';

describe('navigate', () => {
  afterEach(() => jest.restoreAllMocks());

  it('moves to a page of the site without loading a new document', () => {
    const push = jest.spyOn(window.history, 'pushState');
    navigate('/pin/1001/?from=feed');
    expect(push).toHaveBeenCalledWith(null, '', '/pin/1001/?from=feed');
    expect(window.location.pathname).toBe('/pin/1001/');
  });

  it.each(['/_platform/', '/v3/openapi.json', '/offsite/?url=x'])(
    'loads %s, a path the server answers itself, as a new document',
    (url) => {
      const push = jest.spyOn(window.history, 'pushState');
      // jsdom cannot load a document: it says so on its console, and the location stays.
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const before = window.location.href;
      navigate(url);
      expect(push).not.toHaveBeenCalled();
      expect(window.location.href).toBe(before);
    },
  );
});
