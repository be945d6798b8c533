import { viewer } from 'test-support/fakeApiClient';
import { pageFrameOf } from './pageFrame';

const demo = viewer({ username: 'demo', fullName: 'Demo User', is_employee: true, hasBusinessProfiles: true });
const storage = { getViewer: jest.fn(async (id: number) => (id === 1 ? demo : null)) };

describe('pageFrameOf', () => {
  it('reads the theme cookie among others', async () => {
    expect((await pageFrameOf('a=1; pb_theme=dark; b=2', null, {})).theme).toBe('dark');
    expect((await pageFrameOf('pb_theme=light', null, {})).theme).toBe('light');
    expect((await pageFrameOf(undefined, null, {})).theme).toBe('light');
    expect((await pageFrameOf('pb_theme=%3Cscript%3E', null, {})).theme).toBe('light');
  });

  it("gives the signed-in user's header fields, and nothing else of the viewer", async () => {
    const frame = await pageFrameOf('', 1, { storage });
    expect(frame.viewer).toEqual({
      username: 'demo',
      fullName: 'Demo User',
      imageSmallUrl: demo.imageSmallUrl,
      createdAt: demo.created_at,
      hasBusinessProfiles: true,
      isEmployee: true,
    });
  });

  it('has no viewer for a visitor, a bot, a user that no longer exists, or a site without data', async () => {
    expect((await pageFrameOf('', null, { storage })).viewer).toBeNull();
    expect((await pageFrameOf('', null, { storage })).viewer).toBeNull();
    expect((await pageFrameOf('', 2, { storage })).viewer).toBeNull();
    expect((await pageFrameOf('', 1, {})).viewer).toBeNull();
  });

  describe("from the document's session read", () => {
    const sessionRead = (data: unknown) => ({
      path: '/resource/UserSessionResource/get/',
      body: { resource_response: { status: 'success', data } },
    });

    it("gives the signed-in user's header fields without asking storage again", async () => {
      const asked = jest.fn(storage.getViewer);
      const frame = await pageFrameOf('pb_theme=dark', 1, {
        storage: { getViewer: asked },
        sessionRead: sessionRead({ isAuthenticated: true, unauthId: null, viewer: demo }),
      });
      expect(frame).toEqual({ theme: 'dark', viewer: (await pageFrameOf('', 1, { storage })).viewer });
      expect(asked).not.toHaveBeenCalled();
    });

    it.each([
      ['a visitor', { isAuthenticated: false, unauthId: 'abc', viewer: { isAuth: false, isBot: false, isSocialBot: false } }],
      ['an answer without the header fields', { isAuthenticated: true, viewer: { username: 'demo' } }],
      ['something else', 'not a session'],
    ])('has no viewer for %s', async (_label, data) => {
      expect((await pageFrameOf('', 1, { storage, sessionRead: sessionRead(data) })).viewer).toBeNull();
    });
  });
});
