// Signed-out documents, kept whole for a short while and shared between the visitors they are the
// same for. A signed-out visitor's page depends on the address, the versions they are served, their
// theme and layout, whether they are a bot, the site's origin and the data, and on two things of
// their own: the report token (each page view's) and their anonymous id in the session read. The
// document is kept with a mark where each of those two stands, written in for each visitor. A kept
// document is used only while the API's data version is the one it was made at, and for a few
// seconds at most, so a write is never hidden. Signed-in documents are never kept: they hold a person.

import { randomBytes } from 'node:crypto';

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
  body: string;
}

interface Kept {
  status: number;
  styleHash?: string;
  /** The document's text between the marks, and which part each mark stands for. */
  pieces: string[];
  holes: Part[];
  version: number;
  until: number;
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

  const written = (entry: Pick<Kept, 'pieces' | 'holes'>, visitor: VisitorParts): string => {
    let body = entry.pieces[0] ?? '';
    entry.holes.forEach((part, at) => {
      body += visitor[part] + (entry.pieces[at + 1] ?? '');
    });
    return body;
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

    /** The kept document for this key, made at this data version and not too long ago, written for this visitor. */
    find(key: string, version: number, visitor: VisitorParts): SharedDocument | undefined {
      const entry = kept.get(key);
      if (!entry) return undefined;
      if (entry.version !== version || entry.until <= now()) {
        kept.delete(key);
        return undefined;
      }
      return { status: entry.status, ...(entry.styleHash ? { styleHash: entry.styleHash } : {}), body: written(entry, visitor) };
    },

    /** Keeps a document rendered with the marks; returns it written for this visitor. */
    keep(key: string, version: number, marked: SharedDocument, visitor: VisitorParts): string {
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
      return written(entry, visitor);
    },

    /** A document rendered with the marks but not kept (the data changed while it was made), written for this visitor. */
    fill(marked: string, visitor: VisitorParts): string {
      return written(split(marked), visitor);
    },
  };
}

export type SharedDocuments = ReturnType<typeof createSharedDocuments>;
