// Which database holds the shared state (issue 22): DATABASE_URL=postgres://… for several edges
// over one PostgreSQL; absent, the embedded SQLite file in DATA_DIR, as always. The API's Storage
// and the platform's registry both choose through here, so one variable moves them together.

export type DatabaseConfig = { kind: 'sqlite' } | { kind: 'postgres'; url: string };

const POSTGRES_PROTOCOLS = new Set(['postgres:', 'postgresql:']);

/**
 * DATABASE_URL read from `env`. The value itself is never put in an error, since it usually holds
 * a password.
 */
export function databaseUrlFrom(env: Record<string, string | undefined>): DatabaseConfig {
  const value = env.DATABASE_URL?.trim();
  if (!value) return { kind: 'sqlite' };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error('DATABASE_URL must be a URL such as postgres://user:password@host:5432/pinboard (leave it unset for SQLite)');
  }
  if (!POSTGRES_PROTOCOLS.has(url.protocol)) {
    throw new Error(`DATABASE_URL must start with postgres:// or postgresql://, not ${url.protocol}// (leave it unset for SQLite)`);
  }
  if (!url.hostname && !url.searchParams.has('host')) throw new Error('DATABASE_URL names no host');
  if (url.pathname.length <= 1) throw new Error('DATABASE_URL names no database (…/pinboard at its end)');
  return { kind: 'postgres', url: value };
}

/** The database for a log line: its host and name, without credentials. */
export function describeDatabase(config: DatabaseConfig): string {
  if (config.kind === 'sqlite') return 'SQLite (DATA_DIR)';
  const url = new URL(config.url);
  return `PostgreSQL ${url.hostname || url.searchParams.get('host') || ''}${url.port ? `:${url.port}` : ''}${url.pathname}`;
}
