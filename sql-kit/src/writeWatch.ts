// Which table each write wrote, told once the statement has run: a Kysely plugin, so a cache kept
// beside the database (the API's read cache over PostgreSQL) can tell its own writes from the
// writes that leave it be (an event log). A write built with the query builder names its table in
// its node; raw SQL counts as a write when the database says it changed rows, with the table its
// text names after INSERT INTO, UPDATE or DELETE FROM (undefined where the text does not say it plainly).

import {
  DeleteQueryNode,
  InsertQueryNode,
  MergeQueryNode,
  RawNode,
  UpdateQueryNode,
  type KyselyPlugin,
  type OperationNode,
  type QueryId,
} from 'kysely';

// The table an INSERT, UPDATE or DELETE writes (after any WITH), as raw SQL names it.
const WRITE_TARGET = /^\s*(?:WITH\b[\s\S]*?\)\s*)?(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+"?([A-Za-z_][A-Za-z0-9_]*)/i;

/** The table raw SQL writes, where its text says so plainly. */
export function rawWriteTarget(text: string): string | undefined {
  return WRITE_TARGET.exec(text)?.[1]?.toLowerCase();
}

/** A table node's name, under an alias or not. */
function tableName(node: OperationNode | undefined): string | undefined {
  if (node?.kind === 'AliasNode' && 'node' in node) return tableName(node.node as OperationNode);
  if (node?.kind === 'TableNode' && 'table' in node) return (node.table as { identifier: { name: string } }).identifier.name;
  return undefined;
}

type Written = { table: string | undefined; raw: boolean };

/** What a statement may write: undefined for a read. */
export function writeOf(node: OperationNode): Written | undefined {
  if (InsertQueryNode.is(node)) return { table: tableName(node.into), raw: false };
  if (UpdateQueryNode.is(node)) return { table: tableName(node.table), raw: false };
  if (DeleteQueryNode.is(node)) return { table: node.from.froms.length === 1 ? tableName(node.from.froms[0]) : undefined, raw: false };
  if (MergeQueryNode.is(node)) return { table: tableName(node.into), raw: false };
  if (RawNode.is(node)) return { table: rawWriteTarget(node.sqlFragments.join('?')), raw: true };
  return undefined;
}

/** A plugin calling `onWrite` with the table of every write that ran through it, after it ran. */
export function writeWatch(onWrite: (table: string | undefined) => void): KyselyPlugin {
  const running = new WeakMap<QueryId, Written>();
  return {
    transformQuery({ node, queryId }) {
      const written = writeOf(node);
      if (written) running.set(queryId, written);
      return node;
    },
    async transformResult({ result, queryId }) {
      const written = running.get(queryId);
      if (written && (!written.raw || result.numAffectedRows !== undefined)) onWrite(written.table);
      return result;
    },
  };
}
