// A statement's own constant LIMIT is written into it, as the stores' text always wrote it: SQLite
// plans `ORDER BY id LIMIT ?` without knowing the bound, and the saves' two hottest lookups ran 3-4
// times slower so (bench:cluster). Only the top query's limit, without walking the tree, since this
// runs for every query; offsets stay parameters (they vary by page).

import { SelectQueryNode, ValueNode, type KyselyPlugin } from 'kysely';

export const literalLimits: KyselyPlugin = {
  transformQuery: ({ node }) => {
    if (!SelectQueryNode.is(node) || node.limit === undefined) return node;
    const { limit } = node.limit;
    if (!ValueNode.is(limit) || typeof limit.value !== 'number' || limit.immediate) return node;
    return { ...node, limit: { ...node.limit, limit: ValueNode.createImmediate(limit.value) } };
  },
  transformResult: async ({ result }) => result,
};
