// What the registry keeps for judging canaries: the evidence a canary's health is judged on (its
// documents, and its signed browsers' loads and stable's since it started), and the automatic
// rollbacks decided on it.

import { sql } from 'kysely';
import type { RemoteName } from 'shared-contracts/platform';
import type { CanaryEvidence } from '../rules/canaryHealth';
import type { RegistryStore } from './registryStore';
import { loadsOf } from './registryLoads';
import type { RegistryDb } from './registryRows';

/** One version's loads since `since` from browsers the server signed. */
const browsersOf = (db: RegistryDb, remote: RemoteName, version: string, since: number) =>
  loadsOf(db, remote, version, since).where('browser', 'is not', null).where('browser_network', 'is not', null);
/** What canaryHealth.ts counts: the browsers whose identities were issued on one network are one. */
const counted = sql<string>`browser_network`;
const failed = sql<boolean>`NOT ok`;

async function canaryEvidence(
  db: RegistryDb,
  remote: RemoteName,
  version: string,
  since: number,
  stable: string | null,
): Promise<CanaryEvidence> {
  const [documents, loads, topNetwork, stableBrowsers] = await Promise.all([
    db
      .selectFrom('registry_document_totals')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('documents'), sql<number>`0`).as('n'))
      .where('remote', '=', remote)
      .where('version', '=', version)
      .where('canary_since', '=', since)
      .executeTakeFirstOrThrow(),
    browsersOf(db, remote, version, since)
      .select([
        (eb) => eb.fn.countAll<number>().as('loads'),
        sql<number>`count(*) FILTER (WHERE ${failed})`.as('failures'),
        sql<number>`count(DISTINCT ${counted})`.as('browsers'),
        sql<number>`count(DISTINCT ${counted}) FILTER (WHERE ${failed})`.as('failingVisitors'),
        sql<number>`count(DISTINCT address) FILTER (WHERE ${failed})`.as('failingAddresses'),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom(
        browsersOf(db, remote, version, since)
          .where(failed)
          .select(sql<number>`count(DISTINCT ${counted})`.as('n'))
          .groupBy('address')
          .as('per_network'),
      )
      .select((eb) => eb.fn.coalesce(eb.fn.max('n'), sql<number>`0`).as('n'))
      .executeTakeFirstOrThrow(),
    stable === null || stable === version
      ? { browsers: 0, failing: 0 }
      : browsersOf(db, remote, stable, since)
          .select([
            sql<number>`count(DISTINCT ${counted})`.as('browsers'),
            sql<number>`count(DISTINCT ${counted}) FILTER (WHERE ${failed})`.as('failing'),
          ])
          .executeTakeFirstOrThrow(),
  ]);
  return {
    documents: Number(documents.n),
    loads: Number(loads.loads),
    failures: Number(loads.failures),
    browsers: Number(loads.browsers),
    failingVisitors: Number(loads.failingVisitors),
    failingAddresses: Number(loads.failingAddresses),
    topNetworkFailures: Number(topNetwork.n),
    stableBrowsers: Number(stableBrowsers.browsers),
    stableFailingBrowsers: Number(stableBrowsers.failing),
  };
}

export function registryCanary(db: RegistryDb): Pick<RegistryStore, 'canaryEvidence' | 'recordAutoRollback' | 'lastAutoRollback'> {
  return {
    canaryEvidence: (remote, version, since, stable) => canaryEvidence(db, remote, version, since, stable),
    async recordAutoRollback({ evidence, ...rest }) {
      await db
        .insertInto('registry_auto_rollbacks')
        .values({ ...rest, evidence: JSON.stringify(evidence) })
        .execute();
    },
    async lastAutoRollback(remote) {
      const row = await db
        .selectFrom('registry_auto_rollbacks')
        .select(['remote', 'version', 'at', 'evidence', 'reason'])
        .where('remote', '=', remote)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row && { ...row, evidence: JSON.parse(row.evidence) as CanaryEvidence };
    },
  };
}
