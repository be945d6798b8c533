// Types of postgresCluster.mjs for the TypeScript that starts clusters (test setup, e2e support).

export interface PostgresCluster {
  port: number;
  dataDir: string;
  /** A URL for one database of the cluster (default: the admin database, postgres). */
  url: (database?: string) => string;
  createDatabase: (name: string) => Promise<string>;
  stop: (options?: { remove?: boolean }) => Promise<void>;
}

export function postgresBinDir(): string | null;
export function throwawayClusterDir(parent: string, prefix?: string): string;
export function startPostgresCluster(options: {
  dataDir: string;
  port?: number;
  durable?: boolean;
  log?: (line: string) => void;
}): Promise<PostgresCluster>;
