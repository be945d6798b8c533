// Answers of the hottest reads (the grids) kept serialised, per viewer and URL, while the data
// they were made from has not changed (the storage's data version, bumped by any write that could
// change them). A hit costs a map lookup instead of the queries and the JSON of 25 pins.
// Bounded by entries and bytes; the least recently used go first.

export interface CachedAnswer {
  version: number;
  body: string;
}

export interface ReadCache {
  get: (key: string, version: number) => string | undefined;
  set: (key: string, version: number, body: string) => void;
  readonly size: () => { entries: number; bytes: number };
}

export const READ_CACHE_MAX_ENTRIES = 5_000;
/** Each character counted as two bytes, as V8 may hold it. */
export const READ_CACHE_MAX_BYTES = 64 * 1024 * 1024;

export function createReadCache(maxEntries = READ_CACHE_MAX_ENTRIES, maxBytes = READ_CACHE_MAX_BYTES): ReadCache {
  // A Map keeps insertion order: re-inserting on a hit makes its first key the least recently used.
  const entries = new Map<string, CachedAnswer>();
  let bytes = 0;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.body.length * 2;
  };
  return {
    get(key, version) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.version !== version) {
        drop(key);
        return undefined;
      }
      entries.delete(key);
      entries.set(key, entry);
      return entry.body;
    },
    set(key, version, body) {
      drop(key);
      if (body.length * 2 > maxBytes) return;
      entries.set(key, { version, body });
      bytes += body.length * 2;
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries && bytes <= maxBytes) break;
        drop(oldest);
      }
    },
    size: () => ({ entries: entries.size, bytes }),
  };
}
