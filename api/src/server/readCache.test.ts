import { createReadCache } from './readCache';

describe('the read cache', () => {
  it('answers a key at the version it was stored at, and forgets it at any other', () => {
    const cache = createReadCache();
    cache.set('user:1 /home', 7, '{"a":1}');
    expect(cache.get('user:1 /home', 7)).toBe('{"a":1}');
    expect(cache.get('user:2 /home', 7)).toBeUndefined();
    expect(cache.get('user:1 /home', 8)).toBeUndefined();
    // Gone, not kept for the old version.
    expect(cache.get('user:1 /home', 7)).toBeUndefined();
    expect(cache.size()).toEqual({ entries: 0, bytes: 0 });
  });

  it('lets the least recently used go past its entry bound', () => {
    const cache = createReadCache(2);
    cache.set('a', 1, 'A');
    cache.set('b', 1, 'B');
    expect(cache.get('a', 1)).toBe('A');
    cache.set('c', 1, 'C');
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('a', 1)).toBe('A');
    expect(cache.get('c', 1)).toBe('C');
  });

  it('keeps within its byte bound, and never keeps one answer larger than the bound', () => {
    const cache = createReadCache(100, 20);
    cache.set('a', 1, 'x'.repeat(6));
    cache.set('b', 1, 'y'.repeat(6));
    expect(cache.size()).toEqual({ entries: 1, bytes: 12 });
    expect(cache.get('b', 1)).toBe('yyyyyy');
    cache.set('huge', 1, 'z'.repeat(11));
    expect(cache.get('huge', 1)).toBeUndefined();
    expect(cache.get('b', 1)).toBe('yyyyyy');
  });
});
