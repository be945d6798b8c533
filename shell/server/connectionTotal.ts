// How many connections the edge server may hold open at once: each is a file, and past the
// process's file limit accept() fails for everyone, so the total is the file limit less what the
// server needs for its own files. Node has no call for the limit; on Linux /proc/self/limits has it.

import { readFileSync } from 'node:fs';

/** Where the limit cannot be read (not Linux): the usual soft limit, which a Linux service under systemd also gets. */
export const FALLBACK_FILE_LIMIT = 1024;

/**
 * Kept for the server's own files, whatever the limit: about 40 open at rest (standard streams,
 * the SQLite database with its journal and shared memory, the event loop's, the render thread's
 * pipes, the listening socket), 20 for the two PostgreSQL pools when DATABASE_URL is set, and the
 * rest for the logs, a child process's pipes and the files answers open (static files, pictures,
 * uploads) on a small server.
 */
export const RESERVED_FILES = 128;

/** A server left fewer connections than this by its file limit does not start. */
export const MIN_CONNECTIONS = 64;

/**
 * The soft "Max open files" of /proc/self/limits (Node has raised it to the hard limit as it
 * started); undefined when the text has none. "unlimited" is read as the kernel's own ceiling.
 */
export function fileLimitOf(limitsText: string): number | undefined {
  const match = /^Max open files\s+(\d+|unlimited)\s/m.exec(limitsText);
  if (!match) return undefined;
  return match[1] === 'unlimited' ? 1_048_576 : Number(match[1]);
}

/** This process's file limit, or the fallback where it cannot be read. */
export function readFileLimit(): { files: number; from: 'the process' | 'the fallback' } {
  let text = '';
  try {
    text = readFileSync('/proc/self/limits', 'utf8');
  } catch {
    text = '';
  }
  const files = fileLimitOf(text);
  return files === undefined ? { files: FALLBACK_FILE_LIMIT, from: 'the fallback' } : { files, from: 'the process' };
}

/**
 * Connections for a file limit: the limit less the reserve and an eighth (each answer being sent
 * may hold a file open besides its connection). 1,024 files give 768; 65,536 give 57,216.
 */
export function connectionsForFileLimit(files: number): number {
  return files - RESERVED_FILES - Math.ceil(files / 8);
}

/**
 * The total: PINBOARD_MAX_CONNECTIONS if set (0: no total bound), else from the file limit. A bad
 * value, or a file limit too small to serve, stops the server with the fix.
 */
export function connectionTotal(value: string | undefined, files: number): number {
  if (value !== undefined && value.trim() !== '') {
    const total = Number(value);
    if (!Number.isInteger(total) || total < 0 || total > 1_000_000)
      throw new Error(`PINBOARD_MAX_CONNECTIONS must be a whole number from 0 to 1000000 (0: no total bound), not "${value}"`);
    return total;
  }
  const total = connectionsForFileLimit(files);
  if (total < MIN_CONNECTIONS)
    throw new Error(
      `the file limit of ${files} open files leaves ${Math.max(0, total)} connections once the server's own files are kept: ` +
        `raise it (ulimit -n, or LimitNOFILE= in a systemd unit) to at least ${minFileLimit()}, or set PINBOARD_MAX_CONNECTIONS`,
    );
  return total;
}

/** The smallest file limit that leaves MIN_CONNECTIONS. */
function minFileLimit(): number {
  let files = MIN_CONNECTIONS + RESERVED_FILES;
  while (connectionsForFileLimit(files) < MIN_CONNECTIONS) files += 1;
  return files;
}
