// The registry stores the same tests run against (issue 22): SQLite in a temporary folder, and
// PostgreSQL in a fresh database of the test run's cluster, skipped (loudly) where there is none.

import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freshTestDatabase, hasTestPostgres } from 'test-support/postgresTestDatabase';
import { DEFAULT_ROUTING_CHECK_MS, openPostgresRegistryStore } from '../registry/registryDatabase';
import type { RegistryStore } from '../registry/registryStore';
import { openSqliteRegistryStore } from '../registry/registryDatabase';

/** One store's database, which any number of stores (as edges would) open. */
export interface StorePlace {
  open: () => Promise<RegistryStore>;
  cleanUp: () => void;
}

export interface RegistryStoreKind {
  name: 'SQLite' | 'PostgreSQL';
  available: boolean;
  /** How long a routing change through one store may take to reach another's routing(). */
  routingFreshWithinMs: number;
  prepare: () => Promise<StorePlace>;
}

export const REGISTRY_STORE_KINDS: readonly RegistryStoreKind[] = [
  {
    name: 'SQLite',
    available: true,
    routingFreshWithinMs: 0,
    async prepare() {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'registry-store-'));
      return { open: () => openSqliteRegistryStore(dir), cleanUp: () => rmSync(dir, { recursive: true, force: true }) };
    },
  },
  {
    name: 'PostgreSQL',
    available: hasTestPostgres(),
    routingFreshWithinMs: DEFAULT_ROUTING_CHECK_MS,
    async prepare() {
      const url = await freshTestDatabase('registry_store');
      // The run's cluster is thrown away whole at the end.
      return { open: () => openPostgresRegistryStore({ url }), cleanUp: () => undefined };
    },
  },
];

/** Runs `check` until it passes or `withinMs` has passed (at once, once, for 0). */
export async function passesWithin(withinMs: number, check: () => Promise<void>): Promise<void> {
  const until = Date.now() + withinMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() >= until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}
