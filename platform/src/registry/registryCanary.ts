// What the registry keeps for judging canaries: the evidence a canary's health is judged on (its
// documents and its loads since it started), and the automatic rollbacks decided on it.

import { sql } from 'kysely';
import type { RemoteName } from 'shared-contracts';
import type { CanaryEvidence } from '../rules/canaryHealth';
import type { RegistryStore } from './registryStore';
import { loadsOf } from './registryLoads';
import type { RegistryDb } from './registryRows';

async function canaryEvidence(db: RegistryDb, remote: RemoteName, version: string, since: number): Promise<CanaryEvidence> {
  const failed = sql<boolean>`NOT ok`;
  const [documents, loads, topNetwork] = await Promise.all([
    db
      .selectFrom('registry_document_totals')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('documents'), sql<number>`0`).as('n'))
      .where('remote', '=', remote)
      .where('version', '=', version)
      .where('canary_since', '=', since)
      .executeTakeFirstOrThrow(),
    loadsOf(db, remote, version, since)
      .select([
        (eb) => eb.fn.countAll<number>().as('loads'),
        sql<number>`count(*) FILTER (WHERE ${failed})`.as('failures'),
        sql<number>`count(DISTINCT visitor) FILTER (WHERE ${failed})`.as('failingVisitors'),
        sql<number>`count(DISTINCT address) FILTER (WHERE ${failed})`.as('failingAddresses'),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom(
        loadsOf(db, remote, version, since)
          .where(failed)
          .where('address', 'is not', null)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .groupBy('address')
          .as('per_network'),
      )
      .select((eb) => eb.fn.coalesce(eb.fn.max('n'), sql<number>`0`).as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { documents: documents.n, ...loads, topNetworkFailures: topNetwork.n };
}

export function registryCanary(db: RegistryDb): Pick<RegistryStore, 'canaryEvidence' | 'recordAutoRollback' | 'lastAutoRollback'> {
  return {
    canaryEvidence: (remote, version, since) => canaryEvidence(db, remote, version, since),
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
