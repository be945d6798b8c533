// Scripts and styles at brotli's best quality. Compressing every answer on the fly uses a fast
// level (4), since an API page cannot wait for the best one; but the shell's and the areas' files
// never change at a path (content hashes, versioned folders), so each is compressed once more at
// level 11 off the request path (about 0.3 s for the shell's entry, on libuv's thread pool), kept
// in memory and served from then on: 12 % fewer bytes than level 4 on every route's JavaScript.
// Until it is ready the file is served as before. One file is compressed at a time, so the work
// never takes more than one of the thread pool's threads from file reads and live compression.
// Every answer checks the file on disk first: a file that is gone (a deploy removed its build) or
// was changed (the page's integrity check must then refuse it) is the static server's to answer.

import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);

/** What is worth compressing again, with the Content-Type it is served with. */
const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/** Below this the fast level is as good (and fastify-compress leaves it alone under 1 KB). */
const MIN_BYTES = 1024;

/** `etag` names these bytes (a strong validator for If-None-Match). */
export type BestCompressed = { body: Buffer; type: string; etag: string };

type Kept = BestCompressed & { size: number; mtimeMs: number };

export type BestCompression = {
  /** The file's best-compressed bytes, when ready and the file unchanged; starts compressing it (once) when not. */
  lookup: (root: string, file: string) => Promise<BestCompressed | undefined>;
  /** Starts compressing these files of `root` before anyone asks (the shell's, at start). */
  warm: (root: string, files: readonly string[]) => void;
  /** Settles when every compression under way has finished (for tests). */
  idle: () => Promise<void>;
};

/**
 * `maxBytes` bounds the memory the compressed files take; the least recently served go first.
 * Only files inside `root` with a type in TYPES are considered; a file that cannot be read (it
 * does not exist) is left to the static file server, which answers it as it always has.
 */
export function createBestCompression({ maxBytes = 64 * 1024 * 1024 }: { maxBytes?: number } = {}): BestCompression {
  // A Map iterates in insertion order: re-inserting on every hit keeps it least-recent first.
  const ready = new Map<string, Kept>();
  const started = new Set<string>();
  const running = new Set<Promise<void>>();
  let queue: Promise<void> = Promise.resolve();
  let held = 0;

  const fileOf = (root: string, file: string): string | null => {
    const full = path.resolve(root, file);
    const inside = full.startsWith(path.resolve(root) + path.sep);
    return inside && path.extname(full) in TYPES ? full : null;
  };

  const forget = (full: string, kept: Kept) => {
    ready.delete(full);
    started.delete(full);
    held -= kept.body.length;
  };

  const compress = (full: string) => {
    if (started.has(full)) return;
    started.add(full);
    const work = queue
      .then(async () => {
        const before = await stat(full);
        const raw = await readFile(full);
        if (raw.length < MIN_BYTES) return;
        const body = await brotli(raw, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
        });
        if (body.length > maxBytes) return;
        const etag = `"br-${createHash('sha256').update(body).digest('base64url').slice(0, 24)}"`;
        const type = TYPES[path.extname(full)] ?? 'application/octet-stream';
        ready.set(full, { body, type, etag, size: before.size, mtimeMs: before.mtimeMs });
        held += body.length;
        for (const [key, kept] of ready) {
          if (held <= maxBytes) break;
          forget(key, kept);
        }
      })
      .catch(() => {
        // Unreadable (gone, or not a file): asked again next time rather than remembered forever.
        started.delete(full);
      })
      .finally(() => running.delete(work));
    queue = work;
    running.add(work);
  };

  return {
    async lookup(root, file) {
      const full = fileOf(root, file);
      if (full === null) return undefined;
      const found = ready.get(full);
      if (!found) {
        compress(full);
        return undefined;
      }
      const now = await stat(full).catch(() => null);
      if (!now || now.size !== found.size || now.mtimeMs !== found.mtimeMs) {
        forget(full, found);
        if (now) compress(full);
        return undefined;
      }
      ready.delete(full);
      ready.set(full, found);
      return { body: found.body, type: found.type, etag: found.etag };
    },
    warm(root, files) {
      for (const file of files) {
        const full = fileOf(root, file);
        if (full !== null) compress(full);
      }
    },
    async idle() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}

/** Whether a request's Accept-Encoding takes brotli (`br`, not refused with q=0). */
export function acceptsBrotli(header: string | string[] | undefined): boolean {
  return acceptsEncoding(header, 'br');
}

/** Whether a request's Accept-Encoding takes this encoding (named, not refused with q=0). */
export function acceptsEncoding(header: string | string[] | undefined, encoding: string): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value.split(',').some((part) => {
    const [name, ...params] = part.trim().split(';');
    if (name?.trim().toLowerCase() !== encoding) return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}
