// Signed-out documents, kept whole for a short while and shared between the visitors they are the
// same for. A signed-out visitor's page depends on the address, the versions they are served, their
// theme and layout, whether they are a bot, the site's origin and the data, and on two things of
// their own: the report token (each page view's) and their anonymous id in the session read. The
// document is kept with a mark where each of those two stands, written in for each visitor. A kept
// document is used only while the API's data version is the one it was made at, and for a few
// seconds at most, so a write is never hidden. Signed-in documents are never kept: they hold a person.
// A crawler's document (a bot without cookies: documentVisitor.ts's isSharedBot) is kept and shared
// between crawlers the same way; it has no anonymous id, so its report token is its one own part.
// The visitor's parts are the document's last bytes (document.ts writes them last), so all before
// them is compressed once (brotliTail.ts) and each answer adds only its own end.

import { randomBytes } from 'node:crypto';
import { compressedStart, withStoredEnd } from './brotliTail';

/** What one visitor's copy of a shared document holds of its own. */
export interface VisitorParts {
  reportToken: string;
  unauthId: string;
}

type Part = keyof VisitorParts;

export interface SharedDocument {
  status: number;
  /** The policy's source for the document's <style> element, if it has one. */
  styleHash?: string;
  body: string | Buffer;
  /** The body's Content-Encoding, when it is compressed. */
  encoding?: 'br';
}

interface Kept {
  status: number;
  styleHash?: string;
  /** The document's text between the marks, and which part each mark stands for. */
  pieces: string[];
  holes: Part[];
  version: number;
  until: number;
  /** All before the first mark, brotli-compressed and flushed, once it is ready. */
  start?: Buffer;
}

/** Everything a signed-out document depends on but the data (the version decides that) and the visitor's own parts. */
export interface SharedDocumentAsk {
  pathname: string;
  search: string;
  /** Every area's name@version this visitor is served. */
  versions: readonly string[];
  theme: string;
  layout: unknown;
  isBot: boolean;
  isSocialBot: boolean;
  origin: string;
}

export const KEEP_SHARED_DOCUMENTS_MS = 10_000;
const KEPT_DOCUMENTS = 100;
/** A document whose visitor's parts are further from its end than this is compressed per answer, as any other. */
const MAX_STORED_END = 16 * 1024;

export function sharedDocumentKey(ask: SharedDocumentAsk): string {
  return JSON.stringify([ask.pathname, ask.search, ask.versions, ask.theme, ask.layout, ask.isBot, ask.isSocialBot, ask.origin]);
}

export function createSharedDocuments({ now = Date.now, keepForMs = KEEP_SHARED_DOCUMENTS_MS } = {}) {
  // Random per server, so no text a person writes (a pin's title) can be taken for a mark.
  const nonce = randomBytes(12).toString('hex');
  const marks: VisitorParts = { reportToken: `pbvisitor${nonce}token`, unauthId: `pbvisitor${nonce}anon` };
  const partOfMark = new Map<string, Part>([
    [marks.reportToken, 'reportToken'],
    [marks.unauthId, 'unauthId'],
  ]);
  const markPattern = new RegExp(`(${marks.reportToken}|${marks.unauthId})`);
  const kept = new Map<string, Kept>();
  const compressing = new Set<Promise<void>>();
  /** Documents being made now, by key: settled when the one making it has answered. */
  const making = new Map<string, Promise<void>>();

  /** The document from its first mark on, for this visitor. */
  const end = (entry: Pick<Kept, 'pieces' | 'holes'>, visitor: VisitorParts): string =>
    entry.holes.map((part, at) => visitor[part] + (entry.pieces[at + 1] ?? '')).join('');
  const written = (entry: Pick<Kept, 'pieces' | 'holes'>, visitor: VisitorParts): string => (entry.pieces[0] ?? '') + end(entry, visitor);

  const compress = (key: string, entry: Kept) => {
    const endLength = entry.pieces.slice(1).reduce((sum, piece) => sum + piece.length, 0);
    if (entry.holes.length === 0 || endLength > MAX_STORED_END) return;
    const work = compressedStart(entry.pieces[0] ?? '')
      .then((start) => {
        // Not for a document kept since in its place.
        if (kept.get(key) === entry) entry.start = start;
      })
      .catch(() => undefined)
      .finally(() => compressing.delete(work));
    compressing.add(work);
  };

  const split = (marked: string): Pick<Kept, 'pieces' | 'holes'> => {
    const all = marked.split(markPattern);
    return {
      pieces: all.filter((_, at) => at % 2 === 0),
      holes: all.filter((_, at) => at % 2 === 1).map((mark) => partOfMark.get(mark) ?? 'reportToken'),
    };
  };

  return {
    /** What a document is rendered with where a visitor's own parts go, to be kept. */
    marks,

    /**
     * The kept document for this key, made at this data version and not too long ago, written for
     * this visitor: brotli-compressed when `brotli` (the browser takes it) and its start is ready.
     */
    find(key: string, version: number, visitor: VisitorParts, { brotli = false } = {}): SharedDocument | undefined {
      const entry = kept.get(key);
      if (!entry) return undefined;
      if (entry.version !== version || entry.until <= now()) {
        // A request that read an older version (made before a write) leaves the newer document be.
        if (entry.version < version || entry.until <= now()) kept.delete(key);
        return undefined;
      }
      // Asked for again: the last to go when room is needed (a Map keeps insertion order).
      kept.delete(key);
      kept.set(key, entry);
      const found = { status: entry.status, ...(entry.styleHash ? { styleHash: entry.styleHash } : {}) };
      if (brotli && entry.start) return { ...found, body: withStoredEnd(entry.start, end(entry, visitor)), encoding: 'br' };
      return { ...found, body: written(entry, visitor) };
    },

    /** Keeps a document rendered with the marks; returns it written for this visitor. */
    keep(key: string, version: number, marked: SharedDocument & { body: string }, visitor: VisitorParts): string {
      const entry: Kept = {
        status: marked.status,
        ...(marked.styleHash ? { styleHash: marked.styleHash } : {}),
        ...split(marked.body),
        version,
        until: now() + keepForMs,
      };
      kept.delete(key);
      kept.set(key, entry);
      // The oldest goes first (a Map keeps insertion order).
      for (const oldest of kept.keys()) {
        if (kept.size <= KEPT_DOCUMENTS) break;
        kept.delete(oldest);
      }
      compress(key, entry);
      return written(entry, visitor);
    },

    /**
     * Who makes the document for `key`, asked right after `find` found none: the caller, when no one
     * else is (`release` it once it has answered), or the request already making it (`made`
     * settles once that one has answered; then `find` again). So a crowd asking at once for a page
     * not kept costs one render.
     */
    claim(key: string): { release: () => void } | { made: Promise<void> } {
      const other = making.get(key);
      if (other) return { made: other };
      let settle: () => void = () => undefined;
      const made = new Promise<void>((resolve) => (settle = resolve));
      making.set(key, made);
      return {
        release: () => {
          if (making.get(key) === made) making.delete(key);
          settle();
        },
      };
    },

    /** A document rendered with the marks but not kept (the data changed while it was made), written for this visitor. */
    fill(marked: string, visitor: VisitorParts): string {
      return written(split(marked), visitor);
    },

    /** Settles when every compression under way has finished (for tests). */
    async idle(): Promise<void> {
      while (compressing.size > 0) await Promise.all(compressing);
    },
  };
}

export type SharedDocuments = ReturnType<typeof createSharedDocuments>;
