// One transaction on either database, as the stores need it. SQLite: BEGIN IMMEDIATE on the file's
// one connection, so the transaction is the file's writer from its first statement (a read that
// later writes never fails to upgrade against another handle on the file), and every other query
// of the handle waits until it ends (Kysely's connection lock). PostgreSQL: Kysely's transaction
// at an isolation level, run again when PostgreSQL cancels it for another's sake.

import {
  CompiledQuery,
  type Kysely,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import { dialectOf } from './sqlDatabase';
import { isRetryableConflict } from './sqlErrors';

export type IsolationLevel = 'serializable' | 'repeatable read' | 'read committed';

export interface TransactionOptions {
  /** PostgreSQL's isolation level (default serializable, what SQLite's single writer gives). */
  isolation?: IsolationLevel;
  /** Runs of the work before PostgreSQL's conflict (a serialization failure or deadlock) is thrown (default 1: no retry). */
  attempts?: number;
}

const BEGIN = CompiledQuery.raw('BEGIN IMMEDIATE');
const COMMIT = CompiledQuery.raw('COMMIT');
const ROLLBACK = CompiledQuery.raw('ROLLBACK');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` in one transaction: committed when it resolves, rolled back when it throws. With
 * `attempts` above 1, `work` may run again from the start, so it must only touch the database.
 */
export async function inTransaction<Tables, T>(
  db: Kysely<Tables>,
  work: (tx: Kysely<Tables>) => Promise<T>,
  options: TransactionOptions = {},
): Promise<T> {
  if (dialectOf(db) === 'sqlite') return db.connection().execute((connection) => immediate(connection, work));
  const attempts = options.attempts ?? 1;
  const isolation = options.isolation ?? 'serializable';
  for (let attempt = 1; ; attempt++) {
    // Kysely throws a failed ROLLBACK's error in place of the work's: the work's is why, and what decides a retry.
    let workFailed: { error: unknown } | undefined;
    try {
      return await db
        .transaction()
        .setIsolationLevel(isolation)
        .execute(async (tx) => {
          try {
            return await work(tx);
          } catch (error) {
            workFailed = { error };
            throw error;
          }
        });
    } catch (thrown) {
      const error = workFailed ? workFailed.error : thrown;
      if (!isRetryableConflict(error) || attempt >= attempts) throw error;
      // Jittered backoff, so the transactions that collided do not collide again in step.
      await sleep(Math.random() * 5 * 2 ** Math.min(attempt, 6));
    }
  }
}

async function immediate<Tables, T>(connection: Kysely<Tables>, work: (tx: Kysely<Tables>) => Promise<T>): Promise<T> {
  const ended = new RefusedOnceEnded();
  await connection.executeQuery(BEGIN);
  try {
    const result = await work(connection.withPlugin(ended));
    await connection.executeQuery(COMMIT);
    return result;
  } catch (error) {
    // SQLite may have rolled back already (a full disk, an I/O error): a ROLLBACK that fails then must not hide why.
    await connection.executeQuery(ROLLBACK).catch(() => undefined);
    throw error;
  } finally {
    ended.end();
  }
}

/**
 * SQLite's transaction is its file's one connection: a query through the transaction's handle after
 * it ended would run outside Kysely's lock, after the COMMIT or inside another caller's transaction.
 * Kysely's own PostgreSQL transactions refuse one the same way.
 */
class RefusedOnceEnded implements KyselyPlugin {
  private ended = false;

  end(): void {
    this.ended = true;
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (this.ended) throw new Error('This transaction has ended: a query through its handle would run outside it');
    return args.node;
  }

  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(args.result);
  }
}
