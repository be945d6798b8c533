// A read built once per database kind and then only run: for the lookups every request makes (a
// session, a pin, a user, a board), where building the query each time cost more than running it
// (bench:cluster's saves).

import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import { dialectOf } from 'sql-kit/sqlDatabase';
import type { DB } from './apiTables';

type Value = string | number | bigint | null | Buffer;

/** Stands for a prepared query's n-th value until a call gives it. */
class Slot {
  constructor(readonly index: number) {}
}

/** `build` gets stand-ins for the values, in order; a call gives the values. */
function preparedQuery<Values extends Value[], Row>(
  arity: Values['length'],
  build: (k: Kysely<DB>, ...values: Values) => Compilable<Row>,
): (db: Kysely<DB>, ...values: Values) => Promise<Row[]> {
  const compiled = new Map<ReturnType<typeof dialectOf>, CompiledQuery<Row>>();
  return async (db, ...values) => {
    const dialect = dialectOf(db);
    let query = compiled.get(dialect);
    if (!query) {
      // The builder takes the stand-ins as values of the columns' types: they only ever become parameters.
      const slots = Array.from({ length: arity }, (_, i) => new Slot(i)) as unknown as Values;
      query = build(db, ...slots).compile();
      // A stand-in the builder turned into something else (JSON text for inList, a literal) would
      // never take its value: refuse such a query at once rather than answer for the stand-in.
      const used = new Set(query.parameters.flatMap((parameter) => (parameter instanceof Slot ? [parameter.index] : [])));
      if (used.size !== arity) throw new Error(`a prepared query must use each of its ${arity} values as a plain parameter`);
      compiled.set(dialect, query);
    }
    const parameters = query.parameters.map((parameter) => (parameter instanceof Slot ? values[parameter.index] : parameter));
    const run: CompiledQuery<Row> = { ...query, parameters };
    return (await db.executeQuery(run)).rows;
  };
}

/** A prepared read that answers its first row. */
export function prepared<Values extends Value[], Row>(
  arity: Values['length'],
  build: (k: Kysely<DB>, ...values: Values) => Compilable<Row>,
): (db: Kysely<DB>, ...values: Values) => Promise<Row | undefined> {
  const rows = preparedQuery(arity, build);
  return async (db, ...values) => (await rows(db, ...values))[0];
}

/** A prepared read that answers all its rows. */
export const preparedRows = preparedQuery;
