import { ForeignBookmark } from '../foreignBookmark';
import { decodeBookmark, encodeBookmark, toPage } from './bookmarks';

describe('bookmarks', () => {
  it('round-trips a sort key for its own feed', () => {
    const bookmark = encodeBookmark('home', [12, 1044]);
    expect(bookmark).toMatch(/^[\w-]+$/);
    expect(decodeBookmark('home', bookmark, 2)).toEqual([12, 1044]);
  });

  it('reads a missing or empty bookmark as the first page', () => {
    expect(decodeBookmark('home', null, 2)).toBeNull();
    expect(decodeBookmark('home', '', 2)).toBeNull();
  });

  it.each([
    ['garbage', 'not base64 JSON'],
    [encodeBookmark('board:5:', [9]), 'another feed'],
    [encodeBookmark('home', [1]), 'the wrong arity'],
    [Buffer.from(JSON.stringify({ v: 2, f: 'home', k: [1, 2] })).toString('base64url'), 'another version'],
    [Buffer.from(JSON.stringify({ v: 1, f: 'home', k: [{}, 2] })).toString('base64url'), 'a non-scalar key'],
  ])('refuses %s (%s) as a foreign bookmark (the API answers 400 at bookmark)', (bookmark) => {
    let error: unknown;
    try {
      decodeBookmark('home', bookmark, 2);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ForeignBookmark);
    expect(error).toMatchObject({ feed: 'home' });
  });

  it('pages a window of pageSize + 1 rows', async () => {
    const rows = [1, 2, 3];
    expect(
      await toPage(
        'f',
        rows,
        2,
        (r) => [r],
        async (r) => r,
      ),
    ).toEqual({ items: [1, 2], bookmark: encodeBookmark('f', [2]) });
    expect(
      await toPage(
        'f',
        [1, 2],
        2,
        (r) => [r],
        async (r) => r,
      ),
    ).toEqual({ items: [1, 2], bookmark: null });
  });
});
