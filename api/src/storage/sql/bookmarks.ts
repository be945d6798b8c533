// Opaque page positions. A bookmark is the sort key of the last item served, base64url JSON
// with a version, so clients cannot depend on its contents and a forged one is refused.

import { ForeignBookmark } from '../foreignBookmark';

export type SortKey = Array<string | number>;

export function encodeBookmark(feed: string, key: SortKey): string {
  return Buffer.from(JSON.stringify({ v: 1, f: feed, k: key })).toString('base64url');
}

/** The key inside a bookmark for this feed; throws ForeignBookmark for a malformed or foreign one. */
export function decodeBookmark(feed: string, bookmark: string | null, arity: number): SortKey | null {
  if (bookmark === null || bookmark === '') return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(bookmark, 'base64url').toString('utf8'));
    if (typeof parsed === 'object' && parsed !== null) {
      const { v, f, k } = parsed as { v?: unknown; f?: unknown; k?: unknown };
      if (
        v === 1 &&
        f === feed &&
        Array.isArray(k) &&
        k.length === arity &&
        k.every((x) => typeof x === 'string' || typeof x === 'number')
      ) {
        return k;
      }
    }
  } catch {
    // fall through to the error below
  }
  throw new ForeignBookmark(feed);
}

/** Turns a fetched window of pageSize + 1 rows into a page and the next bookmark. */
export async function toPage<Row, Item>(
  feed: string,
  rows: Row[],
  pageSize: number,
  keyOf: (row: Row) => SortKey,
  map: (rows: Row[]) => Promise<Item[]>,
): Promise<{ items: Item[]; bookmark: string | null }> {
  const more = rows.length > pageSize;
  const pageRows = more ? rows.slice(0, pageSize) : rows;
  const last = pageRows[pageRows.length - 1];
  return { items: await map(pageRows), bookmark: more && last !== undefined ? encodeBookmark(feed, keyOf(last)) : null };
}
